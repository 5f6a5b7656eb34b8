import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { AppError } from './app-error';
import { authOf } from './auth/guards';
import type { TCounterCheck, TCounterStore } from './counter-store';
import type { TLimit } from './rate-limits';

// Heavy work — PDFs, statements, exports, imports — costs a request tens of milliseconds to seconds of the one
// thread that also answers every other shop's sales. Each shop has its own share of it (design §19): so many at
// once, so many a minute (rate-limits.ts heavyWorkPerShop). Past it, that shop alone is answered 429 with Retry-After, at the cost of a map lookup,
// and every other shop is served as if the burst were not there.

export type THeavyWorkKind = 'document' | 'export' | 'import';

/**
 * What one shop may have running at once, per kind: a receipt while another prints, a CSV beside its XLSX — half of
 * a process's downloads (exports/export-slots.ts), so one shop never holds them all — and one file read in.
 */
export const HEAVY_WORK_AT_ONCE: Readonly<Record<THeavyWorkKind, number>> = {
  document: 2,
  export: 2,
  import: 1,
};
/** When a shop at its "at once" share may try again: its work in flight takes seconds at most. */
const AT_ONCE_RETRY_SECONDS = 2;

export interface THeavyWork {
  /** A preHandler that takes the shop's share of `kind` for the request, given back when its answer is done. */
  share: (kind: THeavyWorkKind) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The same share for a request without a signed-in shop (a public receipt), keyed by what it names. */
  shareFor: (kind: THeavyWorkKind, owner: string, reply: FastifyReply) => Promise<void>;
}

/**
 * The shares of one process. The per-minute budget lives in the rate limits' counters, so that with REDIS_URL
 * every process draws on the same one; what runs at once is each process's own work.
 */
export function createHeavyWork(counters: TCounterStore, perShop: TLimit): THeavyWork {
  const running = new Map<string, number>();

  const take = async (kind: THeavyWorkKind, owner: string, reply: FastifyReply): Promise<void> => {
    const slot = `${kind}:${owner}`;
    const inFlight = running.get(slot) ?? 0;
    if (inFlight >= HEAVY_WORK_AT_ONCE[kind]) {
      throw new AppError(429, 'RATE_LIMITED', SERVER_MESSAGES.HEAVY_WORK_AT_ONCE, undefined, {
        retryAfterSeconds: AT_ONCE_RETRY_SECONDS,
      });
    }
    running.set(slot, inFlight + 1);
    let isGivenBack = false;
    const giveBack = () => {
      if (isGivenBack) return;
      isGivenBack = true;
      const left = (running.get(slot) ?? 1) - 1;
      if (left > 0) running.set(slot, left);
      else running.delete(slot);
    };
    // 'close' comes once the answer is sent, streamed or not, and when the client goes away mid-way.
    reply.raw.once('close', giveBack);
    const checks: TCounterCheck[] = [
      { key: `heavy-work:${owner}`, max: perShop.max, windowMs: perShop.timeWindowMs },
    ];
    try {
      const reservation = await counters.reserve(checks);
      if (!reservation.isAllowed) {
        const seconds = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
        throw new AppError(429, 'RATE_LIMITED', SERVER_MESSAGES.HEAVY_WORK_PER_MINUTE(seconds), undefined, {
          retryAfterSeconds: seconds,
        });
      }
      await counters.settle(checks, reservation.id, true);
    } catch (error) {
      giveBack();
      throw error;
    }
  };

  return {
    share: (kind) => (request, reply) => take(kind, authOf(request).shopId, reply),
    shareFor: take,
  };
}
