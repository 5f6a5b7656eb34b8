import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getShopQueryOptions } from '@/lib/shop-settings';
import { RefreshCw } from 'lucide-react';
import { dayMonthYear, formatLocalTime } from '@cuadre/shared/common/dates';
import { formatRate } from '@cuadre/shared/money/money';
import { DOLLAR_RATE_MESSAGES } from '@cuadre/shared/dollar-rate/messages';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import { isRateUnavailable, useDollarRate } from '../api/get-dollar-rate';

/** "2:05 p. m." for a reading of today, "15/03, 2:05 p. m." for an older one (a fallback the BCV has not renewed). */
export function formatLastUpdated(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const time = formatLocalTime(date);
  if (date.toDateString() === now.toDateString()) return time;
  // Built by hand: ICU's es-VE pattern prints "15/3" for a 2-digit month in some runtimes.
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}/${month}, ${time}`;
}

/** '2024-03-18' → '18/03/2024' (the BCV's "Fecha Valor", a calendar day: no time zone involved). */
const formatValidFor = dayMonthYear;

/**
 * The sidebar's Dólar BCV card (spec §2): 'Bs.' and the rate with 2 decimals in es-VE format, when it was read,
 * its Fecha Valor, whether an admin set it by hand, the next published rate with its date (design §7),
 * a refresh button, 'Cargando...' and 'Error al cargar'. It also keeps the store's dollarRate in step with the
 * server, which every amount on the seller screens is converted with.
 */
export function DollarRateCard() {
  const titleId = useId();
  const { data, error, isPending, isError, isFetching, refetch } = useDollarRate();
  const setDollarRate = useAppStore((state) => state.setDollarRate);
  const setEuroRate = useAppStore((state) => state.setEuroRate);
  const setReferenceCurrency = useAppStore((state) => state.setReferenceCurrency);
  const rate = data?.data.rate;
  const euroRate = data?.data.eur?.rate;
  // The shop's reference currency (design §10): a shop that prices in euros sees its dollars at the cross.
  const referenceCurrency = useQuery({ ...getShopQueryOptions(), staleTime: 5 * 60_000 }).data
    ?.referenceCurrency;

  useEffect(() => {
    if (rate !== undefined) setDollarRate(rate);
  }, [rate, setDollarRate]);

  useEffect(() => {
    if (data) setEuroRate(euroRate ?? null);
  }, [data, euroRate, setEuroRate]);

  useEffect(() => {
    if (referenceCurrency) setReferenceCurrency(referenceCurrency);
  }, [referenceCurrency, setReferenceCurrency]);

  // With no reading at all on the server, a rate kept from an earlier visit must not keep pricing in bolívars.
  // A network failure, on the other hand, keeps the last rate the app loaded (spec §3 Currency settings).
  useEffect(() => {
    if (isRateUnavailable(error)) setDollarRate(null);
  }, [error, setDollarRate]);

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/60"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-semibold">
          Dólar BCV
        </h2>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          aria-label="Actualizar tasa del dólar"
          className={cn(
            'inline-flex size-11 items-center lg:size-9 justify-center rounded-lg text-slate-700 hover:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-700',
            focusRing,
          )}
        >
          <RefreshCw aria-hidden="true" className={cn('size-4', isFetching && 'animate-spin')} />
        </button>
      </div>
      {data ? (
        <>
          <p className="mt-1 text-2xl font-bold tabular-nums">Bs. {formatRate(data.data.rate)}</p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
            Actualizado:{' '}
            <time dateTime={data.data.lastUpdated}>{formatLastUpdated(data.data.lastUpdated)}</time>
          </p>
          {data.data.validFor && (
            <p className="text-xs text-slate-600 dark:text-slate-300">
              Fecha valor: <time dateTime={data.data.validFor}>{formatValidFor(data.data.validFor)}</time>
            </p>
          )}
          {data.data.source === 'manual' && (
            <p className="text-xs text-slate-600 dark:text-slate-300">{DOLLAR_RATE_MESSAGES.manualNote}</p>
          )}
          {data.data.source === 'fallback' && (
            <p className="text-xs text-slate-600 dark:text-slate-300">{DOLLAR_RATE_MESSAGES.fallbackNote}</p>
          )}
          {data.data.next && (
            <p className="mt-1 text-xs font-medium text-slate-700 dark:text-slate-200">
              {DOLLAR_RATE_MESSAGES.nextRate(
                formatRate(data.data.next.rate),
                formatValidFor(data.data.next.validFor),
              )}
            </p>
          )}
          {data.data.eur && (
            <div className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-700">
              <p className="text-sm font-semibold">
                {DOLLAR_RATE_MESSAGES.euroTitle}:{' '}
                <span className="tabular-nums">Bs. {formatRate(data.data.eur.rate)}</span>
              </p>
              {data.data.eur.validFor && (
                <p className="text-xs text-slate-600 dark:text-slate-300">
                  Fecha valor:{' '}
                  <time dateTime={data.data.eur.validFor}>{formatValidFor(data.data.eur.validFor)}</time>
                </p>
              )}
              {data.data.eur.next && (
                <p className="text-xs font-medium text-slate-700 dark:text-slate-200">
                  {DOLLAR_RATE_MESSAGES.nextRate(
                    formatRate(data.data.eur.next.rate),
                    formatValidFor(data.data.eur.next.validFor),
                  )}
                </p>
              )}
            </div>
          )}
        </>
      ) : isPending ? (
        <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {DOLLAR_RATE_MESSAGES.loading}
        </p>
      ) : (
        isError && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {DOLLAR_RATE_MESSAGES.widgetError}
          </p>
        )
      )}
    </section>
  );
}
