import PDFDocument from 'pdfkit';
import type { TDocumentBlock, TPaper } from '@cuadre/shared/schemas/documents';

// The documents' machinery (design §12): a Z report now, receipts and statements next. pdfkit's standard
// Helvetica writes Spanish (WinAnsi has á, ñ, ¿) with no font file to ship.

const MM = 72 / 25.4;

interface TPaperLayout {
  width: number;
  margin: number;
  fontSize: number;
  /** A roll has no page height: the page is long enough for the content measured first. */
  roll: boolean;
}

const LAYOUTS: Record<TPaper, TPaperLayout> = {
  '58': { width: 58 * MM, margin: 3 * MM, fontSize: 7, roll: true },
  '80': { width: 80 * MM, margin: 4 * MM, fontSize: 8, roll: true },
  a4: { width: 210 * MM, margin: 18 * MM, fontSize: 10, roll: false },
};
const A4_HEIGHT = 297 * MM;

/** Renders the blocks on the paper and answers the PDF's bytes. */
export async function renderPdf(
  blocks: readonly TDocumentBlock[],
  paper: TPaper,
  title: string,
): Promise<Buffer> {
  const layout = LAYOUTS[paper];
  // A roll is measured first with a page as tall as it could need, then laid out on a page of the right height.
  const height = layout.roll ? measureHeight(blocks, layout) : A4_HEIGHT;
  const doc = new PDFDocument({
    size: [layout.width, height],
    margins: { top: layout.margin, bottom: layout.margin, left: layout.margin, right: layout.margin },
    info: { Title: title, Producer: 'Cuadre', Creator: 'Cuadre' },
    compress: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, blocks, layout);
  doc.end();
  return done;
}

function draw(doc: PDFKit.PDFDocument, blocks: readonly TDocumentBlock[], layout: TPaperLayout): void {
  const left = layout.margin;
  const width = layout.width - 2 * layout.margin;
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        doc
          .font('Helvetica-Bold')
          .fontSize(layout.fontSize + 3)
          .text(block.text, left, undefined, { width, align: 'center' });
        doc.moveDown(0.3);
        break;
      case 'text':
        doc
          .font(block.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(layout.fontSize)
          .text(block.text, left, undefined, { width });
        break;
      case 'row': {
        doc.font(block.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(layout.fontSize);
        const valueWidth = Math.min(doc.widthOfString(block.value) + 1, width);
        const y = doc.y;
        // The label wraps in the room the value leaves; the value sits at the right edge of its first line.
        doc.text(block.label, left, y, { width: width - valueWidth - 4 });
        const after = doc.y;
        doc.text(block.value, left + width - valueWidth, y, { width: valueWidth, align: 'right' });
        doc.y = Math.max(after, doc.y);
        break;
      }
      case 'rule': {
        const y = doc.y + 2;
        doc
          .moveTo(left, y)
          .lineTo(left + width, y)
          .lineWidth(0.5)
          .stroke();
        doc.y = y + 4;
        break;
      }
      case 'gap':
        doc.moveDown(0.5);
        break;
    }
  }
}

/** How tall a roll must be: the blocks laid out on a scratch document of unlimited height. */
function measureHeight(blocks: readonly TDocumentBlock[], layout: TPaperLayout): number {
  const scratch = new PDFDocument({
    size: [layout.width, 100_000],
    margins: { top: layout.margin, bottom: 0, left: layout.margin, right: layout.margin },
  });
  draw(scratch, blocks, layout);
  const height = Math.ceil(scratch.y + layout.margin);
  scratch.end();
  return height;
}
