import { useId } from 'react';
import { RotateCw } from 'lucide-react';
import { dualAmountOf, exceedsCreditLimit } from '@cuadre/shared/credit/credit-rules';
import type { TClientCredit } from '@cuadre/shared/credit/schemas';
import { formatUsd, formatVes } from '@cuadre/shared/money/money';
import { Button } from '@/components/ui/button';
import type { TCreditSale } from '../hooks/use-credit-sale';
import { CREDIT_TEXTS } from './credit-texts';

/** "$12.00" and, with the sale's rate, "· Bs. 2.948,15" beside it (under it when the line is too narrow). */
function DualAmount({ usd, rate }: { usd: number; rate: number | null }) {
  const amount = dualAmountOf(usd, rate);
  return (
    <>
      <span className="font-semibold tabular-nums">{formatUsd(amount.usd)}</span>
      {amount.ves !== null && (
        <span className="text-xs whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-400">
          {' '}
          · {formatVes(amount.ves)}
        </span>
      )}
    </>
  );
}

function Figure({ label, usd, rate }: { label: string; usd: number | null; rate: number | null }) {
  return (
    // One line each on a 360 px phone; the bolívares wrap under the dollars rather than overflow.
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-right">
        {usd === null ? (
          <span className="font-semibold">{CREDIT_TEXTS.noLimit}</span>
        ) : (
          <DualAmount usd={usd} rate={rate} />
        )}
      </dd>
    </div>
  );
}

function CreditFigures({
  credit,
  unpaid,
  rate,
}: {
  credit: TClientCredit;
  unpaid: number;
  rate: number | null;
}) {
  const isOverLimit = exceedsCreditLimit(credit.creditLimit, credit.owed, unpaid);
  return (
    <>
      <dl className="space-y-1">
        <Figure label={CREDIT_TEXTS.owed} usd={credit.owed} rate={rate} />
        <Figure label={CREDIT_TEXTS.limit} usd={credit.creditLimit} rate={rate} />
        <Figure label={CREDIT_TEXTS.available} usd={credit.available} rate={rate} />
      </dl>
      {credit.overdue > 0 && (
        <p className="mt-2 text-amber-800 dark:text-amber-300">
          {CREDIT_TEXTS.overdue}: <span className="tabular-nums">{formatUsd(credit.overdue)}</span>
        </p>
      )}
      {/* Said before confirming; the server still decides, and asks the approval when it refuses. */}
      {isOverLimit && (
        <p className="mt-2 font-medium text-red-700 dark:text-red-400">
          {CREDIT_TEXTS.overLimit(unpaid, credit.available ?? 0)}
        </p>
      )}
    </>
  );
}

/**
 * What the chosen client owes, their limit and what they have left (decision record 030), for the seller to see
 * before a credit sale. No live region role: the cart's banner is the one alert and status of the panel.
 */
export function CreditPanel({
  clientName,
  creditSale,
  unpaid,
  rate,
}: {
  clientName: string;
  creditSale: TCreditSale;
  /** What this sale leaves unpaid, in USD. */
  unpaid: number;
  /** The sale's rate (today's) for the bolívares, or null. */
  rate: number | null;
}) {
  const { credit } = creditSale;
  const titleId = useId();
  let body;
  if (credit.isPending && credit.fetchStatus === 'paused') {
    body = <p className="text-slate-700 dark:text-slate-300">{CREDIT_TEXTS.offline}</p>;
  } else if (credit.isPending) {
    body = (
      <p aria-busy="true" className="text-slate-600 dark:text-slate-400">
        {CREDIT_TEXTS.loading}
      </p>
    );
  } else if (credit.isError) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-red-700 dark:text-red-400">{CREDIT_TEXTS.loadError}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void credit.refetch()}
          isLoading={credit.isRefetching}
        >
          {!credit.isRefetching && <RotateCw aria-hidden="true" className="size-4" />}
          {CREDIT_TEXTS.retry}
        </Button>
      </div>
    );
  } else {
    body = <CreditFigures credit={credit.data} unpaid={unpaid} rate={rate} />;
  }
  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <h3 id={titleId} className="mb-2 font-semibold">
        {CREDIT_TEXTS.title(clientName)}
      </h3>
      {body}
    </section>
  );
}
