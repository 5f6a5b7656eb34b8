// ASVS 5.0 V6: login, registration, password recovery and verification resend must not tell
// whether an address has an account, neither by what they answer nor by how long they take.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext, backgroundWorkDone, NO_AUTH_RATE_LIMITS } from '../test-app';
import { registration, unknownEmail } from './support/registration';
import { seedUser } from '../seed';

/** Tries of each kind for a route that hashes a password (about 20 ms each): the 200. */
const TRIES = 200;
/**
 * Tries of each kind for a route that answers before its lookup (under 1 ms each). Its median moves by
 * more than 5 % when another test file's burst lands on a stretch of 200 tries; 1,000 cost about a second.
 */
const CHEAP_TRIES = 1_000;
/** Medians of the two kinds may differ by at most this share of the slower one. */
const MAX_RELATIVE_GAP = 0.1;

let ctx: TTestContext;
beforeAll(async () => {
  // The rate limits are proven elsewhere; here they would only turn the later tries into 429s.
  ctx = await createTestContext({
    app: {
      rateLimits: NO_AUTH_RATE_LIMITS,
    },
  });
});
afterAll(() => ctx.close());

interface TAnswer {
  statusCode: number;
  body: string;
  contentType: string;
  ms: number;
}

const settle = () => backgroundWorkDone(ctx);

async function timedPost(url: string, payload: object): Promise<TAnswer> {
  await settle();
  const started = performance.now();
  const response = await ctx.app.inject({ method: 'POST', url, payload });
  const ms = performance.now() - started;
  return {
    statusCode: response.statusCode,
    body: response.body,
    contentType: String(response.headers['content-type']),
    ms,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type TKind = 'known' | 'unknown';

/**
 * The tries of each kind in one random order. Not in pairs of random order: there, what follows a known request
 * is an unknown one three times in four, so whatever a known request leaves behind (its garbage, its
 * database writes) was billed mostly to the unknown kind, and the medians drifted 5–9 % apart.
 */
function shuffledKinds(tries: number): TKind[] {
  const kinds: TKind[] = [...Array<TKind>(tries).fill('known'), ...Array<TKind>(tries).fill('unknown')];
  for (let i = kinds.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  return kinds;
}

/** `tries` requests for a known and as many for an unknown address, so machine drift weighs on both alike. */
async function compare(url: string, known: () => object, unknown: () => object, tries = TRIES) {
  const answers = { known: [] as TAnswer[], unknown: [] as TAnswer[] };
  // A few unmeasured rounds first: the first requests pay for JIT compilation and pool connections.
  for (let i = 0; i < 5; i += 1) {
    await timedPost(url, known());
    await timedPost(url, unknown());
  }
  for (const kind of shuffledKinds(tries)) {
    answers[kind].push(await timedPost(url, kind === 'known' ? known() : unknown()));
  }
  const medians = {
    known: median(answers.known.map((answer) => answer.ms)),
    unknown: median(answers.unknown.map((answer) => answer.ms)),
  };
  const gap = Math.abs(medians.known - medians.unknown) / Math.max(medians.known, medians.unknown);
  console.info(
    `[enumeration] ${url}: ${tries}+${tries} tries, median known ${medians.known.toFixed(2)} ms, ` +
      `unknown ${medians.unknown.toFixed(2)} ms, gap ${(gap * 100).toFixed(1)} %`,
  );
  return { answers, medians, gap };
}

function expectIdenticalAnswers(answers: { known: TAnswer[]; unknown: TAnswer[] }, statusCode: number) {
  const shapes = new Set(
    [...answers.known, ...answers.unknown].map((a) => `${a.statusCode} ${a.contentType} ${a.body}`),
  );
  expect([...shapes]).toHaveLength(1);
  expect(answers.known[0]!.statusCode).toBe(statusCode);
}

// 400 argon2 operations per login or register test: seconds on a quiet machine, a minute on a busy one. A
// timing comparison can lose to a burst of noise from a neighbour; a real leak fails every retry.
describe(
  'no account enumeration (same status, same body, median timing within 10 %)',
  { timeout: 180_000, retry: 2 },
  () => {
    it('login: a known address with a wrong password answers like an unknown address', async () => {
      const { user } = await seedUser(ctx);
      const { answers, gap } = await compare(
        '/api/auth/login',
        () => ({ email: user.email, password: 'Otra#Clave2025' }),
        () => ({ email: unknownEmail(), password: 'Otra#Clave2025' }),
      );
      expectIdenticalAnswers(answers, 401);
      expect(gap).toBeLessThanOrEqual(MAX_RELATIVE_GAP);
    });

    it('register: a taken address answers like a new one', async () => {
      const { user } = await seedUser(ctx);
      const { answers, gap } = await compare(
        '/api/auth/register',
        () => registration(user.email),
        () => registration(unknownEmail()),
      );
      expectIdenticalAnswers(answers, 201);
      expect(gap).toBeLessThanOrEqual(MAX_RELATIVE_GAP);
    });

    it('forgot-password: a known address answers like an unknown one', async () => {
      const { user } = await seedUser(ctx);
      const { answers, gap } = await compare(
        '/api/auth/forgot-password',
        () => ({ email: user.email }),
        () => ({ email: unknownEmail() }),
        CHEAP_TRIES,
      );
      expectIdenticalAnswers(answers, 200);
      expect(gap).toBeLessThanOrEqual(MAX_RELATIVE_GAP);
    });

    it('resend-verification: an unverified account answers like an unknown address', async () => {
      const { user } = await seedUser(ctx, { status: 'PENDING', verified: false });
      const { answers, gap } = await compare(
        '/api/auth/resend-verification',
        () => ({ email: user.email }),
        () => ({ email: unknownEmail() }),
        CHEAP_TRIES,
      );
      expectIdenticalAnswers(answers, 200);
      expect(gap).toBeLessThanOrEqual(MAX_RELATIVE_GAP);
    });
  },
);
