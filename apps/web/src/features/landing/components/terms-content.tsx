import { Link } from 'react-router';
import { PRODUCT_NAME, TERMS_LAST_UPDATED } from '@cuadre/shared/common/constants';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** '7 de julio de 2025' from '2025-07-07', read as a calendar date (UTC) so no time zone shifts the day. */
export function formatTermsDate(isoDate: string = TERMS_LAST_UPDATED): string {
  return new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

type TTermsSection = { title: string; paragraphs: readonly string[] };

// The five sections of spec §2 "Terms page", with the content spec §1 requires.
export const TERMS_SECTIONS: readonly TTermsSection[] = [
  {
    title: '1. Descripción del Servicio',
    paragraphs: [
      `${PRODUCT_NAME} es una aplicación web que ayuda a los pequeños negocios a controlar sus ventas, el inventario de sus productos, su base de datos de clientes y sus cuentas por cobrar, además de sus gastos y estadísticas.`,
      'El servicio se ofrece "tal como está" y puede cambiar con el tiempo para mejorar; te avisaremos de los cambios importantes.',
    ],
  },
  {
    title: '2. Registro de Cuenta y Seguridad',
    paragraphs: [
      'Para usar el servicio debes registrarte con datos verdaderos, verificar tu correo electrónico y esperar a que un administrador apruebe tu cuenta.',
      'Eres responsable de mantener en secreto tu contraseña y de toda la actividad que ocurra en tu cuenta. Si sospechas de un uso no autorizado, cambia tu contraseña y avísanos.',
    ],
  },
  {
    title: '3. Recopilación, Uso y Protección de Datos',
    paragraphs: [
      'Guardamos los datos que registras (productos, clientes, ventas, abonos y gastos) solo para prestarte el servicio. No los vendemos ni los compartimos con terceros.',
      'Podemos analizar datos de uso agregados y anonimizados, que no identifican a ninguna persona ni negocio, para mejorar la aplicación.',
      'Protegemos tu información con medidas razonables de seguridad, como contraseñas cifradas y conexiones seguras.',
    ],
  },
  {
    title: '4. Uso Aceptable',
    paragraphs: [
      'Te comprometes a usar el servicio de forma lícita, a no registrar información falsa o de terceros sin su permiso y a no intentar acceder a datos de otros usuarios ni interferir con el funcionamiento del sistema.',
      'Podemos suspender las cuentas que incumplan estas reglas.',
    ],
  },
  {
    title: '5. Propiedad Intelectual',
    paragraphs: [
      `El software, la marca ${PRODUCT_NAME} y el diseño de la aplicación son propiedad de sus autores. Los datos que registras siguen siendo tuyos.`,
    ],
  },
];

/** The terms (spec §2): five sections, the last-update date, 'Aceptar y Continuar' and 'Rechazar'. */
export function TermsContent() {
  return (
    <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <p className="text-sm text-slate-600">Última actualización: {formatTermsDate()}</p>
      <div className="mt-6 space-y-8">
        {TERMS_SECTIONS.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
      <div className="mt-10 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          Rechazar
        </Link>
        <Link to={paths.register} className={buttonClasses({ size: 'lg' })}>
          Aceptar y Continuar
        </Link>
      </div>
    </article>
  );
}
