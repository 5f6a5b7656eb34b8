import {
  CLIENT_IMPORT_ALIASES,
  CLIENT_IMPORT_FIELDS,
  CLIENT_IMPORT_REQUIRED,
  type TClientImportField,
} from '@cuadre/shared/imports/import-columns';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TClientImportChoice, TImportError, TImportMapping } from '@cuadre/shared/imports/schemas';
import { ZClientCreateRequest } from '@cuadre/shared/clients/schemas';
import { cellOf, chooseColumns, type TFileFields } from './sheet-columns';
import type { TSheet } from './sheet';

const CLIENT_FILE: TFileFields<TClientImportField> = {
  labels: CLIENT_IMPORT_FIELDS,
  aliases: CLIENT_IMPORT_ALIASES,
  required: CLIENT_IMPORT_REQUIRED,
  layouts: {},
};

export interface TClientRow {
  line: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** Undefined when the file has no RIF column: what is stored stays. */
  taxId: string | null | undefined;
}

/** How two rows of the file are one client: by e-mail when it has one, else by name and phone. */
export function clientKey(client: { name: string; email: string | null; phone: string | null }): string {
  return client.email
    ? `email:${client.email.toLowerCase()}`
    : `name:${client.name.toLowerCase()}|${client.phone ?? ''}`;
}

/** The file's client rows, each checked as the client form checks them, each client once in the file. */
export function readClientRows(
  sheet: TSheet,
  choice?: TClientImportChoice,
): { rows: TClientRow[]; errors: TImportError[]; mapping: TImportMapping } {
  const { indexes, problems, mapping } = chooseColumns(sheet.headers, CLIENT_FILE, choice);
  if (problems.length > 0)
    return { rows: [], errors: problems.map((message) => ({ line: 1, message })), mapping };
  const rows: TClientRow[] = [];
  const errors: TImportError[] = [];
  const fail = (line: number, problem: string) =>
    errors.push({ line, message: VALIDATION.importLine(line, problem) });
  const lines = new Map<string, number>();
  for (const row of sheet.rows) {
    const fields = Object.keys(CLIENT_IMPORT_FIELDS) as TClientImportField[];
    const formula = fields.find((field) => cellOf(row, indexes, field)?.formula);
    if (formula) {
      fail(row.line, VALIDATION.importFormula(CLIENT_IMPORT_FIELDS[formula]));
      continue;
    }
    const text = (field: TClientImportField) => cellOf(row, indexes, field)?.text ?? '';
    const taxIdCell = cellOf(row, indexes, 'taxId');
    const checked = ZClientCreateRequest.safeParse({
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      taxId: taxIdCell === undefined ? undefined : taxIdCell.text,
    });
    if (!checked.success) {
      fail(row.line, checked.error.issues[0]?.message ?? VALIDATION.importUnreadable);
      continue;
    }
    const client = {
      line: row.line,
      name: checked.data.name,
      email: checked.data.email ?? null,
      phone: checked.data.phone ?? null,
      taxId: checked.data.taxId,
    };
    const key = clientKey(client);
    const first = lines.get(key);
    if (first !== undefined) {
      fail(row.line, `el cliente ya aparece en la línea ${first}.`);
      continue;
    }
    lines.set(key, row.line);
    rows.push(client);
  }
  return { rows, errors, mapping };
}
