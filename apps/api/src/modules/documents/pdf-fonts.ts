import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { drawableText, printableText } from '@cuadre/shared/documents/printable-text';

// Inter (SIL Open Font License 1.1, which allows embedding it in documents) draws Latin with its extensions,
// Greek, Cyrillic and the signs a shop writes (₿ € № ✓ ° ×): a name typed in any of them prints as typed, where
// pdfkit's standard Helvetica, not embedded, knows WinAnsi only and printed "Łódź" as "6Az". pdfkit embeds only
// the glyphs a document uses, with their Unicode map, so its text can be copied and searched.
// The files are resolved from node_modules at run time, from the sources (tsx, vitest) and from the esbuild
// bundle in apps/api/dist alike: the bundle keeps packages external, and the image ships node_modules.
const FONT_FILES = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
} as const;

export type TFontWeight = keyof typeof FONT_FILES;

/** What stands for a character the font has no glyph for (an emoji, a Chinese character): visibly not a letter. */
export const MISSING_GLYPH_MARK = '\u25a1';

const isPrivateUse = (codePoint: number) => codePoint >= 0xe000 && codePoint <= 0xf8ff;

// A code point a reader would rather get back than another one drawn with the same glyph: not a phonetic or
// modifier letter (Inter draws Greek ι as ɩ, the apostrophe ’ as ʼ), and one that Unicode keeps as it is (Ω, not
// the ohm sign Ω).
const isSecondChoice = (codePoint: number) =>
  (codePoint >= 0x0250 && codePoint <= 0x02ff) ||
  String.fromCodePoint(codePoint).normalize('NFC') !== String.fromCodePoint(codePoint);

/**
 * fontkit keeps each glyph it makes, with the characters it was first made for, and pdfkit writes a PDF's
 * Unicode map (what copying the text gives) from them. Once the faces are shared by every document, a glyph first
 * made while a document was subset — the L inside Ł, with no character — would copy as nothing in every later
 * document. Every glyph the face maps a character to is made here, first, with the character a reader would
 * rather get back. The private-use ones are left out: those are the face's alternates (the colon raised between
 * digits in "04:55"), which the layout makes from the character they stand for.
 */
function makeGlyphsFromTheirCharacters(face: Font): void {
  const byPreference = face.characterSet
    .filter((codePoint) => !isPrivateUse(codePoint))
    .sort((a, b) => Number(isSecondChoice(a)) - Number(isSecondChoice(b)) || a - b);
  for (const codePoint of byPreference) face.glyphForCodePoint(codePoint);
}

/**
 * The face lays text out without kerning. pdfkit writes each kern as a shift inside the line, and a reader such as
 * pdf.js (Firefox's viewer) reads a shift as wide as Inter's between "7" and "." (a quarter of an em) as a break:
 * "$7.00" copied back as "$7 .00". Figures read evenly without it, too.
 */
function withoutKerning(face: Font): void {
  const layout = face.layout.bind(face);
  face.layout = (text, features, ...rest) => layout(text, features ?? { kern: false }, ...rest);
}

function loadFace(weight: TFontWeight): Font {
  const path = createRequire(import.meta.url).resolve(FONT_FILES[weight]);
  const face = create(readFileSync(path));
  if (!('hasGlyphForCodePoint' in face)) throw new Error(`${path} is a font collection, not one face`);
  makeGlyphsFromTheirCharacters(face);
  withoutKerning(face);
  return face;
}

// Read and parsed once per process, at start: a missing file stops the server then, not at the first receipt,
// and every document shares the parsed faces (pdfkit subsets each document's glyphs from them).
export const PDF_FACES: Readonly<Record<TFontWeight, Font>> = {
  regular: loadFace('regular'),
  bold: loadFace('bold'),
};

/**
 * Lays a line out once with each face. fontkit reads a face's shaping tables on its first layout (about 0.1 s
 * each here): done right after the server starts listening, the first receipt a shop asks for does not pay it.
 */
export function warmUpPdfFaces(): void {
  for (const face of Object.values(PDF_FACES)) face.layout('Nota de entrega N° 000123 Total $1.234,56 Bs.');
}

/**
 * Every text a PDF draws goes through here: the controls a stored row may hold cleared (printableText), then each
 * character the face has no glyph for replaced by one mark, so nothing prints as another letter or as nothing.
 */
export function pdfText(value: string, weight: TFontWeight): string {
  const face = PDF_FACES[weight];
  return drawableText(
    printableText(value),
    (codePoint) => face.hasGlyphForCodePoint(codePoint),
    MISSING_GLYPH_MARK,
  );
}
