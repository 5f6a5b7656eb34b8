// ASVS 5.0 V6: login, registration, password recovery and verification resend must not tell whether an
// address has an account, neither by what they answer nor by how long they take.
//
// How long a request takes is what an attacker measures, but a test that compares times on a shared machine
// fails on its neighbours' noise. What makes the times equal is checked here instead, exactly: a known and an
// unknown address get the same answer, send the same statements before it, and spend the same argon2 work.
// The times themselves are measured by `npm run measure:enumeration` (docs/security.md).
import type * as TArgon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { argon2 } from '../../src/lib/password';
import { seedUser } from '../seed';
import { watchStatements, type TStatementWatch } from '../sent-statements';
import { createTestContext, type TTestContext, backgroundWorkDone, NO_AUTH_RATE_LIMITS } from '../test-app';
import { registration, unknownEmail } from './support/registration';

/** Every argon2 call of the process, with its cost: what a password check or a new hash spends. */
const argon2Calls: string[] = [];
// A stored hash carries its own cost ($argon2id$v=19$m=…,t=…,p=…$salt$hash): that is what a verify spends.
const costInHash = (stored: string) => stored.split('$')[3] ?? 'unreadable';
const costInOptions = (options?: TArgon2.Options | null) =>
  `m=${options?.memoryCost},t=${options?.timeCost},p=${options?.parallelism}`;
const realArgon2 = { ...argon2 };
vi.spyOn(argon2, 'hash').mockImplementation((password, options) => {
  argon2Calls.push(`hash ${costInOptions(options)}`);
  return realArgon2.hash(password, options);
});
vi.spyOn(argon2, 'verify').mockImplementation((stored, password) => {
  argon2Calls.push(`verify ${costInHash(String(stored))}`);
  return realArgon2.verify(stored, password);
});

let ctx: TTestContext;
let statements: TStatementWatch;
beforeAll(async () => {
  // The rate limits are proven elsewhere; here they would only turn later requests into 429s.
  ctx = await createTestContext({
    app: {
      rateLimits: NO_AUTH_RATE_LIMITS,
    },
  });
  statements = watchStatements();
  // The first unknown login of a process hashes the dummy it verifies against, once: not what is compared.
  await observe('/api/auth/login', { email: unknownEmail(), password: 'Otra#Clave2025' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  statements?.stop();
  await ctx?.close();
});

const settle = () => backgroundWorkDone(ctx);

interface TObserved {
  /** Status, content type and body: all a client reads. */
  answer: string;
  /** Statements sent from the request's arrival to its answer. */
  beforeAnswer: string[];
  /** Statements sent after the answer, until the request's last work ended. */
  afterAnswer: string[];
  argon2: string[];
}

/**
 * One request, observed: what it answered, what it sent to the database before and after answering, and
 * its argon2 calls. With `holdDatabase`, no statement reaches the database until the answer is in (or a
 * few seconds passed): an answer given under hold cannot depend on whether the address exists.
 */
async function observe(
  url: string,
  payload: object,
  { holdDatabase = false } = {},
): Promise<TObserved & { answeredWhileHeld: boolean }> {
  await settle();
  const sentBefore = statements.sent().length;
  const argon2Before = argon2Calls.length;
  const hold = holdDatabase ? statements.hold() : undefined;
  const request = ctx.app.inject({ method: 'POST', url, payload });
  const held = await Promise.race([
    request.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000)),
  ]);
  const atAnswer = statements.sent().length;
  hold?.release();
  const response = await request;
  await settle();
  return {
    answer: `${response.statusCode} ${String(response.headers['content-type'])} ${response.body}`,
    beforeAnswer: statements.sent().slice(sentBefore, atAnswer),
    afterAnswer: statements.sent().slice(atAnswer),
    argon2: argon2Calls.slice(argon2Before),
    answeredWhileHeld: holdDatabase && held,
  };
}

describe('no account enumeration: a known and an unknown address are handled alike', () => {
  it('login: a wrong password for a known address does what an unknown address does', async () => {
    const { user } = await seedUser(ctx);
    const known = await observe('/api/auth/login', { email: user.email, password: 'Otra#Clave2025' });
    const unknown = await observe('/api/auth/login', { email: unknownEmail(), password: 'Otra#Clave2025' });

    expect(known.answer).toMatch(/^401 /);
    expect(unknown.answer).toBe(known.answer);
    // The lookup by address, the same text whether a row comes back or not, and nothing after the answer.
    expect(known.beforeAnswer.length).toBeGreaterThan(0);
    expect(unknown.beforeAnswer).toEqual(known.beforeAnswer);
    expect([...known.afterAnswer, ...unknown.afterAnswer]).toEqual([]);
    // One verification each, at the cost of a real account's hash: the dummy is hashed like a password.
    expect(known.argon2).toEqual([`verify m=19456,t=2,p=1`]);
    expect(unknown.argon2).toEqual(known.argon2);
  });

  it.each([
    ['verified and approved', { status: 'APPROVED' as const, verified: true }],
    ['unverified', { status: 'PENDING' as const, verified: false }],
    ['rejected', { status: 'REJECTED' as const, verified: true }],
  ])('register: a taken address (%s) does before its answer what a new one does', async (_kind, account) => {
    const { user } = await seedUser(ctx, account);
    const taken = await observe('/api/auth/register', registration(user.email));
    const fresh = await observe('/api/auth/register', registration(unknownEmail()));

    expect(taken.answer).toMatch(/^201 /);
    expect(fresh.answer).toBe(taken.answer);
    expect(taken.argon2).toEqual([`hash m=19456,t=2,p=1`]);
    expect(fresh.argon2).toEqual(taken.argon2);
    // One statement each, the same text: the INSERT that writes the new account or, for a taken address, nothing.
    expect(taken.beforeAnswer, JSON.stringify(taken.beforeAnswer)).toHaveLength(1);
    expect(fresh.beforeAnswer).toEqual(taken.beforeAnswer);
    expect(fresh.beforeAnswer[0]).toMatch(/^WITH account AS \(insert into "users" .* on conflict do nothing/);
    // The new account's link comes after the answer; so does the owner's notice (none for a rejected one).
    expect(fresh.afterAnswer.some((text) => /^insert into "auth_tokens" /.test(text))).toBe(true);
  });

  it.each([
    ['forgot-password', { status: 'APPROVED' as const, verified: true }],
    ['resend-verification', { status: 'PENDING' as const, verified: false }],
  ])('%s: answers before it looks the address up, so both answers are one', async (route, account) => {
    const { user } = await seedUser(ctx, account);
    const url = `/api/auth/${route}`;
    const known = await observe(url, { email: user.email }, { holdDatabase: true });
    const unknown = await observe(url, { email: unknownEmail() }, { holdDatabase: true });

    expect(known.answeredWhileHeld, 'answered while every statement was held').toBe(true);
    expect(unknown.answeredWhileHeld, 'answered while every statement was held').toBe(true);
    expect(known.answer).toMatch(/^200 /);
    expect(unknown.answer).toBe(known.answer);
    expect(unknown.beforeAnswer).toEqual(known.beforeAnswer);
    expect([...known.argon2, ...unknown.argon2]).toEqual([]);
    // The work after the answer does differ (the known address gets its link), which is why it comes after.
    expect(known.afterAnswer.length).toBeGreaterThan(unknown.afterAnswer.length);
  });
});
