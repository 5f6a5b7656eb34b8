/**
 * The Dólar BCV rate (spec §3 Dollar rate, §7 GET /dollar-rate, design.md §7).
 */
import { z } from 'zod';
import { VALIDATION } from '../common/messages';
import { ZIsoDate, ZTimestamp } from '../common/schemas';

/** 'fallback': DOLLAR_RATE_FALLBACK_URL, read when the BCV page fails (design §7). */
export const DOLLAR_RATE_SOURCES = ['bcv', 'fallback', 'manual'] as const;
export type TDollarRateSource = (typeof DOLLAR_RATE_SOURCES)[number];

/**
 * The BCV rates the app reads: the dollar, which every amount is stored in, and the euro beside it, each in its own
 * series with the same rules.
 */
export const RATE_CURRENCIES = ['USD', 'EUR'] as const;
export type TRateCurrency = (typeof RATE_CURRENCIES)[number];

/** Readings outside this range are rejected as unreadable (design.md §7 "sane range"). */
export const DOLLAR_RATE_MIN = 0.0001;
export const DOLLAR_RATE_MAX = 1_000_000_000;

/** A published rate whose Fecha Valor has not come yet: shown, not applied (design §7). */
export const ZNextDollarRate = z.object({ rate: z.number().positive(), validFor: ZIsoDate });
export type TNextDollarRate = z.infer<typeof ZNextDollarRate>;

/**
 * GET /dollar-rate → data: the rate in force (bolivars per dollar), when it was read, its Fecha Valor (the
 * Caracas day it applies from), its source, and the next published rate when there is one.
 */
export const ZDollarRate = z.object({
  rate: z.number().positive(),
  lastUpdated: ZTimestamp,
  validFor: ZIsoDate.nullable(),
  source: z.enum(DOLLAR_RATE_SOURCES),
  next: ZNextDollarRate.nullable(),
  /** The BCV's euro (bolívars per euro) under the same rules; null while none has been read. */
  eur: z
    .object({
      rate: z.number().positive(),
      validFor: ZIsoDate.nullable(),
      source: z.enum(DOLLAR_RATE_SOURCES),
      next: ZNextDollarRate.nullable(),
    })
    .nullable(),
});
export type TDollarRate = z.infer<typeof ZDollarRate>;

/** 'held': more than 20 % away from the rate in force when read; applied once an admin confirms it. */
export const DOLLAR_RATE_STATUSES = ['applied', 'held'] as const;
export type TDollarRateStatus = (typeof DOLLAR_RATE_STATUSES)[number];

/** A reading more than this share away from the rate in force is held for an admin (design §7). */
export const DOLLAR_RATE_HOLD_SHARE = 0.2;

/** GET /admin/dollar-rate/history → data: every reading, newest first. */
export const ZDollarRateReading = z.object({
  id: z.string(),
  currency: z.enum(RATE_CURRENCIES),
  rate: z.number().positive(),
  source: z.enum(DOLLAR_RATE_SOURCES),
  validFor: ZIsoDate.nullable(),
  fetchedAt: ZTimestamp,
  status: z.enum(DOLLAR_RATE_STATUSES),
  /** Who set a manual rate (name or e-mail); null for a rate read from a source. */
  setBy: z.string().nullable(),
  /** Who confirmed a held reading. */
  confirmedBy: z.string().nullable(),
  confirmedAt: ZTimestamp.nullable(),
});
export type TDollarRateReading = z.infer<typeof ZDollarRateReading>;

/** Admin manual rate, for days when the source is down; its Fecha Valor defaults to today in Caracas. */
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
