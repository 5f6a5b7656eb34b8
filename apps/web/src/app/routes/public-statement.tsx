import { useParams } from 'react-router';
import { STATEMENT_TITLE } from '@cuadre/shared/clients/client-statement';
import { PublicStatement } from '@/features/statements/components/public-statement';

/**
 * /e/:token: a client's statement from the link a reminder sent (decision record 030); no account, no menu —
 * the statement alone.
 */
export function Component() {
  const { token = '' } = useParams();
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-4 px-3 py-4 sm:px-6">
      <title>{`${STATEMENT_TITLE} · Cuadre`}</title>
      <h1 className="text-xl font-semibold">{STATEMENT_TITLE}</h1>
      <PublicStatement key={token} token={token} />
    </main>
  );
}
