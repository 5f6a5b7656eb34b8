import { describe, it, expect } from 'vitest';
import { shortId } from './short-id';

describe('shortId', () => {
  it('keeps the first 8 characters', () => {
    expect(shortId('0190f0a0-1234-7000-8000-000000000000')).toBe('0190f0a0');
    expect(shortId('abc')).toBe('abc');
  });
});
