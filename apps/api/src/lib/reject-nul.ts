import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { badRequest } from './app-error';

/** True when a string, or any key or string inside an object or array, holds U+0000. Iterative: no deep recursion. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return true;
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000 ("invalid byte sequence for encoding UTF8: 0x00"): a body or query string
 * carrying one failed in the driver as a 500 (found by test/security's hostile-input suite). It is refused as bad
 * input before validation, for every route at once.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw badRequest(SERVER_MESSAGES.VALIDATION_FAILED);
  }
}
