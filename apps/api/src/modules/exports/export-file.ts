import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { EXPORT_CONTENT_TYPES, type TExportFormat } from '@cuadre/shared/constants';
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

// The OpenAPI document says a binary string; the bytes are streamed as they are made.
export const ZFileBytes = z
  .custom<Readable>((value) => typeof (value as Readable | null)?.pipe === 'function')
  .meta({ type: 'string', format: 'binary' });

/**
 * A table as a CSV or XLSX file. Its first page is read before anything is sent, so a database that does not
 * answer is a 503 with its envelope rather than a download that breaks off.
 */
export async function tableFile(
  table: TExportTable,
  format: TExportFormat,
  fileName: string,
): Promise<TExportFile> {
  const ready = { ...table, pages: await primed(table.pages) };
  return {
    body: format === 'csv' ? csvStream(ready) : xlsxStream(ready),
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
