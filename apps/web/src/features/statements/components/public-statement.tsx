import {
  balanceInBolivares,
  bolivaresToday,
  statementEntryAmount,
  statementEntryIgtf,
  statementEntryLabel,
  statementEntryUsdValue,
  STATEMENT_IGTF_LABEL,
  todayRateLine,
} from '@cuadre/shared/clients/client-statement';
import type { TClientStatement, TClientStatementEntry } from '@cuadre/shared/clients/statement-schemas';
import { DEFAULT_TIME_ZONE } from '@cuadre/shared/common/constants';
import { formatDateEs, todayInZone } from '@cuadre/shared/common/dates';
import { daysLate } from '@cuadre/shared/credit/credit-rules';
import { dueDateLabel } from '@cuadre/shared/credit/messages';
import { formatUsd } from '@cuadre/shared/money/money';
import { Badge } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { usePublicStatement } from '../api/get-public-statement';
import { unpaidSaleIds } from './unpaid-sales';

export const PUBLIC_STATEMENT_TEXTS = {
  loading: 'Cargando el estado de cuenta...',
  missing: 'Este enlace no es válido o fue revocado.',
  loadFailed: 'No se pudo cargar el estado de cuenta.',
  balance: 'Saldo pendiente',
  noDebt: 'No tienes saldo pendiente. ¡Gracias!',
  entries: 'Movimientos',
  older: (count: number, balance: string) =>
    `${count} ${count === 1 ? 'movimiento anterior no se muestra' : 'movimientos anteriores no se muestran'}; saldo anterior: ${balance}.`,
  usdValue: 'Equivale a',
  balanceAfter: 'Saldo',
} as const;

/**
 * The zone the dates are read in: the visitor's own (the client, who lives where the shop is). A device that
 * cannot tell gets the app's default.
 */
function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}

/**
 * A client's statement from its public link (decision record 030): the shop, what is owed in dollars and in
 * bolívares at today's rate, and every entry, a credit sale still unpaid saying by when or how late. An unknown
 * or revoked link says so.
 */
export function PublicStatement({ token }: { token: string }) {
  const query = usePublicStatement(token);
  if (query.isPending) return <PageSpinner label={PUBLIC_STATEMENT_TEXTS.loading} />;
  if (query.isError) {
    const isMissing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return isMissing ? (
      <ErrorState message={PUBLIC_STATEMENT_TEXTS.missing} />
    ) : (
      <ErrorState
        message={PUBLIC_STATEMENT_TEXTS.loadFailed}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  return <StatementView statement={query.data} />;
}

function StatementView({ statement }: { statement: TClientStatement }) {
  const timeZone = visitorTimeZone();
  const today = todayInZone(timeZone);
  const unpaid = unpaidSaleIds(statement.entries);
  const bolivares = balanceInBolivares(statement);
  return (
    <div className="grid grid-cols-1 gap-4">
      <section
        aria-label={PUBLIC_STATEMENT_TEXTS.balance}
        className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <p className="text-lg font-semibold break-words">{statement.shopName}</p>
        <p className="text-sm break-words text-slate-700 dark:text-slate-300">
          Cliente: {statement.client.name}
          {statement.client.taxId && ` · ${statement.client.taxId}`}
        </p>
        <h2 className="mt-3 text-sm font-medium text-slate-600 dark:text-slate-300">
          {PUBLIC_STATEMENT_TEXTS.balance}
        </h2>
        <p className="text-2xl font-bold break-words tabular-nums">{formatUsd(statement.balance)}</p>
        {bolivares && <p className="font-semibold break-words tabular-nums">{bolivares}</p>}
        {statement.todayRate && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {todayRateLine(statement.todayRate)}
          </p>
        )}
        {statement.balance <= 0 && <p className="mt-2 text-sm">{PUBLIC_STATEMENT_TEXTS.noDebt}</p>}
      </section>

      <section aria-labelledby="statement-entries">
        <h2 id="statement-entries" className="mb-2 text-lg font-semibold">
          {PUBLIC_STATEMENT_TEXTS.entries}
        </h2>
        {statement.olderEntries > 0 && (
          <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
            {PUBLIC_STATEMENT_TEXTS.older(statement.olderEntries, formatUsd(statement.openingBalance))}
          </p>
        )}
        <ol className="grid grid-cols-1 gap-2">
          {statement.entries.map((entry) => (
            <StatementEntry
              key={entry.id}
              entry={entry}
              statement={statement}
              timeZone={timeZone}
              dueLabel={
                entry.kind === 'SALE' && entry.dueDate && unpaid.has(entry.id)
                  ? dueOf(entry.dueDate, today)
                  : null
              }
            />
          ))}
        </ol>
      </section>
    </div>
  );
}

function dueOf(dueDate: string, today: string) {
  const late = daysLate(dueDate, today);
  return { text: dueDateLabel(dueDate, today, late), isLate: late > 0 };
}

function StatementEntry({
  entry,
  statement,
  timeZone,
  dueLabel,
}: {
  entry: TClientStatementEntry;
  statement: TClientStatement;
  timeZone: string;
  dueLabel: { text: string; isLate: boolean } | null;
}) {
  const usdValue = statementEntryUsdValue(entry);
  const igtf = statementEntryIgtf(entry);
  const bolivares = bolivaresToday(entry.balanceAfter, statement);
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="font-medium break-words">{statementEntryLabel(entry)}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{formatDateEs(entry.at, timeZone)}</p>
        </div>
        <p className="font-semibold break-words tabular-nums">{statementEntryAmount(entry)}</p>
      </div>
      {dueLabel && (
        <p className="mt-1">
          <Badge tone={dueLabel.isLate ? 'danger' : 'warning'}>{dueLabel.text}</Badge>
        </p>
      )}
      {usdValue && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {PUBLIC_STATEMENT_TEXTS.usdValue} {usdValue}
        </p>
      )}
      {igtf && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {STATEMENT_IGTF_LABEL}: {igtf}
        </p>
      )}
      <p className="mt-1 text-xs break-words text-slate-700 dark:text-slate-300">
        {PUBLIC_STATEMENT_TEXTS.balanceAfter}:{' '}
        <span className="tabular-nums">{formatUsd(entry.balanceAfter)}</span>
        {bolivares && <span className="tabular-nums"> · {bolivares}</span>}
      </p>
    </li>
  );
}
