import type { TDocumentBlock } from './schemas';

/**
 * Characters no document, message or export should carry from what a seller typed. C0 (TAB, CR and LF among
 * them), DEL, C1 and the Unicode line and paragraph separators start a new line of their own (a second line
 * written into an official message under the shop's name) or reach a thermal printer as commands (ESC). The bidi
 * embeddings, overrides and isolates reorder what follows them: "\u202E01$" shows as "$10".
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole purpose
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

const UNPRINTABLE = new RegExp(`${LINE_CONTROLS.source}|${BIDI_CONTROLS.source}`);
const LINE_CONTROL_RUNS = new RegExp(`${LINE_CONTROLS.source}+`, 'g');
const BIDI_CONTROLS_ALL = new RegExp(BIDI_CONTROLS.source, 'g');

/** True when the text holds one of the characters above: the request schemas refuse it (hasNoControlCharacters). */
export function hasUnprintableCharacters(value: string): boolean {
  return UNPRINTABLE.test(value);
}

/**
 * The text as a document prints it. Rows stored before the schemas refused these characters may still hold
 * them: a run of line controls becomes one space (so "Ana\r\nPérez" keeps its words apart) and a bidi control is
 * dropped (it has no width to keep).
 */
export function printableText(value: string): string {
  return value.replace(BIDI_CONTROLS_ALL, '').replace(LINE_CONTROL_RUNS, ' ');
}

// Characters with no visible form (a zero-width joiner, an emoji's variation selector, a soft hyphen).
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function canDrawAll(text: string, canDraw: (codePoint: number) => boolean): boolean {
  for (const char of text) if (!canDraw(char.codePointAt(0) ?? 0)) return false;
  return true;
}

/**
 * The text as a medium that draws only some characters prints it: the PDF's font, a thermal printer's code page.
 * Each character it cannot draw becomes one `mark` — never another letter, as a font or a code page without it
 * would print. A character is what a reader sees as one: an emoji family joined by zero-width joiners or a flag
 * is one mark, and a decomposed accent is composed first ("n" with a combining tilde is "ñ"). A character with
 * no visible form that the medium lacks is dropped rather than marked.
 */
export function drawableText(value: string, canDraw: (codePoint: number) => boolean, mark: string): string {
  const text = value.normalize('NFC');
  if (canDrawAll(text, canDraw)) return text;
  let drawable = '';
  for (const { segment } of GRAPHEMES.segment(text)) {
    const visible = Array.from(segment).filter(
      (char) => canDraw(char.codePointAt(0) ?? 0) || !INVISIBLE.test(char),
    );
    if (visible.length === 0) continue;
    drawable += canDrawAll(visible.join(''), canDraw) ? visible.join('') : mark;
  }
  return drawable;
}

/** A plain-text message (WhatsApp, SMS) from its lines: only the line breaks we put between them survive. */
export function printableLines(lines: readonly string[]): string {
  return lines.map(printableText).join('\n');
}

/** A document's blocks with every text printable: what the PDF, the screens and the thermal printer draw. */
export function printableBlocks(blocks: readonly TDocumentBlock[]): TDocumentBlock[] {
  return blocks.map((block) => {
    switch (block.kind) {
      case 'title':
      case 'text':
        return { ...block, text: printableText(block.text) };
      case 'row':
        return { ...block, label: printableText(block.label), value: printableText(block.value) };
      default:
        return block;
    }
  });
}
