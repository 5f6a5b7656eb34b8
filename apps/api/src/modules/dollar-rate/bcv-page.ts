/**
 * Reads the dollar rate and its "Fecha Valor" out of the BCV home page (design §7), with node-html-parser,
 * a maintained parser that copes with the Drupal template's deep nesting and with a truncated page. Scripts,
 * styles and templates are dropped before anything is read, and comments are never parsed, so a decoy inside
 * them can never be read as the rate.
 */

import { parse, TextNode, type HTMLElement, type Node } from 'node-html-parser';

/** Readings outside this range are not a real bolívar rate: a misparse, or a page we do not understand. */
export const BCV_RATE_SANE_MIN = 0;
export const BCV_RATE_SANE_MAX = 10_000_000;

export type TBcvReading = {
  rate: number;
  /** The "Fecha Valor" date (YYYY-MM-DD) as the source wrote it, or null when it has none. */
  validFor: string | null;
  /**
   * When the source itself read the rate (the fallback's `fechaActualizacion`), if it says: with no Fecha Valor,
   * the BCV's calendar dates the reading from this instant (bcv-calendar.ts).
   */
  readAt?: Date;
  /** The euro of the same page (its `#euro` block), under the same Fecha Valor; absent when the source has none. */
  eur?: number;
};

export class BcvPageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BcvPageError';
  }
}

// Their content stays raw text (never elements), and they are removed before the page is read.
const NON_CONTENT = ['script', 'style', 'template'] as const;

/** The page's tree without scripts, styles and templates; a page the parser cannot read is a BcvPageError. */
function parsePage(html: string): HTMLElement {
  let root: HTMLElement;
  try {
    root = parse(html, {
      comment: false,
      // A truncated page: close what it left open rather than drop it.
      parseNoneClosedTags: true,
      blockTextElements: Object.fromEntries(NON_CONTENT.map((tag) => [tag, true])),
    });
  } catch (error) {
    throw new BcvPageError(`Página ilegible: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const element of root.querySelectorAll(NON_CONTENT.join(', '))) element.remove();
  return root;
}

/** The text of an element: entities decoded, whitespace (incl. NBSP) collapsed. */
function textOf(element: HTMLElement): string {
  return element.text.replace(/[\s\u00a0]+/g, ' ').trim();
}

/** The inner HTML of the first element with the given id, or null when there is none. */
export function innerHtmlById(html: string, id: string): string | null {
  return parsePage(html).getElementById(id)?.innerHTML ?? null;
}

/**
 * A number written the Venezuelan way: decimal comma, optional thousands dots ("36,57310000", "1.234,56",
 * "1.234"). Anything else — a dot used as the decimal point ("36.5731"), stray letters, two commas — is
 * refused rather than guessed, because a wrong guess would be off by a factor of 10 000.
 */
export function parseVenezuelanNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]+/g, '');
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(compact)) return null;
  const value = Number(compact.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

function readRate(block: HTMLElement): number {
  // The value is in the element's <strong>; fall back to the element's text for a redesigned block.
  const strong = block.querySelector('strong');
  const candidates = [strong ? textOf(strong) : null, ...(textOf(block).match(/[\d.,]+/g) ?? [])];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const rate = parseVenezuelanNumber(candidate);
    if (rate !== null) {
      if (!(rate > BCV_RATE_SANE_MIN && rate < BCV_RATE_SANE_MAX)) {
        throw new BcvPageError(`Tasa fuera de rango: ${candidate}`);
      }
      // numeric(20, 8) in the database.
      return Math.round(rate * 1e8) / 1e8;
    }
  }
  throw new BcvPageError(`El elemento #${block.id} no tiene una tasa legible`);
}

const ISO_DATE_PREFIX_RE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

function isoDateOf(content: string): string | null {
  const match = ISO_DATE_PREFIX_RE.exec(content.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  // The date part as written: it is the Caracas calendar day the BCV means, not a UTC instant.
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? content.trim().slice(0, 10)
    : null;
}

/** Where the first text that says "Fecha Valor" starts in the page, or null. */
function labelOffset(node: Node): number | null {
  if (node instanceof TextNode) return /Fecha\s+Valor/i.test(node.text) ? node.range[0] : null;
  for (const child of node.childNodes) {
    const offset = labelOffset(child);
    if (offset !== null) return offset;
  }
  return null;
}

/**
 * The "Fecha Valor": the `content` of the `span.date-display-single` that follows the words "Fecha Valor"
 * (news items on the same page use the same span class), else the first such span after the rate block.
 */
function readValidFor(root: HTMLElement, dolar: HTMLElement): string | null {
  const from = labelOffset(root) ?? dolar.range[0];
  const span = root.querySelectorAll('span.date-display-single').find((element) => element.range[0] >= from);
  const value = span?.getAttribute('content');
  return value ? isoDateOf(value) : null;
}

/**
 * The rate (bolívars per dollar) and its Fecha Valor, and the euro's beside it; throws BcvPageError on a page it
 * cannot read. A page whose euro is missing or unreadable still gives its dollar: the dollar is what sells.
 */
export function parseBcvPage(html: string): TBcvReading {
  const root = parsePage(html);
  const dolar = root.getElementById('dolar');
  if (!dolar) throw new BcvPageError('La página no tiene el elemento #dolar');
  const reading: TBcvReading = { rate: readRate(dolar), validFor: readValidFor(root, dolar) };
  const euro = root.getElementById('euro');
  try {
    if (euro) reading.eur = readRate(euro);
  } catch {
    // Left out: the next reading of the page may have it.
  }
  return reading;
}
