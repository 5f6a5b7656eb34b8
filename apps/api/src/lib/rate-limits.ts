import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@cuadre/shared/messages';
import { AppError } from './app-error';

export interface TLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * Limits of the unauthenticated auth calls (design §4). Counters are per client IP (the app does not trust
 * X-Forwarded-For: see docs/accounts.md), so a brute force from one address never locks the owner out from
 * another. They are generous because shops behind one carrier-grade NAT share an address.
 */
export interface TRateLimits {
  /** Failed logins for one e-mail from one IP: stops password guessing on one account. */
  loginFailuresPerAccount: TLimit;
  /** Failed logins from one IP, whatever the e-mail: stops credential stuffing. */
  loginFailuresPerIp: TLimit;
  register: TLimit;
  forgotPassword: TLimit;
  resendVerification: TLimit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: TRateLimits = {
  loginFailuresPerAccount: { max: 10, timeWindowMs: 15 * MINUTE },
  loginFailuresPerIp: { max: 100, timeWindowMs: 15 * MINUTE },
  register: { max: 20, timeWindowMs: 60 * MINUTE },
  forgotPassword: { max: 10, timeWindowMs: 15 * MINUTE },
  resendVerification: { max: 10, timeWindowMs: 15 * MINUTE },
};

export const rateLimited = () => new AppError(429, 'RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED);

/** Route config for @fastify/rate-limit: every request counts; the 429 goes through the error handler. */
export function routeRateLimit(limit: TLimit): RateLimitOptions {
  return { max: limit.max, timeWindow: limit.timeWindowMs };
}

export interface TFailureLimiter {
  /**
   * Throws 429 (with Retry-After) when this IP, or this IP for this e-mail, failed too often; counts nothing,
   * but holds one of the attempts left until `release`, so parallel guesses cannot all pass the same check.
   */
  assertAllowed: (request: FastifyRequest, reply: FastifyReply, email: string) => Promise<void>;
  /** Counts one failure. */
  recordFailure: (request: FastifyRequest, email: string) => Promise<void>;
  /** Gives back the attempt held by assertAllowed, once the outcome is known (and counted if it failed). */
  release: (request: FastifyRequest) => void;
}

/**
 * Counts only failed logins, so a shop that logs in all day is never limited while a guesser is. Built on
 * @fastify/rate-limit's manual limiter (peek without incrementing, increment on failure).
 */
export function createLoginFailureLimiter(app: FastifyInstance, limits: TRateLimits): TFailureLimiter {
  const perIp = app.createRateLimit({
    max: limits.loginFailuresPerIp.max,
    timeWindow: limits.loginFailuresPerIp.timeWindowMs,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  // The e-mail travels on the request (set by assertAllowed) because the key generator sees only the request.
  const emails = new WeakMap<FastifyRequest, string>();
  const perAccount = app.createRateLimit({
    max: limits.loginFailuresPerAccount.max,
    timeWindow: limits.loginFailuresPerAccount.timeWindowMs,
    keyGenerator: (request) => `login-account:${request.ip}:${emails.get(request) ?? ''}`,
  });

  // Attempts between the check and their outcome, per limiter key: a burst of parallel guesses all peeks
  // before the first failure is counted, so without these a batch of 1,000 would all reach the password.
  const inFlight = new Map<string, number>();
  const held = new WeakMap<FastifyRequest, string[]>();

  const release = (request: FastifyRequest) => {
    for (const key of held.get(request) ?? []) {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    }
    held.delete(request);
  };

  return {
    assertAllowed: async (request, reply, email) => {
      emails.set(request, email);
      const keys: string[] = [];
      held.set(request, keys);
      for (const limiter of [perIp, perAccount]) {
        const status = await limiter(request, { increment: false });
        if (status.isAllowed) continue;
        // A peek reports `isExceeded` only past the limit, so "remaining 0" is the moment to stop.
        if (status.isExceeded || status.remaining - (inFlight.get(status.key) ?? 0) <= 0) {
          release(request);
          reply.header('retry-after', String(Math.max(1, status.ttlInSeconds)));
          throw rateLimited();
        }
        // Held in the same tick as the check, before another request can peek.
        inFlight.set(status.key, (inFlight.get(status.key) ?? 0) + 1);
        keys.push(status.key);
      }
    },
    recordFailure: async (request, email) => {
      emails.set(request, email);
      await perIp(request);
      await perAccount(request);
    },
    release,
  };
}
