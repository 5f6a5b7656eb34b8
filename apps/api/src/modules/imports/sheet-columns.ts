import type { TDecimalMark } from '@cuadre/shared/money/decimal-input';
import { normalizeHeader } from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TImportChoice, TImportMapping } from '@cuadre/shared/imports/schemas';
import type { TSheet, TSheetCell } from './sheet';
import { isRecordIdHeader } from './record-ids';

export type TColumnIndexes<TField extends string> = Partial<Record<TField, number>>;

/** An export Cuadre knows by its headers, and the decimal mark its numbers are written with. */
export type TFileLayout = {
  label: string;
  decimalMark: TDecimalMark;
  signatures: readonly (readonly string[])[];
};

/**
 * What a kind of file is read by: each field's label (the template's header, said in the mapping and the
 * messages), the other headers it is recognised by, the fields that must have a column, and the exports known by
 * their headers.
 */
export type TFileFields<TField extends string> = {
  labels: Readonly<Record<TField, string>>;
  aliases: Readonly<Record<TField, readonly string[]>>;
  required: readonly TField[];
  layouts: Readonly<Record<string, TFileLayout>>;
};

/** A header as a field knows it: normalised, and without the store Loyverse writes after it ("Price [Centro]"). */
function headerKey(header: string): string {
  return normalizeHeader(header).replace(/\s*\[[^\]]*\]$/, '');
}

function layoutOf(keys: readonly string[], layouts: TFileFields<string>['layouts']): TFileLayout | null {
  const present = new Set(keys);
  return (
    Object.values(layouts).find((layout) =>
      layout.signatures.some((signature) => signature.every((key) => present.has(key))),
    ) ?? null
  );
}

/**
 * Which column feeds each field (docs/decisions/026): the seller's choice where there is one (null: none), else
 * the column whose header is the field's label or one of its aliases — the earliest alias wins, then the leftmost
 * column; a column feeds one recognised field. The same header twice, where neither is chosen, is a problem of
 * the whole file (which one is meant cannot be told), as is a required field without a column. Columns nothing
 * reads are listed as ignored, for the preview (the ID column of a re-import is read to match rows: not ignored).
 */
export function chooseColumns<TField extends string>(
  headers: readonly string[],
  fields: TFileFields<TField>,
  choice: TImportChoice<TField> | undefined,
): { indexes: TColumnIndexes<TField>; problems: string[]; mapping: TImportMapping } {
  const keys = headers.map(headerKey);
  const normalized = headers.map(normalizeHeader);
  const fieldKeys = Object.keys(fields.labels) as TField[];
  const indexes: TColumnIndexes<TField> = {};
  const problems: string[] = [];
  const taken = new Set<number>();
  const isChosen = (field: TField) => choice !== undefined && Object.hasOwn(choice, field);

  for (const field of fieldKeys) {
    const column = choice?.[field];
    // A column past the file's last one (a choice remembered for other headers) is no choice.
    if (column === undefined || column === null || column >= headers.length) continue;
    indexes[field] = column;
    taken.add(column);
  }
  for (const field of fieldKeys) {
    if (indexes[field] !== undefined || (isChosen(field) && choice?.[field] === null)) continue;
    const names = [normalizeHeader(fields.labels[field]), ...fields.aliases[field]];
    let best = -1;
    let bestRank = names.length;
    keys.forEach((key, index) => {
      if (taken.has(index)) return;
      const rank = names.indexOf(key);
      if (rank !== -1 && rank < bestRank) {
        best = index;
        bestRank = rank;
      }
    });
    if (best === -1) continue;
    const twin = normalized.findIndex((header, index) => index !== best && header === normalized[best]);
    if (twin !== -1 && !taken.has(twin)) problems.push(VALIDATION.importRepeatedColumn(headers[best] ?? ''));
    indexes[field] = best;
    taken.add(best);
  }
  for (const field of fields.required) {
    if (indexes[field] === undefined) problems.push(VALIDATION.importMissingColumn(fields.labels[field]));
  }
  const layout = layoutOf(keys, fields.layouts);
  return {
    indexes,
    problems,
    mapping: {
      layout: layout?.label ?? null,
      decimalMark: layout?.decimalMark ?? null,
      fields: fieldKeys.map((field) => ({
        field,
        label: fields.labels[field],
        required: fields.required.includes(field),
        column: indexes[field] ?? null,
      })),
      ignored: headers.flatMap((header, index) =>
        taken.has(index) || isRecordIdHeader(header) ? [] : [index],
      ),
    },
  };
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
