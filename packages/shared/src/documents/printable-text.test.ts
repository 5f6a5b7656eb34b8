import { describe, expect, it } from 'vitest';
import type { TDocumentBlock } from './schemas';
import {
  drawableText,
  hasUnprintableCharacters,
  printableBlocks,
  printableLines,
  printableText,
} from './printable-text';

describe('printableText', () => {
  it('turns each run of line controls (C0, DEL, C1, U+2028/2029) into one space', () => {
    expect(printableText('Ana\r\nPérez')).toBe('Ana Pérez');
    expect(printableText('Harina\u0007PAN')).toBe('Harina PAN');
    expect(printableText('\u001b[2JCaja')).toBe(' [2JCaja');
    expect(printableText('a\tb\u007fc\u0085d\u009fe\u2028f\u2029g')).toBe('a b c d e f g');
  });

  it('drops the bidi embeddings, overrides and isolates, which have no width to keep', () => {
    expect(printableText('Total \u202E01$')).toBe('Total 01$');
    expect(printableText('\u202a\u202b\u202c\u202d\u2066x\u2067\u2068\u2069')).toBe('x');
  });

  it('leaves Spanish, emoji and right-to-left scripts as they are', () => {
    for (const text of ['Señora Núñez: ¿café? ¡Pagó!', 'Bodega 🇻🇪 👩🏽‍🔧', 'مرحبا', 'a\u00a0b', '']) {
      expect(printableText(text)).toBe(text);
      expect(hasUnprintableCharacters(text)).toBe(false);
    }
  });

  it('leaves nothing the rule refuses', () => {
    const hostile = 'A\u0000\u0007\u001b[2J\r\n\t\u007f\u0080\u009f\u2028\u2029\u202a\u202E\u2066\u2069Z';
    expect(hasUnprintableCharacters(hostile)).toBe(true);
    expect(hasUnprintableCharacters(printableText(hostile))).toBe(false);
  });
});

describe('printableLines', () => {
  it('keeps only the line breaks between the lines', () => {
    expect(printableLines(['Cliente: Ana\nSu cuenta fue suspendida', '', 'Total: $1.00'])).toBe(
      'Cliente: Ana Su cuenta fue suspendida\n\nTotal: $1.00',
    );
  });
});

describe('printableBlocks', () => {
  it('cleans titles, texts, labels and values, and keeps the kind, the weight, rules and gaps', () => {
    const blocks: TDocumentBlock[] = [
      { kind: 'title', text: 'Nota\u2028de entrega' },
      { kind: 'text', text: 'Bodega\r\nLa Esquina', bold: true },
      { kind: 'rule' },
      { kind: 'row', label: '1 × Pan\u001b[2J', value: '\u202E$1.00', bold: true },
      { kind: 'gap' },
    ];
    expect(printableBlocks(blocks)).toEqual([
      { kind: 'title', text: 'Nota de entrega' },
      { kind: 'text', text: 'Bodega La Esquina', bold: true },
      { kind: 'rule' },
      { kind: 'row', label: '1 × Pan [2J', value: '$1.00', bold: true },
      { kind: 'gap' },
    ]);
  });
});

describe('drawableText', () => {
  // A medium that draws Latin, Greek, Cyrillic and the currency signs, and nothing of CJK, emoji or the
  // invisible joiners and selectors.
  const latinGreekCyrillic = (codePoint: number) =>
    codePoint < 0x0530 || (codePoint >= 0x20a0 && codePoint <= 0x20c0);

  it('keeps every letter the medium draws and puts one mark for each character it cannot', () => {
    expect(drawableText('Té verde 🍵 Łódź ₿ 中文 Ωμέγα Жёлтый', latinGreekCyrillic, '□')).toBe(
      'Té verde □ Łódź ₿ □□ Ωμέγα Жёлтый',
    );
    expect(drawableText('Té verde 🍵 Łódź', latinGreekCyrillic, '?')).toBe('Té verde ? Łódź');
  });

  it('marks what a reader sees as one character once: a family of emoji, a flag, a letter with a foreign accent', () => {
    expect(drawableText('Bodega 👩‍👩‍👧 🇻🇪 👍🏽 x\u1dc4', latinGreekCyrillic, '□')).toBe('Bodega □ □ □ □');
  });

  it('composes a decomposed accent into the letter the medium has', () => {
    expect(drawableText('Pin\u0303a Pe\u0301rez', latinGreekCyrillic, '□')).toBe('Piña Pérez');
  });

  it('drops a character with no visible form that the medium lacks instead of marking it', () => {
    const withoutInvisibles = (codePoint: number) =>
      codePoint !== 0x00ad && codePoint !== 0xfe0f && latinGreekCyrillic(codePoint);
    expect(drawableText('Ta\u00adza ₿\ufe0f', withoutInvisibles, '□')).toBe('Taza ₿');
  });

  it('answers the text as it is when the medium draws all of it', () => {
    expect(drawableText('Señora Núñez: ¿café? ¡Pagó!', latinGreekCyrillic, '□')).toBe(
      'Señora Núñez: ¿café? ¡Pagó!',
    );
  });
});
