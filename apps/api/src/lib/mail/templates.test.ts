import { describe, expect, it } from 'vitest';
import { hasUnprintableCharacters } from '@cuadre/shared/documents/printable-text';
import { accountApprovedMail, emailChangeNoticeMail } from './templates';

describe('the e-mails print a stored name as one line of text', () => {
  it('turns the line breaks and controls of a name stored before the rule into spaces, and drops bidi overrides', () => {
    const mail = accountApprovedMail({
      appUrl: 'http://cuadre.test',
      name: 'Ana\r\nSu cuenta fue suspendida: entre en http://example.test\u202E',
    });
    const [greeting, blank] = mail.text.split('\n');
    expect(greeting).toBe('Hola, Ana Su cuenta fue suspendida: entre en http://example.test:');
    expect(blank).toBe('');
    expect(mail.html).toContain('<p>Hola, Ana Su cuenta fue suspendida: entre en http://example.test:</p>');
    expect(
      [mail.text, mail.html].flatMap((body) => body.split('\n')).filter(hasUnprintableCharacters),
    ).toEqual([]);
  });

  it('keeps the words of every paragraph it interpolates on their line', () => {
    const mail = emailChangeNoticeMail({
      appUrl: 'http://cuadre.test',
      name: 'Ana\u0007',
      newEmail: 'ana@example.com',
    });
    expect(mail.text.split('\n')[0]).toBe('Hola, Ana :');
    expect(mail.text).toContain('a ana@example.com.\n');
  });
});
