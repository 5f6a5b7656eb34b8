/**
 * The Venezuelan RIF (design §12): a letter for the kind of taxpayer (V, E, J, P, G, C), 8 digits and a check
 * digit, written J-12345678-9. A seller may type it with spaces, dots or no dashes, in any case: it is stored in
 * the written form. Hand-written: a pattern and a format, which no library would make shorter.
 */
const RIF_INPUT = /^([VEJPGC])(\d{8})(\d)$/i;
const SEPARATORS = /[\s.-]/g;

/** The RIF in its written form (J-12345678-9), or null when what was typed is not one. */
export function normalizeRif(text: string): string | null {
  const match = RIF_INPUT.exec(text.replace(SEPARATORS, ''));
  if (!match) return null;
  const [, kind = '', number = '', check = ''] = match;
  return `${kind.toUpperCase()}-${number}-${check}`;
}
