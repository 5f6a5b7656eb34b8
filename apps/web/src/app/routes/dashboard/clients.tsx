import { ClientsList } from '@/features/clients/components/clients-list';

/** /dashboard/clients ('Gestión de Clientes', spec §2). */
export function Component() {
  return <ClientsList />;
}
