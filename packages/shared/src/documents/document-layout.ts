import { shopHeaderBlocks, type TDocumentShop } from './document-shop';
import { printableBlocks, printableLines } from './printable-text';
import type { TDocumentBlock } from './schemas';

/**
 * A document laid out once (design §12): what it says and in what order. From one layout come both the blocks
 * that the PDF, the screens and the thermal printer draw (layoutBlocks) and the plain text that "Compartir por
 * WhatsApp" sends (layoutText), so a figure added to a document cannot be forgotten in its message. The message
 * is shorter than the document on purpose: a part for one of them only says so with `only`.
 */
export type TLayoutMedium = 'document' | 'message';

/** A label with its value at the right edge. The message writes it "label: value" unless it has its own words. */
export interface TLayoutRow {
  label: string;
  value: string;
  bold?: boolean;
  message?: string;
}

/** One figure of a group, with its own words in the message ("contado $25.00"). */
export interface TLayoutFigure extends TLayoutRow {
  message: string;
}

/** One entry of a list (a movement of the till, of a client's account): its rows, and its one line in the message. */
export interface TLayoutEntry {
  rows: readonly TLayoutRow[];
  message: string;
}

export type TLayoutPart =
  /**
   * The document's title and shop, as every document is headed (shopHeaderBlocks), then its own lines. The
   * message says "title - shop" (the title alone for a shop with no name), unless the heading gives its own.
   */
  (
    | {
        kind: 'heading';
        title: string;
        shop: Pick<TDocumentShop, 'name' | 'taxId' | 'address' | 'phone'>;
        lines: readonly string[];
        message?: readonly string[];
      }
    | ({ kind: 'row' } & TLayoutRow)
    | { kind: 'text'; text: string; bold?: boolean }
    /**
     * A label with its figures (a till line: expected, counted, difference): the document prints the label bold
     * and a row per figure, the message one line "• label: figure, figure" with each figure's own words.
     */
    | { kind: 'group'; label: string; figures: readonly TLayoutFigure[] }
    /** Entries oldest first; the message keeps only the latest `messageLimit` of them, to stay short. */
    | { kind: 'list'; entries: readonly TLayoutEntry[]; messageLimit?: number }
    /** A line across the document, a blank line in the message. */
    | { kind: 'rule' }
    /** A space on the document, a blank line in the message. */
    | { kind: 'gap' }
  ) & { only?: TLayoutMedium };

/** Parts for one medium only: what the document prints and a chat message leaves out, or the other way round. */
export function onlyIn(medium: TLayoutMedium, parts: readonly TLayoutPart[]): TLayoutPart[] {
  return parts.map((part) => ({ ...part, only: medium }));
}

function isFor(medium: TLayoutMedium) {
  return (part: TLayoutPart) => part.only === undefined || part.only === medium;
}

// A block carries `bold` only where the layout set it, so what the screens receive stays as it was.
function bolded(bold: boolean | undefined): { bold?: boolean } {
  return bold === undefined ? {} : { bold };
}

function rowBlock(row: TLayoutRow): TDocumentBlock {
  return { kind: 'row', label: row.label, value: row.value, ...bolded(row.bold) };
}

function partBlocks(part: TLayoutPart): TDocumentBlock[] {
  switch (part.kind) {
    case 'heading':
      return [
        ...shopHeaderBlocks(part.title, part.shop),
        ...part.lines.map((text): TDocumentBlock => ({ kind: 'text', text })),
      ];
    case 'row':
      return [rowBlock(part)];
    case 'text':
      return [{ kind: 'text', text: part.text, ...bolded(part.bold) }];
    case 'group':
      return [{ kind: 'row', label: part.label, value: '', bold: true }, ...part.figures.map(rowBlock)];
    case 'list':
      return part.entries.flatMap((entry) => entry.rows.map(rowBlock));
    case 'rule':
      return [{ kind: 'rule' }];
    case 'gap':
      return [{ kind: 'gap' }];
  }
}

function partLines(part: TLayoutPart): readonly string[] {
  switch (part.kind) {
    case 'heading':
      return (
        part.message ?? [part.shop.name ? `${part.title} - ${part.shop.name}` : part.title, ...part.lines]
      );
    case 'row':
      return [part.message ?? `${part.label}: ${part.value}`];
    case 'text':
      return [part.text];
    case 'group':
      return [`• ${part.label}: ${part.figures.map((figure) => figure.message).join(', ')}`];
    case 'list': {
      const limit = part.messageLimit ?? part.entries.length;
      return part.entries.slice(Math.max(0, part.entries.length - limit)).map((entry) => entry.message);
    }
    case 'rule':
    case 'gap':
      return [''];
  }
}

/** The layout as a document's blocks, every text printable. */
export function layoutBlocks(layout: readonly TLayoutPart[]): TDocumentBlock[] {
  return printableBlocks(layout.filter(isFor('document')).flatMap(partBlocks));
}

/** The layout as a chat message: one line per row, only the line breaks it puts between them. */
export function layoutText(layout: readonly TLayoutPart[]): string {
  return printableLines(layout.filter(isFor('message')).flatMap(partLines));
}
