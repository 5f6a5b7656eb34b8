import type { TCreditSale } from '../hooks/use-credit-sale';
import { CreditPanel } from './credit-panel';
import { DueDateChoice } from './due-date-choice';

/**
 * What a credit sale adds to the cart once it has a client (decision record 030): the client's credit, and when
 * the sale falls due.
 */
export function CreditSaleFields({
  clientName,
  creditSale,
  unpaid,
  rate,
  disabled,
}: {
  clientName: string;
  creditSale: TCreditSale;
  unpaid: number;
  rate: number | null;
  disabled: boolean;
}) {
  return (
    <div className="space-y-3">
      <CreditPanel clientName={clientName} creditSale={creditSale} unpaid={unpaid} rate={rate} />
      <DueDateChoice
        today={creditSale.today}
        dueDate={creditSale.dueDate}
        onPick={creditSale.pick}
        disabled={disabled}
      />
    </div>
  );
}
