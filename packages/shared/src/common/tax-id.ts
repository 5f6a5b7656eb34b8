/**
 * The Venezuelan RIF (design §12): a letter for the kind of taxpayer (V, E, J, P, G, C), 8 digits and a check
 * digit, written J-12345678-9. A seller may type it with spaces, dots or no dashes, in any case: it is stored in
 * the written form. Hand-written: a pattern and a format, which no library would make shorter.
 */
const RIF_INPUT = /^([VEJPGC])(\d{8})(\d)$/i;
const SEPARATORS = /[\s.-]/g;

const CLIENT_ID_INPUT = /^([VEJPGC])(\d{5,9})$/i;

/**
 * A client's RIF or cédula (design §15: the accountant's sales book names it): a RIF (a letter, 8 digits and the
 * check digit) in its written form J-12345678-9, or a cédula (V or E and up to 8 digits) as V-12345678. Null when
 * what was typed is neither.
 */
export function normalizeClientTaxId(text: string): string | null {
  const rif = normalizeRif(text);
  if (rif) return rif;
  const match = CLIENT_ID_INPUT.exec(text.replace(SEPARATORS, ''));
  if (!match) return null;
  const [, kind = '', number = ''] = match;
  return number.length <= 8 ? `${kind.toUpperCase()}-${number}` : null;
}

/** The RIF in its written form (J-12345678-9), or null when what was typed is not one. */
export function normalizeRif(text: string): string | null {
  const match = RIF_INPUT.exec(text.replace(SEPARATORS, ''));
  if (!match) return null;
  const [, kind = '', number = '', check = ''] = match;
  return `${kind.toUpperCase()}-${number}-${check}`;
}
