/**
 * The columns a seller chose for a file, remembered in this browser for the next file with the same headers (a
 * program exports the same headers every time): the next preview uses them without asking again
 * (docs/decisions/026).
 */

/** Field → the file's column (0 is the first), or null: none. */
export type TColumnChoice = Record<string, number | null>;

const PREFIX = 'cuadre.import-columns';

function keyOf(kind: string, headers: readonly string[]): string {
  return `${PREFIX}:${kind}:${JSON.stringify(headers)}`;
}

/**
 * What was chosen for files with these headers, or null. localStorage is anyone's to edit: only a record of
 * columns this file has is taken.
 */
export function recallColumns(kind: string, headers: readonly string[]): TColumnChoice | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(keyOf(kind, headers)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const choice: TColumnChoice = {};
  for (const [field, column] of Object.entries(stored)) {
    const isColumn =
      Number.isInteger(column) && (column as number) >= 0 && (column as number) < headers.length;
    if (column !== null && !isColumn) return null;
    choice[field] = column as number | null;
  }
  return choice;
}

export function rememberColumns(kind: string, headers: readonly string[], choice: TColumnChoice): void {
  try {
    localStorage.setItem(keyOf(kind, headers), JSON.stringify(choice));
  } catch {
    // A full or blocked storage only costs the seller choosing again next time.
  }
}

export function forgetColumns(kind: string, headers: readonly string[]): void {
  try {
    localStorage.removeItem(keyOf(kind, headers));
  } catch {
    // As above.
  }
}
