import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { AppError } from './app-error';
import type { TCounterCheck, TCounterStore } from './counter-store';

export interface TLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * Limits of the auth calls (design §4, §16). Counters are per client address (the one the connection came
 * from, or with TRUST_PROXY the one the trusted proxy saw) and per account; they live in the process, or in
 * Redis with REDIS_URL so that every API process counts alike (lib/counter-store.ts). The per-address limits
 * are generous because shops behind one carrier-grade NAT share an address.
 */
export interface TRateLimits {
  /**
   * Failed logins for one e-mail, from every address together: however many addresses a guesser has, an
   * account gets this many guesses per window. Reaching it locks the account — even the right password gets
   * 429 — and e-mails its owner a reset link (modules/auth/account-lock.ts); the reset lifts the lock.
   */
  loginFailuresPerAccount: TLimit;
  /** Failed logins from one address, whatever the e-mail: stops credential stuffing; locks no account. */
  loginFailuresPerIp: TLimit;
  /** Wrong current passwords on change-password, per account: a stolen session cannot guess the password. */
  passwordChangeFailures: TLimit;
  /** Reset and verification e-mails (and the "you already have an account" notice) to one address. */
  mailsPerRecipient: TLimit;
  register: TLimit;
  forgotPassword: TLimit;
  resendVerification: TLimit;
  /**
   * PDFs, statements, exports and imports one shop may start (lib/heavy-work.ts), all kinds together: far above a
   * shop's day, far below a flood that would take the thread every shop's sales share.
   */
  heavyWorkPerShop: TLimit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: TRateLimits = {
  loginFailuresPerAccount: { max: 10, timeWindowMs: 15 * MINUTE },
  loginFailuresPerIp: { max: 100, timeWindowMs: 15 * MINUTE },
  passwordChangeFailures: { max: 10, timeWindowMs: 15 * MINUTE },
  mailsPerRecipient: { max: 3, timeWindowMs: 60 * MINUTE },
  register: { max: 20, timeWindowMs: 60 * MINUTE },
  forgotPassword: { max: 10, timeWindowMs: 15 * MINUTE },
  resendVerification: { max: 10, timeWindowMs: 15 * MINUTE },
  heavyWorkPerShop: { max: 120, timeWindowMs: MINUTE },
};

export const rateLimited = () => new AppError(429, 'RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED);

/** Route config for @fastify/rate-limit: every request counts; the 429 goes through the error handler. */
export function routeRateLimit(limit: TLimit): RateLimitOptions {
  return { max: limit.max, timeWindow: limit.timeWindowMs };
}

export const counterCheck = (key: string, limit: TLimit): TCounterCheck => ({
  key,
  max: limit.max,
  windowMs: limit.timeWindowMs,
});

/** An account's key is its address as login reads it (trimmed, lower case), whether the account exists or not. */
const accountKey = (email: string) => email.trim().toLowerCase();

export const loginFailuresPerAccount = (limits: TRateLimits, email: string) =>
  counterCheck(`login-account:${accountKey(email)}`, limits.loginFailuresPerAccount);
export const loginFailuresPerIp = (limits: TRateLimits, ip: string) =>
  counterCheck(`login-ip:${ip}`, limits.loginFailuresPerIp);
export const passwordChangeFailures = (limits: TRateLimits, userId: string) =>
  counterCheck(`password-change:${userId}`, limits.passwordChangeFailures);
export const mailsToRecipient = (email: string) => `mail-recipient:${accountKey(email)}`;

/**
 * Runs `attempt` unless one of the counters has reached its limit (then 429 with Retry-After, before any
 * password is checked). Only failures count — an error for which `isFailure` holds — so a shop that logs in
 * all day is never limited while a guesser is. From the check until the outcome is counted the attempt holds
 * one of those left (TCounterStore.reserve): a burst of parallel guesses, on one process or several, cannot all
 * pass the same check. `onFailure` gets each counter's count after a counted failure.
 */
export async function limitFailures<T>(
  counters: TCounterStore,
  reply: FastifyReply,
  checks: TCounterCheck[],
  options: { isFailure: (error: unknown) => boolean; onFailure?: (counts: number[]) => void },
  attempt: () => Promise<T>,
): Promise<T> {
  const reservation = await counters.reserve(checks);
  if (!reservation.isAllowed) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(reservation.retryAfterMs / 1000))));
    throw rateLimited();
  }
  let isFailure = false;
  try {
    return await attempt();
  } catch (error) {
    isFailure = options.isFailure(error);
    throw error;
  } finally {
    const counts = await counters.settle(checks, reservation.id, isFailure);
    if (isFailure) options.onFailure?.(counts);
  }
}

/**
 * Takes one e-mail from a recipient's allowance (`mailsPerRecipient`): false once the address has had its
 * share this window, and the caller then sends nothing. Called after the answer (detached-tasks.ts), so the
 * caller answers the same whether or not anything is sent.
 */
export async function takeMailAllowance(
  ctx: { counters: TCounterStore; rateLimits: TRateLimits },
  email: string,
): Promise<boolean> {
  const { max, timeWindowMs } = ctx.rateLimits.mailsPerRecipient;
  return (await ctx.counters.increment(mailsToRecipient(email), timeWindowMs)) <= max;
}
