import { useMemo, useRef } from 'react';
import { createIdempotencyKey } from '@/lib/api-client';

/**
 * The Idempotency-Key of a request the seller may send again: the very same payload after a failure reuses its
 * key, so an answer lost on the way never sells, pays or refunds twice; a changed payload is a new request.
 */
export function useRetryKey() {
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(payload: unknown): string {
        const signature = JSON.stringify(payload);
        if (attempt.current?.signature !== signature) {
          attempt.current = { signature, key: createIdempotencyKey() };
        }
        return attempt.current.key;
      },
      /** After a success: the next request is a new one, whatever it holds. */
      forget() {
        attempt.current = null;
      },
    }),
    [],
  );
}
