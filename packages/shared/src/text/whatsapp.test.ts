import { describe, expect, it } from 'vitest';
import { whatsAppPhoneDigits, whatsAppShareUrl, whatsAppUrlForPhone } from './whatsapp';

describe('whatsAppPhoneDigits', () => {
  it.each([
    ['0414-1234567', '584141234567'],
    ['0414 123 45 67', '584141234567'],
    ['(0412)1234567', '584121234567'],
    ['0212.555.12.34', '582125551234'],
    ['414 1234567', '584141234567'],
    [' 0424-1234567 ', '584241234567'],
  ])('reads the Venezuelan number %s as %s', (phone, digits) => {
    expect(whatsAppPhoneDigits(phone)).toBe(digits);
  });

  it.each([
    ['+58 414 1234567', '584141234567'],
    ['+58 (0414) 123-4567', '584141234567'],
    ['58 414 1234567', '584141234567'],
    ['584141234567', '584141234567'],
    ['0058 414 1234567', '584141234567'],
  ])('keeps a number already with the code 58: %s', (phone, digits) => {
    expect(whatsAppPhoneDigits(phone)).toBe(digits);
  });

  it.each([
    ['+57 300 1234567', '573001234567'],
    ['+1 (305) 555-0123', '13055550123'],
    ['+34 612 34 56 78', '34612345678'],
    ['0034 612 34 56 78', '34612345678'],
  ])('keeps the digits of another country’s number written with +: %s', (phone, digits) => {
    expect(whatsAppPhoneDigits(phone)).toBe(digits);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['no tiene'],
    ['0414-123'],
    ['0414-12345678'],
    ['0314-1234567'],
    ['12345'],
    ['+58 414 12'],
    ['+123'],
    ['0414-1234567 ext 2'],
    ['3001234567'],
  ])('gives null for %s', (phone) => {
    expect(whatsAppPhoneDigits(phone)).toBeNull();
  });
});

describe('whatsAppUrlForPhone', () => {
  it('opens a chat with the client’s phone and the text ready', () => {
    expect(whatsAppUrlForPhone('0414-1234567', 'Hola Luisa, ¿todo bien? $5 & más')).toBe(
      `https://wa.me/584141234567?text=${encodeURIComponent('Hola Luisa, ¿todo bien? $5 & más')}`,
    );
  });

  it('falls back to the share link (any chat) without a usable phone', () => {
    expect(whatsAppUrlForPhone(null, 'Hola')).toBe(whatsAppShareUrl('Hola'));
    expect(whatsAppUrlForPhone('sin teléfono', 'Hola')).toBe('https://wa.me/?text=Hola');
  });
});
