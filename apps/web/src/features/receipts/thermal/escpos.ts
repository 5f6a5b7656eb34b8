import CodepageEncoder from '@point-of-sale/codepage-encoder';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { drawableText } from '@cuadre/shared/documents/printable-text';
import type { TDocumentBlock, TPaper } from '@cuadre/shared/documents/schemas';

/**
 * Code page 850 (DOS Latin-1) holds every letter Spanish needs (á é í ó ú ü ñ, their capitals, ¿ ¡) and the
 * receipt's °, × and ·, and it is table 2 (ESC t 2) on Epson and on the Xprinter, POS-5890 and similar clones
 * alike. cp858 (850 with €) moves between tables from one maker to another and some clones lack it, and 'auto'
 * would switch tables mid-line to pages a clone may not have; the euro is spelled out instead (toPrintable).
 */
export const THERMAL_CODEPAGE = 'cp850';

/** Characters per line in font A (12 dots wide): 384 dots on a 58 mm roll, 576 on an 80 mm one. */
export function thermalColumns(paper: TPaper): 32 | 48 {
  // A4 has no thermal form: whoever prints an A4 receipt on a roll gets the wide roll's layout.
  return paper === '58' ? 32 : 48;
}

// Typography that cp850 lacks, spelled with the characters it has, so nothing prints as '?'.
const REPLACEMENTS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2026': '...',
  '\u2022': '-',
  '\u20ac': 'EUR',
  '\u2116': 'N°',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\t': ' ',
};

/** The characters code page 850 has a byte for, from the space on: the printer draws these and nothing else. */
const CP850 = new Set(CodepageEncoder.getCodepoints(THERMAL_CODEPAGE, true).slice(0x20));

/**
 * The text as the printer will draw it, one character per column: the replacements above, then each character
 * the code page lacks (a Polish Ł, Greek, Cyrillic, Chinese, an emoji with its skin tone) as one '?' through the
 * documents' shared rule (drawableText), so widths stay exact and nothing prints as another letter.
 */
function toPrintable(text: string): string {
  const replaced = Array.from(text.normalize('NFC'), (char) => REPLACEMENTS[char] ?? char).join('');
  // Line breaks are not characters to draw: wrapText lays them out.
  return drawableText(
    replaced,
    (codePoint) => CP850.has(codePoint) || codePoint === 0x0a || codePoint === 0x0d,
    '?',
  );
}

/** Word-wraps one paragraph to `width` columns; a word longer than a line is broken, never cut off. */
function wrapParagraph(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of paragraph.split(' ').filter((part) => part !== '')) {
    if (current === '' && word.length <= width) {
      current = word;
    } else if (current.length + 1 + word.length <= width) {
      current = `${current} ${word}`;
    } else {
      if (current !== '') lines.push(current);
      let rest = word;
      while (rest.length > width) {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      current = rest;
    }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}

/** Wraps text to `width` columns, keeping the line breaks it has (a shop's footer may span several lines). */
function wrapText(text: string, width: number): string[] {
  return toPrintable(text)
    .split(/\r?\n/)
    .flatMap((paragraph) => wrapParagraph(paragraph, width));
}

/**
 * A label with its value at the right edge. When the two do not fit on one line the label wraps and the
 * value ends its last line, or takes a line of its own, right-aligned: a figure is never split or cut.
 */
function rowLines(label: string, value: string, columns: number): string[] {
  const printableValue = toPrintable(value).trim();
  if (printableValue.length > columns) return [...wrapText(label, columns), ...wrapText(value, columns)];
  const lines = toPrintable(label).trim() === '' ? [] : wrapText(label, columns);
  const last = lines.at(-1);
  if (last !== undefined && last.length + 1 + printableValue.length <= columns) {
    lines[lines.length - 1] = last.padEnd(columns - printableValue.length) + printableValue;
  } else {
    lines.push(printableValue.padStart(columns));
  }
  return lines;
}

/**
 * A document's blocks as ESC/POS bytes for a thermal roll of `paper`: reset, code page 850, the blocks laid out
 * in `thermalColumns(paper)` columns (the layout is done here, so the encoder never wraps a line itself), then
 * paper fed past the tear bar and cut.
 */
export function encodeReceipt(blocks: readonly TDocumentBlock[], paper: TPaper): Uint8Array {
  const columns = thermalColumns(paper);
  const encoder = new ReceiptPrinterEncoder({
    columns,
    // LF alone prints and feeds on every ESC/POS printer; the encoder's default CR LF feeds twice on those set
    // to treat CR as a line feed.
    newline: '\n',
    // The tear bar and the cutter sit about four lines above the print head.
    feedBeforeCut: 4,
  });
  encoder.initialize().codepage(THERMAL_CODEPAGE);

  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        encoder.align('center').bold(true);
        for (const line of wrapText(block.text, columns)) encoder.line(line);
        encoder.bold(false).align('left');
        break;
      case 'text':
        encoder.bold(block.bold === true);
        for (const line of wrapText(block.text, columns)) encoder.line(line);
        encoder.bold(false);
        break;
      case 'row':
        encoder.bold(block.bold === true);
        for (const line of rowLines(block.label, block.value, columns)) encoder.line(line);
        encoder.bold(false);
        break;
      case 'rule':
        // Plain dashes rather than the encoder's box-drawing rule, which switches to code page 437 mid-receipt.
        encoder.line('-'.repeat(columns));
        break;
      case 'gap':
        encoder.newline();
        break;
    }
  }

  return encoder.cut().encode();
}
