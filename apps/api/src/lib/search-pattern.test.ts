import { describe, expect, it } from 'vitest';
import { containsPattern, uuidPrefixRange } from './search-pattern';

describe('containsPattern', () => {
  it('wraps the text in % and makes the user’s %, _ and \\ literal', () => {
    expect(containsPattern('harina')).toBe('%harina%');
    expect(containsPattern('50%_x\\y')).toBe('%50\\%\\_x\\\\y%');
  });
});

describe('uuidPrefixRange', () => {
  it('turns the start of an id into the range of ids that begin so', () => {
    expect(uuidPrefixRange('0190F3a0')).toEqual({
      from: '0190f3a0-0000-0000-0000-000000000000',
      to: '0190f3a0-ffff-ffff-ffff-ffffffffffff',
    });
    expect(uuidPrefixRange('0190f3a0-12')).toEqual({
      from: '0190f3a0-1200-0000-0000-000000000000',
      to: '0190f3a0-12ff-ffff-ffff-ffffffffffff',
    });
    const id = '0190f3a0-1234-7abc-8def-0123456789ab';
    expect(uuidPrefixRange(id)).toEqual({ from: id, to: id });
  });

  it('answers null for text that cannot start an id', () => {
    expect(uuidPrefixRange('luisa')).toBeNull();
    expect(uuidPrefixRange('0190f3a01')).toBeNull(); // the 9th character of an id is a dash
    expect(uuidPrefixRange('')).toBeNull();
    expect(uuidPrefixRange('0190f3a0-1234-7abc-8def-0123456789abc')).toBeNull();
  });
});
