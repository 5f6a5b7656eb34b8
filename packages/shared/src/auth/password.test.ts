import { describe, it, expect } from 'vitest';
import { generateRandomPassword, passwordStrength } from './password';
import { PASSWORD_SPECIAL_CHARS } from './constants';

describe('passwordStrength', () => {
  it('scores 0 with no label for an empty password', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: '' });
  });

  it('gives one point per rule with the spec labels', () => {
    expect(passwordStrength('a')).toEqual({ score: 1, label: 'Muy Débil' });
    expect(passwordStrength('aA')).toEqual({ score: 2, label: 'Débil' });
    expect(passwordStrength('aA1')).toEqual({ score: 3, label: 'Media' });
    expect(passwordStrength('aA1!')).toEqual({ score: 4, label: 'Fuerte' });
    expect(passwordStrength('aA1!aaaa')).toEqual({ score: 5, label: 'Muy Fuerte' });
  });

  it('counts length of at least 8 as a point', () => {
    expect(passwordStrength('aaaaaaa').score).toBe(1);
    expect(passwordStrength('aaaaaaaa').score).toBe(2);
  });

  it('counts only the spec special characters', () => {
    for (const char of PASSWORD_SPECIAL_CHARS) expect(passwordStrength(char).score).toBe(1);
    expect(passwordStrength('-').score).toBe(0);
    expect(passwordStrength('_').score).toBe(0);
  });
});

describe('generateRandomPassword', () => {
  it('has 12 characters with lower, upper, digit and symbol, every time', () => {
    for (let i = 0; i < 300; i++) {
      const password = generateRandomPassword();
      expect(password).toHaveLength(12);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect([...password].some((char) => PASSWORD_SPECIAL_CHARS.includes(char))).toBe(true);
      expect(passwordStrength(password)).toEqual({ score: 5, label: 'Muy Fuerte' });
    }
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 200 }, () => generateRandomPassword()));
    expect(seen.size).toBe(200);
  });

  it('does not always put the required classes in the same positions', () => {
    const firstIsLower = Array.from({ length: 200 }, () => /[a-z]/.test(generateRandomPassword()[0]!));
    expect(firstIsLower.some(Boolean)).toBe(true);
    expect(firstIsLower.every(Boolean)).toBe(false);
  });
});
