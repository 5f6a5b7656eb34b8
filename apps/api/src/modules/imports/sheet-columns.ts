import { normalizeHeader } from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/messages';
import type { TSheet, TSheetCell } from './sheet';

export type TColumnIndexes<TField extends string> = Partial<Record<TField, number>>;

/**
 * Where each known column is in the file, by its header (without case or accents); columns the import does not
 * know are ignored. A missing required column or a repeated one is a problem of the whole file.
 */
export function findColumns<TField extends string>(
  headers: readonly string[],
  columns: Readonly<Record<TField, string>>,
  required: readonly TField[],
): { indexes: TColumnIndexes<TField>; problems: string[] } {
  const indexes: TColumnIndexes<TField> = {};
  const problems: string[] = [];
  const byHeader = new Map<string, TField>();
  for (const field of Object.keys(columns) as TField[]) byHeader.set(normalizeHeader(columns[field]), field);
  headers.forEach((header, index) => {
    const field = byHeader.get(normalizeHeader(header));
    if (field === undefined) return;
    if (indexes[field] !== undefined) problems.push(VALIDATION.importRepeatedColumn(columns[field]));
    else indexes[field] = index;
  });
  for (const field of required) {
    if (indexes[field] === undefined) problems.push(VALIDATION.importMissingColumn(columns[field]));
  }
  return { indexes, problems };
}

/** A row's cell of a field; an absent column or a short row reads as an empty cell. */
export function cellOf<TField extends string>(
  row: TSheet['rows'][number],
  indexes: TColumnIndexes<TField>,
  field: TField,
): TSheetCell | undefined {
  const index = indexes[field];
  if (index === undefined) return undefined;
  return row.cells[index] ?? { text: '', number: null, formula: false };
}
