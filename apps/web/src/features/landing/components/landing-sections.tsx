import { Link } from 'react-router';
import { ChartNoAxesCombined, CircleCheck, Package, Rocket, UsersRound, type LucideIcon } from 'lucide-react';
import { PRODUCT_NAME } from '@cuadre/shared/common/constants';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The dashboard screenshot in public/: a WebP made from the real seller dashboard (see docs/accounts-ui.md). */
export const DASHBOARD_SCREENSHOT = {
  src: '/dashboard-screenshot.webp',
  width: 960,
  height: 600,
} as const;

type TFeature = { title: string; description: string; icon: LucideIcon };

// The four capabilities of spec §1, titled as spec §2 names the cards.
export const LANDING_FEATURES: readonly TFeature[] = [
  {
    title: 'Gestión de Productos',
    description:
      'Controla tu inventario con precios y costos en dólares, y ve al instante qué se está agotando.',
    icon: Package,
  },
  {
    title: 'Ventas e Ingresos',
    description:
      'Registra ventas de contado o a crédito, recibe abonos y sigue tus ingresos con reportes claros.',
    icon: ChartNoAxesCombined,
  },
  {
    title: 'Administración de Clientes',
    description: 'Ten tu cartera de clientes a la mano y sabe en todo momento quién te debe y cuánto.',
    icon: UsersRound,
  },
  {
    title: 'Crecimiento y Más',
    description:
      'Gastos, ganancias reales, estadísticas diarias y precios en bolívares con la tasa del Dólar BCV.',
    icon: Rocket,
  },
];

// The six checklist items of spec §2, in order.
export const LANDING_CAPABILITIES: readonly string[] = [
  'Gestionar tus productos e inventario',
  'Realizar ventas y seguir tus ingresos',
  'Administrar tu cartera de clientes',
  'Analizar reportes detallados',
  'Optimizar los procesos de tu negocio',
  '¡Y mucho más!',
];

export function LandingHero() {
  return (
    <section className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Bienvenido a <span className="text-teal-700">{PRODUCT_NAME}</span>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          La herramienta para llevar el cuadre de tu negocio: productos, ventas, clientes y cuentas por
          cobrar, desde tu teléfono o tu computadora.
        </p>
        <div className="mt-8 flex flex-col items-center gap-4">
          <Link to={paths.register} className={buttonClasses({ size: 'lg' })}>
            Crear Cuenta Ahora
          </Link>
          <p className="text-sm text-slate-700">
            ¿Ya tienes una cuenta?{' '}
            <Link
              to={paths.login}
              className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950"
            >
              Inicia Sesión Aquí
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

export function LandingFeatures() {
  return (
    <section aria-labelledby="landing-features" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="landing-features" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Potencia Tu Negocio Como Nunca Antes
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {LANDING_FEATURES.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-100 text-teal-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm text-slate-700">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LandingCapabilities() {
  return (
    <section aria-labelledby="landing-capabilities" className="bg-slate-100">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <img
          src={DASHBOARD_SCREENSHOT.src}
          width={DASHBOARD_SCREENSHOT.width}
          height={DASHBOARD_SCREENSHOT.height}
          loading="lazy"
          decoding="async"
          alt={`Panel principal de ${PRODUCT_NAME}: ingresos, ventas, gastos y ganancias del mes, productos y últimas ventas`}
          className="h-auto w-full rounded-xl shadow-lg ring-1 ring-slate-300"
        />
        <div>
          <h2 id="landing-capabilities" className="text-3xl font-bold tracking-tight text-slate-900">
            ¿Qué puedes hacer con {PRODUCT_NAME}?
          </h2>
          <ul className="mt-6 space-y-3">
            {LANDING_CAPABILITIES.map((item) => (
              <li key={item} className="flex items-start gap-3 text-slate-800">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function LandingCallToAction() {
  return (
    <section aria-labelledby="landing-cta" className="bg-teal-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="landing-cta" className="text-3xl font-bold tracking-tight">
          ¿Listo para Transformar Tu Gestión?
        </h2>
        <p className="mt-4 text-teal-50">
          Crea tu cuenta en minutos. Un administrador la aprueba y empiezas a vender.
        </p>
        <Link
          to={paths.register}
          className={cn(
            'mt-8 inline-flex h-12 items-center justify-center rounded-lg bg-white px-6 text-base font-semibold text-teal-900 transition-colors hover:bg-teal-50',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
          )}
        >
          Registrarse Gratis
        </Link>
      </div>
    </section>
  );
}

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-8 text-center text-sm text-slate-700 sm:px-6">
        <p>
          © {year} {PRODUCT_NAME}. Todos los derechos reservados.
        </p>
        <p>Construido con ❤ para emprendedores.</p>
        <Link
          to={paths.termsAndConditions}
          className="text-slate-700 underline underline-offset-2 hover:text-slate-900"
        >
          Términos y Condiciones
        </Link>
      </div>
    </footer>
  );
}
