import { describe, it, expect } from 'vitest';
import { stockLevel } from './stock-level';

describe('stockLevel', () => {
  it('is red at 5 or fewer, yellow at 10 or fewer, fine above', () => {
    expect(stockLevel(0)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('warning');
    expect(stockLevel(10)).toBe('warning');
    expect(stockLevel(11)).toBe('ok');
  });
});
