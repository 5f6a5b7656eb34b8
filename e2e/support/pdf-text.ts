import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read back as a reader would (pdf.js): its first page's width in points and its text pieces in order. */
export async function readPdf(bytes: Uint8Array): Promise<{ width: number; pieces: string[] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const pieces: string[] = [];
  const width = (await pdf.getPage(1)).view[2] ?? 0;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) pieces.push(item.str);
  }
  await pdf.destroy();
  return { width, pieces };
}
