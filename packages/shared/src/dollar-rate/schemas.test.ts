import { describe, it, expect } from 'vitest';
import { ZManualRateRequest } from './schemas';

describe('dollar rate', () => {
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
