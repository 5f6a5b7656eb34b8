import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

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

type TMatrix = [number, number, number, number, number, number];
const multiply = (m: TMatrix, n: TMatrix): TMatrix => [
  n[0] * m[0] + n[1] * m[2],
  n[0] * m[1] + n[1] * m[3],
  n[2] * m[0] + n[3] * m[2],
  n[2] * m[1] + n[3] * m[3],
  n[4] * m[0] + n[5] * m[2] + m[4],
  n[4] * m[1] + n[5] * m[3] + m[5],
];
const FILLS = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke]);

/**
 * A PDF's pages as they come out of the printer: each page's size in points (its MediaBox) and every area
 * filled in a colour darker than mid-grey, as a box in points — a band a thermal roll would print black. Text is
 * drawn as glyphs, not filled areas, and is not counted.
 */
export async function readPdfPaint(bytes: Uint8Array): Promise<{
  pages: { width: number; height: number; darkFills: { width: number; height: number; colour: string }[] }[];
}> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    const { fnArray, argsArray } = await page.getOperatorList();
    const darkFills: { width: number; height: number; colour: string }[] = [];
    let matrix: TMatrix = [1, 0, 0, 1, 0, 0];
    let colour = '#000000';
    const saved: { matrix: TMatrix; colour: string }[] = [];
    fnArray.forEach((fn, index) => {
      const args = argsArray[index] as unknown[];
      if (fn === OPS.save) saved.push({ matrix, colour });
      else if (fn === OPS.restore) ({ matrix, colour } = saved.pop() ?? { matrix, colour });
      else if (fn === OPS.transform) matrix = multiply(matrix, args as TMatrix);
      else if (fn === OPS.setFillRGBColor) colour = String(args[0]);
      else if (fn === OPS.constructPath && FILLS.has(Number(args[0]))) {
        // pdf.js gives each path's bounds as [minX, minY, maxX, maxY] in the current user space.
        const [minX = 0, minY = 0, maxX = 0, maxY = 0] = Array.from(args[2] as ArrayLike<number>);
        const corners = [
          [minX, minY],
          [maxX, maxY],
        ].map(([x = 0, y = 0]) => [
          matrix[0] * x + matrix[2] * y + matrix[4],
          matrix[1] * x + matrix[3] * y + matrix[5],
        ]);
        const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16) / 255);
        const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
        if (luminance < 0.5) {
          darkFills.push({
            width: Math.abs((corners[1]?.[0] ?? 0) - (corners[0]?.[0] ?? 0)),
            height: Math.abs((corners[1]?.[1] ?? 0) - (corners[0]?.[1] ?? 0)),
            colour,
          });
        }
      }
    });
    pages.push({ width: x1 - x0, height: y1 - y0, darkFills });
  }
  await pdf.destroy();
  return { pages };
}
