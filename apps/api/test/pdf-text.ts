import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Only the text is read: pdf.js's glyph-rendering warnings (no standard font files here) are silenced.
/** The text of every page of a PDF, page by page, each line's pieces joined by spaces (pdf.js, as a reader would). */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string; width: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const lines: string[] = [];
  let width = 0;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    width = page.view[2] ?? 0;
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text: lines.join(' ').replace(/\s+/g, ' '), width };
}
