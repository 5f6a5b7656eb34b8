import { useState } from 'react';
import type { TDollarRateReading } from '@cuadre/shared/dollar-rate/schemas';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormError } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { isApiError } from '@/lib/api-client';
import { useConfirmReading, useRateHistory } from '../api/rate-history';
import { SOURCE_LABELS } from './current-rate-panel';

export const CONFIRM_FAILED = 'Failed to confirm the reading. Please try again.';

const rateFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 8 });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function who(reading: TDollarRateReading): string {
  if (reading.setBy) return reading.setBy;
  if (reading.confirmedBy) return `Confirmed by ${reading.confirmedBy}`;
  return '—';
}

/**
 * Every reading of the rate, newest first (design §7): its Fecha Valor, the rate, the source, when it was read
 * and who set or confirmed it. A reading more than 20 % away from the rate in force is held: it is applied
 * only when an admin confirms it here.
 */
export function RateHistoryPanel() {
  const history = useRateHistory();
  const confirm = useConfirmReading();
  const [error, setError] = useState<string | null>(null);

  async function onConfirm(id: string) {
    setError(null);
    try {
      await confirm.mutateAsync(id);
    } catch (caught) {
      setError(serverMessageOr(isApiError(caught) ? caught : {}, CONFIRM_FAILED));
    }
  }

  let body;
  if (history.isPending) {
    body = (
      <div className="py-6 text-teal-700">
        <Spinner label="Loading..." />
      </div>
    );
  } else if (history.isError) {
    body = (
      <ErrorState
        className="mt-3"
        message="Failed to load the rate history."
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  } else if (history.data.data.length === 0) {
    body = <p className="mt-3 text-sm text-slate-600">No readings yet.</p>;
  } else {
    body = (
      <Table caption="Rate readings" className="mt-3">
        <THead>
          <Tr>
            <Th>Valid for</Th>
            <Th>Rate (Bs. per unit)</Th>
            <Th>Currency</Th>
            <Th>Source</Th>
            <Th>Fetched at</Th>
            <Th>Who</Th>
            <Th>Status</Th>
          </Tr>
        </THead>
        <TBody>
          {history.data.data.map((reading) => (
            <Tr key={reading.id}>
              <Td>{reading.validFor ?? '—'}</Td>
              <Td className="tabular-nums">{rateFormat.format(reading.rate)}</Td>
              <Td>{reading.currency}</Td>
              <Td>{SOURCE_LABELS[reading.source]}</Td>
              <Td>
                <time dateTime={reading.fetchedAt}>{dateTimeFormat.format(new Date(reading.fetchedAt))}</time>
              </Td>
              <Td>{who(reading)}</Td>
              <Td>
                {reading.status === 'held' ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="warning">Held</Badge>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Confirm Bs. ${rateFormat.format(reading.rate)} per ${reading.currency} for ${reading.validFor ?? 'today'}`}
                      isLoading={confirm.isPending && confirm.variables === reading.id}
                      disabled={confirm.isPending}
                      onClick={() => void onConfirm(reading.id)}
                    >
                      Confirm
                    </Button>
                  </div>
                ) : (
                  <Badge tone="success">Applied</Badge>
                )}
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    );
  }

  return (
    <section
      aria-labelledby="rate-history-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="rate-history-title" className="text-lg font-semibold">
        History
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A reading more than 20 % away from the rate in force is held until you confirm it.
      </p>
      <FormError message={error} />
      {body}
    </section>
  );
}
