import { IMPORT_MAX_ROWS } from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TReadingBudget } from './reading-budget';
import { EMPTY_CELL, type TSheet, type TSheetCell } from './sheet';
import { SheetError } from './sheet-error';
import { openXlsxParts, type TXlsxParts } from './xlsx-parts';
import { readXmlEvents, StopReading } from './xml-events';

// The first sheet of an XLSX, read as it inflates and stopped at the first row over the limit. Written here rather
// than with exceljs's streaming reader: that one spools a sheet that comes before the shared strings to a temporary
// file, whole, and cannot be told to stop at a size, and both bounds are what keeps one upload from the others.

/** Excel's own limit on a cell; a longer one is not a spreadsheet's. */
const MAX_CELL_CHARACTERS = 32_767;

/** "A" → 0, "AB" → 27: the column of a cell reference such as "AB12". */
function columnOf(reference: string): number {
  let column = 0;
  for (const character of reference) {
    const code = character.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** The first sheet's part: the workbook names it, its relationships say where it is. */
async function firstSheetPath(parts: TXlsxParts): Promise<string> {
  const fallback = 'xl/worksheets/sheet1.xml';
  if (!parts.names.has('xl/workbook.xml') || !parts.names.has('xl/_rels/workbook.xml.rels')) return fallback;
  let relationId: string | null = null;
  await readXmlEvents(await parts.open('xl/workbook.xml'), {
    open: (name, attributes) => {
      if (name !== 'sheet') return;
      relationId =
        attributes['r:id'] ?? Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1] ?? null;
      throw new StopReading();
    },
  });
  if (relationId === null) return fallback;
  let target: string | null = null;
  await readXmlEvents(await parts.open('xl/_rels/workbook.xml.rels'), {
    open: (name, attributes) => {
      if (name === 'Relationship' && attributes.Id === relationId) target = attributes.Target ?? null;
    },
  });
  if (target === null) return fallback;
  const path: string = target;
  return path.startsWith('/') ? path.slice(1) : `xl/${path}`;
}

/** The shared strings, in order: each `si`'s text runs joined, phonetic guides left out. */
async function sharedStrings(parts: TXlsxParts, budget: TReadingBudget): Promise<string[]> {
  if (!parts.names.has('xl/sharedStrings.xml')) return [];
  const strings: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let inPhonetic = false;
  await readXmlEvents(await parts.open('xl/sharedStrings.xml'), {
    open: (name) => {
      if (name === 'si') current = [];
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    close: (name) => {
      if (name === 'si' && current) {
        strings.push(current.join(''));
        current = null;
        budget.step();
      } else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (inText && current) current.push(text);
    },
  });
  return strings;
}

/** A cell as the import reads it, from its type attribute, its value and whether it holds a formula. */
function cellOf(type: string | undefined, value: string, hasFormula: boolean, strings: string[]): TSheetCell {
  if (hasFormula) return { text: '', number: null, formula: true };
  switch (type) {
    case 's':
      return { text: (strings[Number(value)] ?? '').trim(), number: null, formula: false };
    case 'inlineStr':
    case 'str':
      return { text: value.trim(), number: null, formula: false };
    case 'b':
      return { text: value === '1' ? 'VERDADERO' : 'FALSO', number: null, formula: false };
    case 'd':
      return { text: value.slice(0, 10), number: null, formula: false };
    case 'e':
      return EMPTY_CELL;
    default: {
      if (value.trim() === '') return EMPTY_CELL;
      const number = Number(value);
      return Number.isFinite(number)
        ? { text: String(number), number, formula: false }
        : { text: value.trim(), number: null, formula: false };
    }
  }
}

/** The sheet's rows: the first row (line 1) gives the headers and the width; empty rows are left out. */
async function readRows(
  parts: TXlsxParts,
  path: string,
  strings: string[],
  budget: TReadingBudget,
): Promise<TSheet> {
  let headers: string[] | null = null;
  const rows: TSheet['rows'] = [];
  let line = 0;
  let cells: Map<number, TSheetCell> = new Map();
  let column = -1;
  let type: string | undefined;
  let value: string[] = [];
  let valueLength = 0;
  let hasFormula = false;
  let capturing = false;
  let inPhonetic = false;

  const finishRow = () => {
    if (line === 1) {
      const width = cells.size === 0 ? 0 : Math.max(...cells.keys()) + 1;
      headers = Array.from({ length: width }, (_, index) => cells.get(index)?.text ?? '');
      return;
    }
    const width = headers?.length ?? 0;
    const row = Array.from({ length: width }, (_, index) => cells.get(index) ?? EMPTY_CELL);
    if (!row.some((cell) => cell.text !== '' || cell.formula)) return;
    rows.push({ line, cells: row });
    if (rows.length > IMPORT_MAX_ROWS) throw new SheetError(VALIDATION.importTooManyRows);
    budget.step();
  };

  await readXmlEvents(await parts.open(path), {
    open: (name, attributes) => {
      switch (name) {
        case 'row':
          line = attributes.r ? Number(attributes.r) : line + 1;
          cells = new Map();
          column = -1;
          break;
        case 'c':
          column = attributes.r ? columnOf(attributes.r) : column + 1;
          type = attributes.t;
          value = [];
          valueLength = 0;
          hasFormula = false;
          break;
        case 'f':
          hasFormula = true;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
        case 'v':
        case 't':
          capturing = !inPhonetic;
          break;
      }
    },
    close: (name) => {
      switch (name) {
        case 'v':
        case 't':
          capturing = false;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
        case 'c':
          if (column >= 0) cells.set(column, cellOf(type, value.join(''), hasFormula, strings));
          break;
        case 'row':
          finishRow();
          break;
        case 'sheetData':
          // Nothing after the rows matters to a list.
          throw new StopReading();
      }
    },
    text: (text) => {
      if (!capturing) return;
      valueLength += text.length;
      if (valueLength > MAX_CELL_CHARACTERS) throw new SheetError(VALIDATION.importXlsxDamaged);
      value.push(text);
    },
  });
  return { headers: headers ?? [], rows };
}

/** An XLSX's first sheet, refused from its directory when it carries what a list does not (xlsx-parts.ts). */
export async function readXlsx(file: Buffer, budget: TReadingBudget): Promise<TSheet> {
  const parts = await openXlsxParts(file);
  try {
    const path = await firstSheetPath(parts);
    if (!parts.names.has(path)) throw new SheetError(VALIDATION.importEmpty);
    return await readRows(parts, path, await sharedStrings(parts, budget), budget);
  } finally {
    parts.close();
  }
}
