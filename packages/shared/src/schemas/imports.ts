/**
 * Imports of products and clients (design §15, §17): `POST /products/import?dryRun=true|false` and
 * `POST /clients/import?dryRun=…`, a CSV or XLSX file in a multipart body.
 */
import { z } from 'zod';

export const ZImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value !== 'false'),
});

/** A problem of the file, on its line (1 is the header) — or of the whole file (line null). */
export const ZImportError = z.object({ line: z.number().int().nullable(), message: z.string() });
export type TImportError = z.infer<typeof ZImportError>;

/**
 * What an import did, or would do (dryRun): every row is new, changes an existing one, or changes nothing; the first
 * rows as read, for the preview; and nothing is written while there is any error.
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
  errors: z.array(ZImportError),
});
export type TImportResult = z.infer<typeof ZImportResult>;
