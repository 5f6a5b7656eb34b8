import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { EXPORT_CONTENT_TYPES, type TExportFormat } from '@cuadre/shared/exports/constants';
import type { TCsvFormat } from '@cuadre/shared/exports/csv-format';
import { downloadBytes } from '../../lib/openapi-document';
import type { TExportTable } from './export-table';
import { primed } from './primed-pages';
import { csvStream } from './write-csv';
import { xlsxStream } from './write-xlsx';

/** A file to download: its bytes as they are made, its name and its media type. */
export interface TExportFile {
  body: Readable;
  fileName: string;
  contentType: string;
}

/** A file's bytes, streamed as they are made: the OpenAPI document says a binary string of its media type. */
export const fileBytes = (format: TExportFormat | 'zip' | 'pdf') =>
  downloadBytes<Readable>(
    EXPORT_CONTENT_TYPES[format],
    (value) => typeof (value as Readable | null)?.pipe === 'function',
  );

/**
 * A table as a CSV (in the seller's country's format) or XLSX file. Its first page is read before anything is
 * sent, so a database that does not answer is a 503 with its envelope rather than a download that breaks off.
 */
export async function tableFile(
  table: TExportTable,
  format: TExportFormat,
  fileName: string,
  csvFormat: TCsvFormat,
): Promise<TExportFile> {
  const ready = { ...table, pages: await primed(table.pages) };
  return {
    body: format === 'csv' ? csvStream(ready, csvFormat) : xlsxStream(ready),
    fileName,
    contentType: EXPORT_CONTENT_TYPES[format],
  };
}

/** Answers a file to download under its name (ASCII: the names come from export-files.ts). */
export function sendFile(reply: FastifyReply, file: TExportFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
