/** Sample answers of GET /dollar-rate for this feature's tests. */
import { DOLLAR_RATE_MESSAGES } from '@cuadre/shared/dollar-rate/messages';
import type { TDollarRate } from '@cuadre/shared/dollar-rate/schemas';
import type { TMockReply } from '@/testing/mock-api';

export function rateReply(overrides: Partial<TDollarRate> = {}): TMockReply {
  return {
    body: {
      data: {
        rate: 36.5731,
        lastUpdated: new Date().toISOString(),
        validFor: '2024-03-18',
        source: 'bcv',
        next: null,
        eur: null,
        ...overrides,
      },
    },
  };
}

export const UNAVAILABLE_REPLY: TMockReply = {
  status: 503,
  body: { statusCode: 503, code: 'DOLLAR_RATE_UNAVAILABLE', message: DOLLAR_RATE_MESSAGES.unavailable },
};
