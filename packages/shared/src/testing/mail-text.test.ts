import { describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, mailLinks, mailSubject, mailText } from './mail-text';

const raw = [
  'To: ana@example.com',
  'Subject: =?UTF-8?Q?Verifica_tu_correo_=E2=80=94_Cuadre?=',
  'Content-Type: multipart/alternative; boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Hola, Jos=C3=A9: abre https://cuadre.test/verify-email?token=3Dabc&amp;x=3D1 para=',
  ' seguir.',
  '--b1',
  'Content-Type: text/html; charset=utf-8',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from('<p>Hola, José</p>').toString('base64'),
  '--b1--',
  '',
].join('\r\n');

describe('mail text', () => {
  it('decodes the subject and every part of a multipart message', () => {
    expect(mailSubject(raw)).toBe('Verifica tu correo — Cuadre');
    const text = mailText(raw);
    expect(text).toContain(
      'Hola, José: abre https://cuadre.test/verify-email?token=abc&amp;x=1 para seguir.',
    );
    expect(text).toContain('<p>Hola, José</p>');
    expect(mailLinks(text).map((url) => url.searchParams.get('token'))).toEqual(['abc']);
  });

  it('undoes quoted-printable soft breaks and bytes', () => {
    expect(decodeQuotedPrintable('Se=C3=B1al=\r\n ok')).toBe('Señal ok');
  });
});
