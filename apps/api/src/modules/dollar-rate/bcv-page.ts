/**
 * Reads the dollar rate and its "Fecha Valor" out of the BCV home page (design §7).
 *
 * A tiny, dependency-free reader instead of a DOM library: we need one element by id and one span by class,
 * and the page is a server-rendered Drupal template. Comments, scripts and styles are blanked out first so a
 * decoy inside them can never be read as the rate.
 */

/** Readings outside this range are not a real bolívar rate: a misparse, or a page we do not understand. */
export const BCV_RATE_SANE_MIN = 0;
export const BCV_RATE_SANE_MAX = 10_000_000;

export type TBcvReading = {
  rate: number;
  /** The "Fecha Valor" date (YYYY-MM-DD) as the BCV wrote it, or null when the page has none. */
  validFor: string | null;
};

export class BcvPageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BcvPageError';
  }
}

const TAG_RE = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Replaces comments, scripts and styles by spaces of the same length (offsets stay valid). */
function blankNonContent(html: string): string {
  const blank = (match: string) => ' '.repeat(match.length);
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, blank)
    .replace(/<(script|style|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, blank);
}

export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTR_RE)) {
    const name = match[1]?.toLowerCase();
    if (!name || attributes.has(name)) continue;
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The text of an HTML fragment: tags dropped, entities decoded, whitespace (incl. NBSP) collapsed. */
function textOf(fragment: string): string {
  return decodeEntities(fragment.replace(TAG_RE, ' '))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

const VOID_ELEMENTS = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
]);

/**
 * The inner HTML of the first element with the given id, found by balancing its own tag name
 * (the page nests many divs). Returns null when there is no such element.
 */
export function innerHtmlById(html: string, id: string): string | null {
  const content = blankNonContent(html);
  for (const match of content.matchAll(TAG_RE)) {
    if (match[1] || parseAttributes(match[3] ?? '').get('id') !== id) continue;
    const tagName = (match[2] ?? '').toLowerCase();
    const start = (match.index ?? 0) + match[0].length;
    if (VOID_ELEMENTS.has(tagName) || match[0].endsWith('/>')) return '';
    let depth = 1;
    const inner = new RegExp(TAG_RE.source, 'g');
    inner.lastIndex = start;
    for (let tag = inner.exec(content); tag; tag = inner.exec(content)) {
      if ((tag[2] ?? '').toLowerCase() !== tagName || tag[0].endsWith('/>')) continue;
      depth += tag[1] ? -1 : 1;
      if (depth === 0) return content.slice(start, tag.index);
    }
    // An unclosed element (a truncated page): everything after it.
    return content.slice(start);
  }
  return null;
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

function readRate(dolarHtml: string): number {
  // The value is in the element's <strong>; fall back to the element's text for a redesigned block.
  const strong = /<strong\b[^>]*>([\s\S]*?)<\/strong\s*>/i.exec(dolarHtml);
  const candidates = [
    strong ? textOf(strong[1] ?? '') : null,
    ...(textOf(dolarHtml).match(/[\d.,]+/g) ?? []),
  ];
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
  throw new BcvPageError('El elemento #dolar no tiene una tasa legible');
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

/**
 * The "Fecha Valor": the `content` of the `span.date-display-single` that follows the words "Fecha Valor"
 * (news items on the same page use the same span class), else the first such span after the rate block.
 */
function readValidFor(html: string): string | null {
  const content = blankNonContent(html);
  const label = content.search(/Fecha\s+Valor/i);
  const dolar = content.search(/\bid\s*=\s*["']?dolar\b/i);
  const from = label >= 0 ? label : Math.max(dolar, 0);
  const tags = new RegExp(TAG_RE.source, 'g');
  tags.lastIndex = from;
  for (let tag = tags.exec(content); tag; tag = tags.exec(content)) {
    if (tag[1] || (tag[2] ?? '').toLowerCase() !== 'span') continue;
    const attributes = parseAttributes(tag[3] ?? '');
    const classes = (attributes.get('class') ?? '').split(/\s+/);
    if (!classes.includes('date-display-single')) continue;
    const value = attributes.get('content');
    return value ? isoDateOf(value) : null;
  }
  return null;
}

/** The rate (bolívars per dollar) and its Fecha Valor; throws BcvPageError on a page it cannot read. */
export function parseBcvPage(html: string): TBcvReading {
  const dolar = innerHtmlById(html, 'dolar');
  if (dolar === null) throw new BcvPageError('La página no tiene el elemento #dolar');
  return { rate: readRate(dolar), validFor: readValidFor(html) };
}
