// ── IVA (decision record 032) ───────────────────────────────────────────────
export const TAX_MESSAGES = {
  taxClassRequired: 'Elige la clase de IVA del producto',
} as const;
