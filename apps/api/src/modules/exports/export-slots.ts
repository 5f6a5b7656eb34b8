import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { AppError } from '../../lib/app-error';
import { createWaitingSlots, type TWaitingSlots } from '../../lib/waiting-slots';

/**
 * Downloads one process makes at once: each holds a connection of a pool of 10 (export-snapshot.ts), and one shop
 * may hold only half of them (lib/heavy-work.ts).
 */
export const EXPORTS_AT_ONCE = 4;
/** How long a download waits for its turn before it is answered 503 with Retry-After. */
export const EXPORT_SLOT_WAIT_MS = 10_000;

export type TExportSlots = TWaitingSlots;

export function createExportSlots(max = EXPORTS_AT_ONCE, waitMs = EXPORT_SLOT_WAIT_MS): TExportSlots {
  return createWaitingSlots(
    max,
    waitMs,
    () => new AppError(503, 'BUSY', SERVER_MESSAGES.EXPORTS_BUSY, undefined, { retryAfterSeconds: 5 }),
  );
}
