import { dayMonthYear } from '../common/dates';
import { formatUsd } from '../money/money';

// ── Fiado under control (decision record 030) ────────────────────────────────
export const CREDIT_MESSAGES = {
  /** 409 CREDIT_LIMIT_EXCEEDED: what the client may still take, so the cashier can sell that much on credit. */
  limitExceeded: (clientName: string, available: number) =>
    `Esta venta pasa el límite de crédito de ${clientName}: le quedan ${formatUsd(available)} disponibles. ` +
    'Cobra más ahora o pide la aprobación de un encargado o del dueño.',
  /** 403 CREDIT_LIMIT_FORBIDDEN: a cashier typed a limit. */
  limitForbidden: 'Solo el dueño o un encargado cambia el límite de crédito de un cliente.',
  /** 409 REMINDED_TODAY. */
  remindedToday: (clientName: string) =>
    `Ya le recordaste hoy a ${clientName}. Si de verdad quieres recordarle otra vez, confírmalo.`,
  creditLimitInvalid: 'El límite de crédito debe ser un monto de 0 o más, con hasta 2 decimales.',
  creditDaysInvalid: 'El plazo del fiado debe ser de 7, 15 o 30 días.',
  dueDateInvalid: 'La fecha de vencimiento debe ser una fecha desde hoy y hasta un año después de la venta.',
  statementLinkRevoked: 'Enlace del estado de cuenta revocado: ya no abre.',
  statementLinkInvalid: 'Este enlace no es válido o fue revocado.',
  dueDateBeforeSale: 'La fecha de vencimiento no puede ser anterior al día de la venta.',
} as const;

/** "Vencida · 12 días", "Vence hoy", "Vence el 12/12/2026" as the screens and documents say it. */
export function dueDateLabel(dueDate: string, today: string, late: number): string {
  if (late > 0) return `Vencida · ${late} ${late === 1 ? 'día' : 'días'}`;
  if (dueDate === today) return 'Vence hoy';
  return `Vence el ${dayMonthYear(dueDate)}`;
}
