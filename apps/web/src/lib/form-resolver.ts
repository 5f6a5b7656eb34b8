import { zodResolver } from '@hookform/resolvers/zod';
import { configureZodSpanish } from '@cuadre/shared/common/zod-setup';

// zod's own messages (wrong type, missing field) must be Spanish before the first form validates. Forms take
// the resolver from here — `useForm({ resolver: zodResolver(ZLoginForm) })` — which guarantees it, while zod
// stays out of the landing page's bundle (this module is only reached from lazy pages).
configureZodSpanish();

export { zodResolver };
