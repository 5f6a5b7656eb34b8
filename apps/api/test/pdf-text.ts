import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const execFileAsync = promisify(execFile);

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

/** Runs one of poppler's tools (poppler-utils: `apt-get install poppler-utils`) on the PDF's bytes. */
async function poppler(
  tool: 'pdffonts' | 'pdftotext',
  bytes: Buffer,
  args: readonly string[],
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cuadre-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await execFileAsync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The fonts `pdffonts` lists, each with whether the PDF carries it (emb) and its Unicode map (uni). */
export async function popplerFonts(
  bytes: Buffer,
): Promise<{ name: string; type: string; isEmbedded: boolean; hasUnicodeMap: boolean }[]> {
  const lines = (await poppler('pdffonts', bytes, [])).trim().split('\n').slice(2);
  return lines.map((line) => {
    // name, type (may hold spaces), encoding, emb, sub, uni, object number, generation: read from the right.
    const columns = line.trim().split(/\s+/);
    const [emb, , uni] = columns.slice(-5, -2);
    return {
      name: columns[0] ?? '',
      type: columns.slice(1, -6).join(' '),
      isEmbedded: emb === 'yes',
      hasUnicodeMap: uni === 'yes',
    };
  });
}

/** The text `pdftotext` reads from the PDF (UTF-8), as a reader copying it would get it, whitespace collapsed. */
export async function popplerText(bytes: Buffer): Promise<string> {
  return (await poppler('pdftotext', bytes, ['-enc', 'UTF-8'])).replace(/\s+/g, ' ');
}
