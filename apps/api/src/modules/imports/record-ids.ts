import { RECORD_ID_HEADER } from '@cuadre/shared/exports/export-columns';
import { normalizeHeader } from '@cuadre/shared/imports/import-columns';
import type { TSheet } from './sheet';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The header of an export's ID column: read to match rows, so the preview never lists it as left out. */
export function isRecordIdHeader(header: string): boolean {
  return normalizeHeader(header) === normalizeHeader(RECORD_ID_HEADER);
}

/**
 * The id each row names in the file's ID column (an export's first column), by line: the product or client the
 * row came from, matched before anything else (docs/imports.md). A cell that is no id — empty, edited, a formula —
 * names nothing, and the row is matched as if the file had no such column. Whose id it is, the plan checks: the
 * seller's live rows only.
 */
export function recordIdsOf(sheet: TSheet): ReadonlyMap<number, string> {
  const index = sheet.headers.findIndex(isRecordIdHeader);
  const ids = new Map<number, string>();
  if (index === -1) return ids;
  for (const row of sheet.rows) {
    const cell = row.cells[index];
    if (cell && !cell.formula && UUID.test(cell.text)) ids.set(row.line, cell.text.toLowerCase());
  }
  return ids;
}
