import { PRODUCT_NAME } from '@cuadre/shared/common/constants';
import { LandingHeader } from '@/features/landing/components/landing-header';
import {
  LandingCallToAction,
  LandingCapabilities,
  LandingFeatures,
  LandingFooter,
  LandingHero,
} from '@/features/landing/components/landing-sections';

/**
 * / (spec §2 "Landing page"). Static: no query cache, no forms, no zod, so the first visit stays under the
 * 100 KB gzip budget (`npm run size` in apps/web).
 */
export function Component() {
  return (
    <div className="min-h-dvh bg-white">
      <title>{`${PRODUCT_NAME} · Ventas, inventario y clientes para tu negocio`}</title>
      <LandingHeader />
      <main>
        <LandingHero />
        <LandingFeatures />
        <LandingCapabilities />
        <LandingCallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
