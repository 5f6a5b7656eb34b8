import type { TPaymentCurrency } from '@cuadre/shared/payments/constants';
import type { TSaleStatus } from '@cuadre/shared/sales/constants';
import { formatInCurrency, formatUsd, formatVes } from '@cuadre/shared/money/money';
import { tenderProblemFor } from '@cuadre/shared/sales/tender';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { TCartSettlement } from './cart-tender';
import { TENDER_TEXTS } from './tender-texts';

/**
 * Under the rows, live: what is still missing (in dollars and bolívares, and what dollars must bring with their
 * IGTF), or the change with the currency to give it in, or why these payments cannot be recorded.
 */
export function TenderStatus({
  status,
  settlement,
  rate,
  igtfRate,
  onChangeCurrency,
}: {
  status: TSaleStatus;
  settlement: TCartSettlement;
  rate: number | null;
  igtfRate: number | null;
  onChangeCurrency: (currency: TPaymentCurrency) => void;
}) {
  const { tender } = settlement;
  // Nothing to sell yet (the cart is empty): nothing to say about paying for it.
  if (!tender || tender.paid + tender.remaining <= 0) return null;
  const problem =
    tender.problem ??
    (status === 'PENDING' ? tenderProblemFor(status, tender) : null) ??
    settlement.changeProblem;
  // The seller fixes change the drawer lacks by giving it in the other currency: the choice stays beside the warning.
  const changeChoice =
    tender.change && rate !== null ? (
      <div role="group" aria-label={TENDER_TEXTS.changeIn} className="grid grid-cols-2 gap-2">
        {(['USD', 'VES'] as const).map((currency) => (
          <Button
            key={currency}
            variant={tender.change?.currency === currency ? 'primary' : 'secondary'}
            aria-pressed={tender.change?.currency === currency}
            onClick={() => onChangeCurrency(currency)}
          >
            {TENDER_TEXTS.changeCurrencies[currency]}
          </Button>
        ))}
      </div>
    ) : null;
  let content;
  if (problem) {
    content = (
      <div className="space-y-2">
        <p className="font-medium text-red-700 dark:text-red-400">{problem.message}</p>
        {problem.code === 'CHANGE_ABOVE_TILL' && changeChoice}
      </div>
    );
  } else if (tender.remaining > 0) {
    const parts = [formatUsd(tender.remaining)];
    if (tender.remainingVes !== null) parts.push(formatVes(tender.remainingVes));
    if (igtfRate !== null && tender.remainingUsdWithIgtf !== tender.remaining) {
      parts.push(TENDER_TEXTS.inDollarsWithIgtf(formatUsd(tender.remainingUsdWithIgtf)));
    }
    content = (
      <p className="font-medium text-amber-800 dark:text-amber-300">
        {status === 'PENDING' ? TENDER_TEXTS.owed : TENDER_TEXTS.missing}: {parts.join(' · ')}
      </p>
    );
  } else if (tender.change) {
    const { change } = tender;
    content = (
      <div className="space-y-2">
        <p className="text-base font-semibold">
          {TENDER_TEXTS.change}: {formatInCurrency(change.amount, change.currency)}
        </p>
        {changeChoice}
      </div>
    );
  } else {
    content = <p className="font-medium text-green-800 dark:text-green-300">{TENDER_TEXTS.covered}</p>;
  }
  return (
    <div
      aria-live="polite"
      data-testid="tender-status"
      className={cn('rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60')}
    >
      {content}
    </div>
  );
}
