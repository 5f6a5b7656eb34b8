/**
 * What an import says about a row it takes anyway (design §15): each is listed after «Línea N: » in the preview and
 * in the result, and the row comes in as said. The refusals are in common/messages.ts (VALIDATION.import…).
 */
export const IMPORT_WARNINGS = {
  emptyStock: 'la cantidad está vacía (sin control de inventario): se importa 0.',
  negativeStock: (typed: string) => `la cantidad es negativa (${typed}): se importa 0.`,
} as const;

export const IMPORT_PROBLEMS = {
  weighedFlag: (column: string) => `${column} debe ser S o N (sí o no).`,
} as const;
