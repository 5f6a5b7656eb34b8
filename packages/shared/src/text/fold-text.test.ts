import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('ignores accents, case and outer spaces', () => {
    expect(foldText('  Energía ')).toBe('energia');
    expect(foldText('MÉXICO')).toBe(foldText('mexico'));
  });
});
