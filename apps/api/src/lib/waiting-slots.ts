import type { AppError } from './app-error';

export interface TWaitingSlots {
  /** Waits for a free slot (the `busy` error after the wait); answers the function that gives it back. */
  take: () => Promise<() => void>;
}

/** At most `max` holders at once; the others wait in line, each at most `waitMs`, then get `busy()`. */
export function createWaitingSlots(max: number, waitMs: number, busy: () => AppError): TWaitingSlots {
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
          reject(busy());
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
