// The files an attacker uploads to an import, made in the test (nothing this large is kept in the repository):
// workbooks that unpack to gigabytes from a few megabytes, a million rows, a CSV of quotes. A ZIP is written here
// by hand around zlib's deflate because the point is its directory: what it declares, and whether that is true.
import { crc32, createDeflateRaw } from 'node:zlib';

const MB = 1024 * 1024;

export interface THostileEntry {
  name: string;
  /** The entry's bytes, produced in pieces so that gigabytes never sit in memory at once. */
  chunks: () => Iterable<Buffer>;
  /** What the directory claims it unpacks to, when it should lie; else the truth. */
  declaredSize?: number;
}

interface TPacked {
  name: Buffer;
  compressed: Buffer;
  crc: number;
  size: number;
  declaredSize: number;
}

async function deflated(entry: THostileEntry): Promise<TPacked> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const chunk of entry.chunks()) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return {
    name: Buffer.from(entry.name),
    compressed: Buffer.concat(out),
    crc,
    size,
    declaredSize: entry.declaredSize ?? size,
  };
}

/** A ZIP of deflated entries (no ZIP64: every entry under 4 GB), its directory as each entry declares. */
export async function zipOf(entries: THostileEntry[]): Promise<Buffer> {
  const packed = await Promise.all(entries.map(deflated));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of packed) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, entry.name, entry.compressed);
    centrals.push(central, entry.name);
    offset += local.length + entry.name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(packed.length, 8);
  end.writeUInt16LE(packed.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const once = (text: string) => () => [Buffer.from(text)];

/** `total` bytes of `fill`, a megabyte at a time. */
function* repeated(total: number, fill: number | string = 0): Iterable<Buffer> {
  const block = Buffer.alloc(MB, fill);
  for (let left = total; left > 0; left -= MB) yield left >= MB ? block : block.subarray(0, left);
}

const HEADER_ROW =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Nombre</t></is></c><c r="B1" t="inlineStr"><is><t>SKU</t></is></c>' +
  '<c r="C1" t="inlineStr"><is><t>Precio</t></is></c><c r="D1" t="inlineStr"><is><t>Costo</t></is></c>' +
  '<c r="E1" t="inlineStr"><is><t>Cantidad</t></is></c></row>';

const productRow = (line: number) =>
  `<row r="${line}"><c r="A${line}" t="inlineStr"><is><t>Producto ${line}</t></is></c>` +
  `<c r="B${line}" t="inlineStr"><is><t>P-${line}</t></is></c><c r="C${line}"><v>2.5</v></c>` +
  `<c r="D${line}"><v>1.5</v></c><c r="E${line}"><v>10</v></c></row>`;

const SAME_ROW =
  '<row><c t="inlineStr"><is><t>Producto</t></is></c><c t="inlineStr"><is><t>P-1</t></is></c>' +
  '<c><v>2.5</v></c><c><v>1.5</v></c><c><v>10</v></c></row>';

/** The parts every workbook has around its sheet. */
function workbookParts(): THostileEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      chunks: once(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      chunks: once(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      chunks: once(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
          '<sheets><sheet name="Productos" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: once(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
  ];
}

const SHEET_OPEN =
  '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_CLOSE = '</sheetData></worksheet>';

/**
 * A workbook whose one sheet has `rows` products under the header; `identical` rows (no cell references, the same
 * product each time) pack a million of them into a few hundred kilobytes.
 */
export function xlsxWithRows(rows: number, { identical = false } = {}): Promise<Buffer> {
  const row = identical ? () => SAME_ROW : productRow;
  return zipOf([
    ...workbookParts(),
    {
      name: 'xl/worksheets/sheet1.xml',
      *chunks() {
        yield Buffer.from(SHEET_OPEN + HEADER_ROW);
        let batch: string[] = [];
        for (let line = 2; line <= rows + 1; line += 1) {
          batch.push(row(line));
          if (batch.length === 5_000) {
            yield Buffer.from(batch.join(''));
            batch = [];
          }
        }
        yield Buffer.from(batch.join('') + SHEET_CLOSE);
      },
    },
  ]);
}

/** A good little workbook that also carries a picture of `bytes` (zeros: a few MB packed). */
export function xlsxWithHugeMedia(bytes: number): Promise<Buffer> {
  return zipOf([
    ...workbookParts(),
    { name: 'xl/worksheets/sheet1.xml', chunks: once(SHEET_OPEN + HEADER_ROW + productRow(2) + SHEET_CLOSE) },
    { name: 'xl/media/image1.png', chunks: () => repeated(bytes) },
  ]);
}

/**
 * A workbook whose sheet XML is `bytes` long, padded with spaces between its rows; `declaredSize` makes the
 * directory claim less than that.
 */
export function xlsxWithHugeSheet(bytes: number, declaredSize?: number): Promise<Buffer> {
  return zipOf([
    ...workbookParts(),
    {
      name: 'xl/worksheets/sheet1.xml',
      *chunks() {
        const head = Buffer.from(SHEET_OPEN + HEADER_ROW + productRow(2));
        const tail = Buffer.from(SHEET_CLOSE);
        yield head;
        yield* repeated(bytes - head.length - tail.length, ' ');
        yield tail;
      },
      ...(declaredSize === undefined ? {} : { declaredSize }),
    },
  ]);
}

/** A CSV of nothing but double quotes: one field that never closes. */
export const quotesCsv = (bytes: number) => Buffer.alloc(bytes, '"');

/**
 * A good catalogue CSV of about `bytes`, each row carrying a long note in a column the import ignores: every row
 * would import, so only the size can refuse it.
 */
export function largeCatalogueCsv(bytes: number): { file: Buffer; rows: number } {
  const header = 'Nombre;SKU;Precio;Costo;Cantidad;Notas';
  const lines = [header];
  let size = header.length + 1;
  let row = 0;
  while (size < bytes) {
    row += 1;
    const line = `Producto ${row};BIG-${row};2,50;1,50;1000;${'una nota larga del proveedor '.repeat(170)}`;
    lines.push(line);
    size += Buffer.byteLength(line) + 1;
  }
  return { file: Buffer.from(lines.join('\n')), rows: row };
}
