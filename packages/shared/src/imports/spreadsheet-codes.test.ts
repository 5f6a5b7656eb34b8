import { describe, expect, it } from 'vitest';
import {
  isScientificNotation,
  lostLeadingZeros,
  phoneDigitsKey,
  restoredPhone,
  roundsToStored,
} from './spreadsheet-codes';

describe('a phone a spreadsheet turned into a number', () => {
  it('is the stored phone when its digits are the stored ones without the leading zeros', () => {
    expect(restoredPhone('4141234567', { stored: '04141234567', isVenezuelan: false })).toBe('04141234567');
    expect(restoredPhone('4141234567', { stored: '0414-123.45.67', isVenezuelan: false })).toBe(
      '0414-123.45.67',
    );
    expect(restoredPhone('584141234567', { stored: '+58 414 1234567', isVenezuelan: true })).toBe(
      '+58 414 1234567',
    );
    expect(restoredPhone('04141234567', { stored: '04141234567', isVenezuelan: true })).toBe('04141234567');
  });

  it('gets its 0 back for a Venezuelan seller: 10 digits of a mobile (4xx) or a landline (2xx)', () => {
    expect(restoredPhone('4141234567', { isVenezuelan: true })).toBe('04141234567');
    expect(restoredPhone('2125551234', { isVenezuelan: true })).toBe('02125551234');
    expect(restoredPhone('4141234567', { stored: null, isVenezuelan: true })).toBe('04141234567');
    // Another stored phone: the file's number is a new one, and still Venezuelan.
    expect(restoredPhone('4241112233', { stored: '04141234567', isVenezuelan: true })).toBe('04241112233');
  });

  it('stays as the file has it otherwise', () => {
    // A Mexican number of 10 digits is whole.
    expect(restoredPhone('5512345678', { isVenezuelan: false })).toBe('5512345678');
    expect(restoredPhone('4141234567', { isVenezuelan: false })).toBe('4141234567');
    // Not a Venezuelan area code, or not 10 digits.
    expect(restoredPhone('5512345678', { isVenezuelan: true })).toBe('5512345678');
    expect(restoredPhone('414123456', { isVenezuelan: true })).toBe('414123456');
    // Text a spreadsheet never touches.
    expect(restoredPhone('+58 414 1234567', { isVenezuelan: true })).toBe('+58 414 1234567');
    expect(restoredPhone('0414-1234567', { stored: '04141234567', isVenezuelan: true })).toBe('0414-1234567');
    expect(restoredPhone(null, { stored: '04141234567', isVenezuelan: true })).toBeNull();
  });

  it('compares phones by their digits, leading zeros aside', () => {
    expect(phoneDigitsKey('0414-123.45.67')).toBe('4141234567');
    expect(phoneDigitsKey('4141234567')).toBe('4141234567');
  });
});

describe('a SKU or a barcode a spreadsheet turned into a number', () => {
  it('lost only its leading zeros', () => {
    expect(lostLeadingZeros('123', '00123')).toBe(true);
    expect(lostLeadingZeros('0', '000')).toBe(true);
    expect(lostLeadingZeros('12345678905', '0012345678905')).toBe(true);
    expect(lostLeadingZeros('123', '123')).toBe(false);
    expect(lostLeadingZeros('124', '00123')).toBe(false);
    expect(lostLeadingZeros('123', 'A00123')).toBe(false);
    expect(lostLeadingZeros('A123', '0A123')).toBe(false);
  });

  it('written in scientific notation, is the stored barcode only when it rounds to it', () => {
    expect(isScientificNotation('7,59123E+12')).toBe(true);
    expect(isScientificNotation('7.59123E+12')).toBe(true);
    expect(isScientificNotation('7591234567890')).toBe(false);
    expect(roundsToStored('7,59123E+12', '7591234567890')).toBe(true);
    expect(roundsToStored('7.59123e+12', '7591234567890')).toBe(true);
    expect(roundsToStored('7,59124E+12', '7591234567890')).toBe(false);
    expect(roundsToStored('7,59123E+11', '7591234567890')).toBe(false);
    expect(roundsToStored('7591234567890', '7591234567890')).toBe(false);
  });
});
