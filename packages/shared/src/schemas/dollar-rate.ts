/**
 * The Dólar BCV rate (spec §3 Dollar rate, §7 GET /dollar-rate, design.md §7).
 */
import { z } from 'zod';
import { VALIDATION } from '../messages';
import { ZIsoDate, ZTimestamp } from './common';

export const DOLLAR_RATE_SOURCES = ['bcv', 'manual'] as const;
export type TDollarRateSource = (typeof DOLLAR_RATE_SOURCES)[number];

/** Readings outside this range are rejected as unreadable (design.md §7 "sane range"). */
export const DOLLAR_RATE_MIN = 0.0001;
export const DOLLAR_RATE_MAX = 1_000_000_000;

/** GET /dollar-rate → data: bolivars per dollar, when it was read, the BCV "Fecha Valor" and its source. */
export const ZDollarRate = z.object({
  rate: z.number().positive(),
  lastUpdated: ZTimestamp,
  validFor: ZIsoDate.nullable(),
  source: z.enum(DOLLAR_RATE_SOURCES),
});
export type TDollarRate = z.infer<typeof ZDollarRate>;

/** Admin manual rate, for days when the source is down. */
export const ZManualRateRequest = z.object({
  rate: z
    .number({ error: VALIDATION.rateInvalid })
    .gt(0, VALIDATION.rateInvalid)
    .min(DOLLAR_RATE_MIN, VALIDATION.rateInvalid)
    .max(DOLLAR_RATE_MAX, VALIDATION.amountTooLarge),
  validFor: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    ZIsoDate.optional(),
  ),
});
export type TManualRateRequest = z.infer<typeof ZManualRateRequest>;
