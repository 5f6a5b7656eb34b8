import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@cuadre/shared/messages';
import type { TApp } from '../app-context';
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
  /** Throws 429 (with Retry-After) when this IP, or this IP for this e-mail, failed too often; counts nothing. */
  assertAllowed: (request: FastifyRequest, reply: FastifyReply, email: string) => Promise<void>;
  /** Counts one failure. */
  recordFailure: (request: FastifyRequest, email: string) => Promise<void>;
}

/**
 * Counts only failed logins, so a shop that logs in all day is never limited while a guesser is. Built on
 * @fastify/rate-limit's manual limiter (peek without incrementing, increment on failure).
 */
export function createLoginFailureLimiter(app: TApp, limits: TRateLimits): TFailureLimiter {
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

  return {
    assertAllowed: async (request, reply, email) => {
      emails.set(request, email);
      for (const limiter of [perIp, perAccount]) {
        const status = await limiter(request, { increment: false });
        // A peek reports `isExceeded` only past the limit, so "remaining 0" is the moment to stop.
        if (!status.isAllowed && (status.isExceeded || status.remaining <= 0)) {
          reply.header('retry-after', String(Math.max(1, status.ttlInSeconds)));
          throw rateLimited();
        }
      }
    },
    recordFailure: async (request, email) => {
      emails.set(request, email);
      await perIp(request);
      await perAccount(request);
    },
  };
}
