import { describe, it, expect } from 'vitest';
import { ZDailyStatsQuery } from './schemas';

describe('ZDailyStatsQuery', () => {
  it('accepts no dates, one date or a range', () => {
    expect(ZDailyStatsQuery.parse({})).toEqual({ startDate: undefined, endDate: undefined });
    expect(ZDailyStatsQuery.parse({ startDate: '2025-07-01', endDate: '' })).toEqual({
      startDate: '2025-07-01',
      endDate: undefined,
    });
  });

  it('refuses bad dates and reversed ranges', () => {
    expect(ZDailyStatsQuery.safeParse({ startDate: '07/01/2025' }).success).toBe(false);
    const reversed = ZDailyStatsQuery.safeParse({ startDate: '2025-07-10', endDate: '2025-07-01' });
    expect(reversed.error?.issues[0]?.message).toBe(
      'La fecha de inicio debe ser anterior o igual a la fecha de fin',
    );
  });
});
