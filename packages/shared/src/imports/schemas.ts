/**
 * Imports of products and clients (design §15, §17): `POST /products/import?dryRun=true|false` and
 * `POST /clients/import?dryRun=…`, a CSV or XLSX file in a multipart body; `mapping=` the columns the seller chose.
 */
import { z } from 'zod';
import {
  CLIENT_IMPORT_FIELD_KEYS,
  PRODUCT_IMPORT_FIELD_KEYS,
  type TClientImportField,
  type TProductImportField,
} from './import-columns';

/** Excel's last column (XFD): no sheet has a column past it. */
export const IMPORT_LAST_COLUMN = 16_383;

/** The seller's choice for one field: the file's column (0 is the first) or null, none. */
const ZColumnChoice = z.number().int().min(0).max(IMPORT_LAST_COLUMN).nullable();

/**
 * `mapping` as the query carries it: JSON of field → column, e.g. `{"name":2,"description":null}`. A field left out
 * is recognised by its header, as when nothing is sent.
 */
function mappingParam<TField extends string>(fields: readonly [TField, ...TField[]]) {
  return z
    .string()
    .max(4_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'mapping debe ser JSON: {"campo": columna}.' });
        return z.NEVER;
      }
    })
    .pipe(z.partialRecord(z.enum(fields), ZColumnChoice))
    .optional();
}

const ZDryRun = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value !== 'false');

export const ZProductImportQuery = z.object({
  dryRun: ZDryRun,
  mapping: mappingParam(PRODUCT_IMPORT_FIELD_KEYS),
});
export const ZClientImportQuery = z.object({
  dryRun: ZDryRun,
  mapping: mappingParam(CLIENT_IMPORT_FIELD_KEYS),
});
/** The columns the seller chose, by field; a field absent is recognised by its header. */
export type TImportChoice<TField extends string> = Partial<Record<TField, number | null>>;
export type TProductImportChoice = TImportChoice<TProductImportField>;
export type TClientImportChoice = TImportChoice<TClientImportField>;

/** A problem of the file, on its line (1 is the header) — or of the whole file (line null). */
export const ZImportError = z.object({ line: z.number().int().nullable(), message: z.string() });
export type TImportError = z.infer<typeof ZImportError>;

/**
 * Which column of the file feeds each field (null: none), and which columns nothing reads: what the preview shows
 * and the seller may change. `layout` names an export Cuadre recognised (Loyverse's, Odoo's); `decimalMark` is
 * the one the file's numbers are read with, when its layout or its number columns say it.
 */
export const ZImportMapping = z.object({
  layout: z.string().nullable(),
  decimalMark: z.enum(['.', ',']).nullable(),
  fields: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      required: z.boolean(),
      column: z.number().int().nullable(),
    }),
  ),
  ignored: z.array(z.number().int()),
});
export type TImportMapping = z.infer<typeof ZImportMapping>;

/**
 * What an import did, or would do (dryRun): every row is new, changes an existing one, or changes nothing; the first
 * rows as read, for the preview; the columns it read; what it took anyway (warnings); and nothing is written while
 * there is any error.
 */
export const ZImportResult = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** The header's column names as the file has them, and the first rows' cells as read. */
  columns: z.array(z.string()),
  preview: z.array(z.object({ line: z.number().int(), cells: z.array(z.string()) })),
  /** Null when the file could not be read at all. */
  mapping: ZImportMapping.nullable(),
  errors: z.array(ZImportError),
  warnings: z.array(ZImportError),
});
export type TImportResult = z.infer<typeof ZImportResult>;
