import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/error-state';
import { isRateUnavailable, useDollarRate } from '../api/get-dollar-rate';

const rateFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 8 });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const SOURCE_LABELS = {
  bcv: 'BCV website',
  fallback: 'Fallback source',
  manual: 'Manual (admin)',
} as const;

/** The rate sellers are being served right now, with where and when it came from (admin area, English). */
export function CurrentRatePanel() {
  const { data, error, isPending, isFetching, refetch } = useDollarRate();

  return (
    <section
      aria-labelledby="current-rate-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="current-rate-title" className="text-lg font-semibold">
        Current rate
      </h2>
      {isPending ? (
        <div className="py-6 text-teal-700">
          <Spinner label="Loading..." />
        </div>
      ) : data ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">Rate</dt>
          <dd className="font-semibold tabular-nums">Bs. {rateFormat.format(data.data.rate)} per USD</dd>
          <dt className="text-slate-600">Source</dt>
          <dd>{SOURCE_LABELS[data.data.source]}</dd>
          <dt className="text-slate-600">Last updated</dt>
          <dd>
            <time dateTime={data.data.lastUpdated}>
              {dateTimeFormat.format(new Date(data.data.lastUpdated))}
            </time>
          </dd>
          <dt className="text-slate-600">Valid for</dt>
          <dd>{data.data.validFor ?? '—'}</dd>
          {data.data.next && (
            <>
              <dt className="text-slate-600">Next rate</dt>
              <dd>
                Bs. {rateFormat.format(data.data.next.rate)} per USD from {data.data.next.validFor}
              </dd>
            </>
          )}
        </dl>
      ) : (
        <ErrorState
          className="mt-3"
          message={
            isRateUnavailable(error)
              ? 'No rate available: the BCV page could not be read and no manual rate has been set.'
              : 'Failed to load the dollar rate.'
          }
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      )}
    </section>
  );
}
