import type { TSessionUser } from '@cuadre/shared/auth/schemas';
import { fullName } from '@/lib/full-name';

const NOT_SET = 'Sin definir';

/** 'VES (Bs.)': the currency with its symbol (spec §2 Profile). */
export function currencyLabel(user: Pick<TSessionUser, 'currency' | 'currencySymbol'>): string {
  if (!user.currency && !user.currencySymbol) return NOT_SET;
  if (!user.currencySymbol) return user.currency ?? NOT_SET;
  return user.currency ? `${user.currency} (${user.currencySymbol})` : user.currencySymbol;
}

/** The seller's data (spec §2 Profile): name, email, country and currency with its symbol. */
export function ProfileDetails({ user }: { user: TSessionUser }) {
  const rows: Array<[string, string]> = [
    ['Nombre', fullName(user)],
    ['Correo electrónico', user.email],
    ['País', user.country ?? NOT_SET],
    ['Moneda', currencyLabel(user)],
  ];
  return (
    <section
      aria-labelledby="profile-data-title"
      className="rounded-2xl bg-slate-900 p-6 ring-1 ring-slate-700"
    >
      <h2 id="profile-data-title" className="text-lg font-semibold">
        Mis Datos
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-400">{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
