import PDFDocument from 'pdfkit';
import type { TDocumentBlock, TPaper } from '@cuadre/shared/documents/schemas';
import { PDF_FACES, pdfText, type TFontWeight } from './pdf-fonts';

// The documents' machinery (design §12): receipts, statements and the Z report. Every text is drawn with the
// embedded faces of pdf-fonts.ts, and through its pdfText.

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
/** Between a row's label and its value. */
const ROW_GAP = 4;

/** Renders the blocks on the paper and answers the PDF's bytes. */
export async function renderPdf(
  blocks: readonly TDocumentBlock[],
  paper: TPaper,
  title: string,
): Promise<Buffer> {
  const layout = LAYOUTS[paper];
  // A roll is measured first with a page as tall as it could need, then laid out on a page of the right height.
  const height = layout.roll ? measureHeight(blocks, layout) : A4_HEIGHT;
  const doc = withFaces(
    new PDFDocument({
      size: [layout.width, height],
      margins: { top: layout.margin, bottom: layout.margin, left: layout.margin, right: layout.margin },
      info: { Title: title, Producer: 'Cuadre', Creator: 'Cuadre' },
      compress: true,
    }),
  );
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

/**
 * The document with the two faces registered under their weights' names. pdfkit is handed the parsed fontkit
 * faces, which it takes as they are (its types name only paths and bytes): bytes would be parsed again for every
 * document.
 */
function withFaces(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  for (const weight of ['regular', 'bold'] as const) {
    doc.registerFont(weight, PDF_FACES[weight] as unknown as PDFKit.Mixins.PDFFontSource);
  }
  return doc;
}

const weightOf = (bold: boolean | undefined): TFontWeight => (bold ? 'bold' : 'regular');

function draw(doc: PDFKit.PDFDocument, blocks: readonly TDocumentBlock[], layout: TPaperLayout): void {
  const left = layout.margin;
  const width = layout.width - 2 * layout.margin;
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        doc
          .font('bold')
          .fontSize(layout.fontSize + 3)
          .text(pdfText(block.text, 'bold'), left, undefined, { width, align: 'center' });
        doc.moveDown(0.3);
        break;
      case 'text': {
        const weight = weightOf(block.bold);
        doc
          .font(weight)
          .fontSize(layout.fontSize)
          .text(pdfText(block.text, weight), left, undefined, { width });
        break;
      }
      case 'row': {
        const weight = weightOf(block.bold);
        const label = pdfText(block.label, weight);
        const value = pdfText(block.value, weight);
        doc.font(weight).fontSize(layout.fontSize);
        const valueWidth = doc.widthOfString(value) + 1;
        const labelRoom = width - valueWidth - ROW_GAP;
        const longestWord = Math.max(0, ...label.split(' ').map((word) => doc.widthOfString(word)));
        if (longestWord <= labelRoom) {
          // The label wraps in the room the value leaves; the value sits at the right edge of its first line.
          const y = doc.y;
          doc.text(label, left, y, { width: labelRoom });
          const after = doc.y;
          doc.text(value, left + width - valueWidth, y, { width: valueWidth, align: 'right' });
          doc.y = Math.max(after, doc.y);
        } else {
          // A value too long to leave the label a word's room (a long client name on a roll): the label takes
          // the line and the value the next ones, at the right edge, rather than the label broken letter by letter.
          doc.text(label, left, undefined, { width });
          doc.text(value, left, undefined, { width, align: 'right' });
        }
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
  const scratch = withFaces(
    new PDFDocument({
      size: [layout.width, 100_000],
      margins: { top: layout.margin, bottom: 0, left: layout.margin, right: layout.margin },
    }),
  );
  draw(scratch, blocks, layout);
  const height = Math.ceil(scratch.y + layout.margin);
  scratch.end();
  return height;
}
