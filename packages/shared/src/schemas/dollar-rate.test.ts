import { describe, it, expect } from 'vitest';
import { ZDollarRate, ZManualRateRequest } from './dollar-rate';

describe('dollar rate', () => {
  it('describes the served rate', () => {
    const rate = {
      rate: 105.4567,
      lastUpdated: '2025-07-07T14:00:00.000Z',
      validFor: '2025-07-08',
      source: 'bcv',
    };
    expect(ZDollarRate.parse(rate)).toEqual(rate);
  });

  it('manual rates must be above 0', () => {
    expect(ZManualRateRequest.safeParse({ rate: 0 }).error?.issues[0]?.message).toBe(
      'La tasa debe ser mayor a 0',
    );
    expect(ZManualRateRequest.safeParse({ rate: '36' }).success).toBe(false);
    expect(ZManualRateRequest.parse({ rate: 36.5, validFor: '' })).toEqual({
      rate: 36.5,
      validFor: undefined,
    });
  });
});
