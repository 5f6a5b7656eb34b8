import { MAIN_REGISTER_NAME } from '@cuadre/shared/team/constants';
import { useState } from 'react';
import { ArrowLeftRight, Lock } from 'lucide-react';
import { formatDateTimeEs } from '@cuadre/shared/common/dates';
import { formatInCurrency, formatUsd, formatVes } from '@cuadre/shared/money/money';
import type { TCashSession } from '@cuadre/shared/till/schemas';
import { showsByMember, TILL_REPORT_SECTIONS } from '@cuadre/shared/till/till';
import { Button } from '@/components/ui/button';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { CloseTillForm } from './close-till-form';
import { MovementFormDialog } from './movement-form-dialog';
import { TillAmountLines } from './till-amount-lines';
import { TillMovementsList } from './till-movements-list';
import { TillSection } from './till-section';
import { TillSummary } from './till-summary';
import { TillByMember } from './till-by-member';

/**
 * Cash the records say went out beyond what came in: change given by a sale made offline, which the server never
 * refuses (it happened at the counter), can leave a line below zero. Said plainly, so the seller looks for it.
 */
function TillShortfall({ lines }: { lines: TCashSession['lines'] }) {
  const short = lines.filter((line) => line.method === 'CASH' && line.expected < 0);
  if (short.length === 0) return null;
  return (
    <div
      role="alert"
      className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100"
    >
      {short.map((line) => (
        <p key={line.currency}>
          {TILL_SHORTFALL_TEXT(line.currency, formatInCurrency(-line.expected, line.currency))}
        </p>
      ))}
    </div>
  );
}

/** The till's shortfall of a currency, as the seller reads it. */
export const TILL_SHORTFALL_TEXT = (currency: 'USD' | 'VES', missing: string) =>
  `Faltan ${missing} en ${currency === 'VES' ? 'bolívares' : 'dólares'}: se dio más vuelto del que había en caja (una venta hecha sin conexión).`;

/**
 * The open till: what should be in it per method and currency, the day's figures, the money moved in and out,
 * and the way to close it. The figures come from GET /cash-sessions/current, refreshed after each action and
 * when the seller comes back to the tab.
 */
export function TillLiveView({ session }: { session: TCashSession }) {
  const timeZone = useSellerTimeZone();
  const [isMovementOpen, setIsMovementOpen] = useState(false);
  const [isClosing, setIsClosing] = useState(false);

  if (isClosing) return <CloseTillForm session={session} onCancel={() => setIsClosing(false)} />;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TillSection
        title={
          session.registerName === MAIN_REGISTER_NAME ? 'Caja abierta' : `${session.registerName}: abierta`
        }
        className="lg:col-span-2"
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Abierta el {formatDateTimeEs(session.openedAt, timeZone)}
          {session.openedBy && ` por ${session.openedBy}`} con {formatUsd(session.openingFloat.USD)} y{' '}
          {formatVes(session.openingFloat.VES)}.
        </p>
        <div className="mt-3 grid gap-2 sm:flex">
          <Button variant="secondary" onClick={() => setIsMovementOpen(true)}>
            <ArrowLeftRight aria-hidden="true" className="size-4" />
            Entrada / Salida de dinero
          </Button>
          <Button onClick={() => setIsClosing(true)}>
            <Lock aria-hidden="true" className="size-4" />
            Cerrar caja
          </Button>
        </div>
      </TillSection>
      <TillSection title="Debería haber en caja">
        <TillAmountLines
          label="Debería haber en caja"
          lines={session.lines.map((line) => ({ ...line, amount: line.expected }))}
        />
        <TillShortfall lines={session.lines} />
      </TillSection>
      <TillSection title="Cifras de la caja">
        <TillSummary summary={session.summary} />
      </TillSection>
      {showsByMember(session.byMember) && (
        <TillSection title={TILL_REPORT_SECTIONS.byMember}>
          <TillByMember members={session.byMember} />
        </TillSection>
      )}
      <TillSection title="Entradas y salidas de dinero" className="lg:col-span-2">
        <TillMovementsList movements={session.movements} />
      </TillSection>
      <MovementFormDialog
        sessionId={session.id}
        open={isMovementOpen}
        onClose={() => setIsMovementOpen(false)}
      />
    </div>
  );
}
