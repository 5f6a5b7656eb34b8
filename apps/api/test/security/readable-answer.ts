import type { LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';

const ZIPPED = ['application/zip', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/**
 * An answer's body as text to compare and to search: JSON and CSV as they are; a ZIP or an XLSX (a ZIP too) as
 * its files' names and contents, without their dates (each download stamps its own) and without the workbook's
 * docProps/core.xml (its creation time). A row of another seller inside a compressed sheet is then found. A PDF
 * without its creation time and id.
 */
export function readableBody(response: LightMyRequestResponse): string {
  const type = String(response.headers['content-type'] ?? '');
  // A PDF stamps the instant it was drawn and an id of its own: the rest is what it shows.
  if (type.startsWith('application/pdf')) {
    return response.body.replace(/\(D:\d{14}Z\)/g, '').replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/gi, '');
  }
  if (!ZIPPED.some((zipped) => type.startsWith(zipped))) return response.body;
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const files = unzipSync(new Uint8Array(response.rawPayload));
  return Object.entries(files)
    .filter(([name]) => name !== 'docProps/core.xml')
    .map(([name, data]) => `${name}\n${decoder.decode(data)}`)
    .join('\n');
}
