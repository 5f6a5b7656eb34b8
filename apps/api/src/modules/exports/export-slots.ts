import { SERVER_MESSAGES } from '@cuadre/shared/messages';
import { AppError } from '../../lib/app-error';

/** Downloads one process makes at once: each holds a connection of a pool of 10 (export-snapshot.ts). */
export const EXPORTS_AT_ONCE = 2;
/** How long a download waits for its turn before it is answered 503 with Retry-After. */
export const EXPORT_SLOT_WAIT_MS = 10_000;

export interface TExportSlots {
  /** Waits for a free slot (503 BUSY after EXPORT_SLOT_WAIT_MS); answers the function that gives it back. */
  take: () => Promise<() => void>;
}

export function createExportSlots(max = EXPORTS_AT_ONCE, waitMs = EXPORT_SLOT_WAIT_MS): TExportSlots {
  let inUse = 0;
  const waiting: (() => void)[] = [];

  function giveBack(): void {
    const next = waiting.shift();
    // A slot given back passes straight to the next in line, so a new arrival cannot jump the queue.
    if (next) next();
    else inUse -= 1;
  }

  async function take(): Promise<() => void> {
    if (inUse < max) {
      inUse += 1;
    } else {
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(
            new AppError(503, 'BUSY', SERVER_MESSAGES.EXPORTS_BUSY, undefined, { retryAfterSeconds: 5 }),
          );
        }, waitMs);
        waiting.push(turn);
      });
    }
    let isGivenBack = false;
    return () => {
      if (isGivenBack) return;
      isGivenBack = true;
      giveBack();
    };
  }

  return { take };
}
