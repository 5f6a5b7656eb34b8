import { z } from 'zod';
import { TAX_CLASSES } from './constants';
import { TAX_MESSAGES } from './messages';

/** A sale's (or a return's) IVA at one rate, as the API answers it (decision record 032). */
export const ZTaxLine = z.object({
  class: z.enum(TAX_CLASSES),
  rate: z.number(),
  base: z.number(),
  tax: z.number(),
});

/** A product's IVA class as a request gives it. */
export const ZTaxClass = z.enum(TAX_CLASSES, { error: TAX_MESSAGES.taxClassRequired });
