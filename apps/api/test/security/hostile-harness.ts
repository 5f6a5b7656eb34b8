import { createHash } from 'node:crypto';
import fc from 'fast-check';
import * as adminTexts from '@cuadre/shared/admin/messages';
import * as authTexts from '@cuadre/shared/auth/messages';
import * as clientsTexts from '@cuadre/shared/clients/messages';
import * as creditTexts from '@cuadre/shared/credit/messages';
import * as genericErrorsTexts from '@cuadre/shared/common/generic-errors';
import * as commonTexts from '@cuadre/shared/common/messages';
import * as dollarRateTexts from '@cuadre/shared/dollar-rate/messages';
import * as expensesTexts from '@cuadre/shared/expenses/messages';
import * as openAccountsTexts from '@cuadre/shared/open-accounts/messages';
import * as paymentsTexts from '@cuadre/shared/payments/messages';
import * as pricesTexts from '@cuadre/shared/prices/messages';
import * as taxTexts from '@cuadre/shared/tax/messages';
import * as productsTexts from '@cuadre/shared/products/messages';
import * as receiptsTexts from '@cuadre/shared/receipts/messages';
import * as salesTexts from '@cuadre/shared/sales/messages';
import * as statsTexts from '@cuadre/shared/stats/messages';
import { SCALE_BARCODE_MESSAGES } from '@cuadre/shared/products/scale-barcode';
import * as usersTexts from '@cuadre/shared/users/messages';
import { EXPORT_CONTENT_TYPES } from '@cuadre/shared/exports/constants';
import { ADMIN_VALIDATION } from '@cuadre/shared/admin/messages';
import { ERROR_CODES } from '@cuadre/shared/common/messages';
import { backgroundWorkDone, type TTestContext } from '../test-app';
import type { TFingerprinter } from './db-fingerprint';
import {
  encodeComponent,
  fieldsWithHostileValues,
  hostileJson,
  hostileQuery,
  hostileString,
  mutatedObject,
  rawBodies,
  wellFormed,
} from './hostile-values';
import type { TFuzzRoute } from './hostile-routes';
import { bodyFieldsOf, type TOperation } from './openapi-operations';

/**
 * One request of the suite. Params are decoded values, encoded when sent — unless `rawParams`, for malformed
 * escapes like '%E0%A4%A' that only a hand-written URL carries; the query is already encoded.
 */
export interface TFuzzCase {
  params: Record<string, string>;
  rawParams: boolean;
  query: string;
  body: { contentType: string; text: string } | null;
  idempotencyKey?: string;
}

/** A route ready to fuzz: its operation, its caller's headers, a valid body and the caller's own ids. */
export interface TFuzzSubject {
  op: TOperation;
  route: TFuzzRoute;
  headers: Record<string, string>;
  template: Record<string, unknown> | null;
  /** Ids the caller may use in the path: most cases aim at a real row, so the handler runs. */
  ownIds: string[];
}

export interface TFuzzStats {
  route: string;
  cases: number;
  refusedBySchema: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  problems: string[];
  slowestMs: number;
  seconds: number;
}

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_250_309);
/** Cases per route: 1,000 in CI, 10,000 with `npm run test:faults -- --full` (scripts/test-faults.mjs). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const BATCH = 64;
const CONCURRENCY = 8;
const BODY_LIMIT = 1_048_576;

/** A seed per route, so each route's cases are reproducible alone (FUZZ_SEED, FUZZ_RUNS). */
export const seedFor = (key: string) =>
  (FUZZ_SEED ^ createHash('sha256').update(key).digest().readInt32BE(0)) | 0;

// ── What an error message may say ─────────────────────────────────────────────────────────────────────────

function collectTexts(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object')
    for (const child of Object.values(value)) collectTexts(child, into);
  return into;
}

const ADMIN_TEXTS = new Set([...Object.values(ADMIN_VALIDATION), 'Name must be at most 100 characters']);
/** Every text of the shared messages of each domain (Spanish, spec §5 and §8), except the admin forms' English ones. */
const messages = {
  ...adminTexts,
  ...authTexts,
  ...clientsTexts,
  ...creditTexts,
  SCALE_BARCODE_MESSAGES,
  ...genericErrorsTexts,
  ...commonTexts,
  ...dollarRateTexts,
  ...expensesTexts,
  ...openAccountsTexts,
  ...paymentsTexts,
  ...pricesTexts,
  ...taxTexts,
  ...productsTexts,
  ...receiptsTexts,
  ...salesTexts,
  ...statsTexts,
  ...usersTexts,
};
const KNOWN_TEXTS = collectTexts(
  Object.fromEntries(Object.entries(messages).filter(([name]) => !name.startsWith('ADMIN_'))),
  new Set(),
);
const SPANISH_PATTERNS = [
  /^No puede tener más de \d+ caracteres$/,
  /^Los siguientes productos exceden el stock disponible: /,
  // Returns (design §13) name the product or the amount: SERVER_MESSAGES.RETURN_* with their values in.
  /^.+ ya se devolvió por completo\.$/,
  /^No puedes devolver más de lo vendido: de .+ quedan [\d.]+(,\d+)?( (kg|g|L))? por devolver\.$/,
  /^El reembolso no puede ser mayor que lo devuelto \(.+\)\.$/,
  /^El crédito no puede ser mayor que el saldo pendiente de la venta \(.+\): devuelve el dinero\.$/,
  /^URL de imagen inválida$/,
  // Fiado (decision record 030) names the client and what they have left.
  /^Ya le recordaste hoy a .+\. Si de verdad quieres recordarle otra vez, confírmalo\.$/,
  /^Esta venta pasa el límite de crédito de .+: le quedan \$[\d,.]+ disponibles\. /,
  // Discounts (decision record 031) name the seller's maximum.
  /^Este descuento pasa tu máximo del [\d,]+ %\. /,
  /^Idempotency-Key inválida$/,
  /^La solicitud es demasiado grande\.$/,
  // zod's Spanish locale (configureZodSpanish), for shapes no schema names a message for.
  /^(Entrada inválida|Opción inválida|Demasiado grande|Demasiado pequeño|Cadena inválida|Inválid[oa] |Número inválido|Llaves? desconocidas?|Llave inválida|Valor inválido)/,
];
/** zod's, Fastify's and HTTP's English defaults: none may reach a user. */
const ENGLISH_DEFAULTS =
  /\b(Invalid input|Invalid option|Invalid (string|number|type|enum|email|uuid|date|key|element)|Expected|Required|Too (small|big)|Unrecognized key|must (be|have|match|NOT)|should (be|have)|body\/|querystring\/|params\/|Unexpected token|Bad Request|Not Found|Internal Server Error|Unsupported Media Type|Payload Too Large|cannot be empty)\b/;

export function isAllowedMessage(text: unknown, englishAdminTexts = false): boolean {
  if (typeof text !== 'string' || text.trim() === '') return false;
  if (englishAdminTexts && ADMIN_TEXTS.has(text)) return true;
  if (ENGLISH_DEFAULTS.test(text)) return false;
  return KNOWN_TEXTS.has(text) || SPANISH_PATTERNS.some((pattern) => pattern.test(text));
}

// ── Cases ─────────────────────────────────────────────────────────────────────────────────────────────────

const OVERSIZE_BODY = `{"name":"${'a'.repeat(BODY_LIMIT + 1000)}"}`;
const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
];

export function caseArbitrary(subject: TFuzzSubject): fc.Arbitrary<TFuzzCase> {
  const { op, route, template } = subject;
  const hasBody = Boolean(op.bodySchema);
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: route.nearValid ?? 12, arbitrary: template ? mutatedObject(template) : hostileJson },
    { weight: 6, arbitrary: fieldsWithHostileValues(bodyFieldsOf(op.bodySchema)) },
    { weight: 4, arbitrary: hostileJson },
    { weight: 2, arbitrary: rawBodies },
  ];
  // The template as is, so the success path runs too (not where a success costs an argon2 hash).
  if (route.nearValid === undefined)
    choices.push({ weight: 1, arbitrary: fc.constant(JSON.stringify(template ?? {})) });
  // A route without a body still parses one: mostly junk there, since any well-formed JSON is simply ignored.
  const bodyText: fc.Arbitrary<string> = hasBody
    ? fc.oneof(...choices)
    : fc.oneof({ weight: 2, arbitrary: hostileJson }, { weight: 3, arbitrary: rawBodies });
  const body = fc.oneof(
    {
      weight: hasBody ? 200 : 100,
      arbitrary: bodyText.map((text) => ({ contentType: 'application/json', text })),
    },
    { weight: hasBody ? 4 : 60, arbitrary: fc.constant(null) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), bodyText)
        .map(([contentType, text]) => ({ contentType, text })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', text: OVERSIZE_BODY }) },
  );
  // With a body the own ids matter (the handler runs); without one, thousands of calls on the same two rows add little.
  const paramValue = fc.oneof(
    {
      weight: hasBody ? 6 : 3,
      arbitrary: subject.ownIds.length > 0 ? fc.constantFrom(...subject.ownIds) : fc.uuid(),
    },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: hasBody ? 2 : 4, arbitrary: hostileString.map(wellFormed) },
  );
  const params = fc.record(Object.fromEntries(op.pathParams.map((name) => [name, paramValue])));
  const rawParams = fc.record(
    Object.fromEntries(
      op.pathParams.map((name) => [
        name,
        fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2e%2e', '%2F', '%C0%AF', '..'),
      ]),
    ),
  );
  const encoded = params.map((values) => ({ params: values, rawParams: false }));
  const pathParams =
    op.pathParams.length === 0
      ? encoded
      : fc.oneof(
          { weight: 19, arbitrary: encoded },
          { weight: 1, arbitrary: rawParams.map((values) => ({ params: values, rawParams: true })) },
        );
  const query =
    op.method === 'GET'
      ? hostileQuery(op.queryParams)
      : fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: hostileQuery([]) });
  const idempotencyKey = route.idempotencyKey
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: fc.constantFrom('clave-1', 'clave-2') },
        { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 300 }) },
      )
    : fc.constant(undefined);
  return fc
    .record({ pathParams, query, body: op.method === 'GET' ? fc.constant(null) : body, idempotencyKey })
    .map(({ pathParams: { params: values, rawParams: isRaw }, ...rest }) => ({
      ...rest,
      params: values,
      rawParams: isRaw,
    }));
}

// ── Prediction: what Fastify's JSON parser and the route's zod schemas make of a case ─────────────────────

function isPoisoned(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Object.prototype.hasOwnProperty.call(node, '__proto__')) return true;
    const ctor = (node as Record<string, unknown>).constructor;
    if (
      Object.prototype.hasOwnProperty.call(node, 'constructor') &&
      ctor &&
      typeof ctor === 'object' &&
      Object.prototype.hasOwnProperty.call(ctor, 'prototype')
    ) {
      return true;
    }
    stack.push(...Object.values(node));
  }
  return false;
}

/**
 * 'invalid': the request must be refused before any handler runs (bad JSON, poisoned prototype, wrong media
 * type, too big, or the route's own zod schema says no). 'valid': the schemas accept it, so the handler decides.
 * 'unknown': the suite cannot tell (an exotic charset): treated like valid, i.e. checked one by one.
 */
export function predict(subject: TFuzzSubject, c: TFuzzCase): 'valid' | 'invalid' | 'unknown' {
  const { route } = subject;
  // URL parsing resolves dot segments ('/users/../products' is '/products'): another route answers.
  if (c.rawParams)
    return Object.values(c.params).some((v) => /^(\.\.|%2e%2e)$/i.test(v)) ? 'unknown' : 'invalid';
  if (route.params && !route.params.safeParse(c.params).success) return 'invalid';
  let parsed: unknown;
  if (c.body) {
    if (Buffer.byteLength(c.body.text) > BODY_LIMIT) return 'invalid';
    const mediaType = c.body.contentType;
    if (mediaType === 'application/json') {
      // Fastify's parser (secure-json-parse) drops a leading byte-order mark.
      const text = c.body.text.charCodeAt(0) === 0xfeff ? c.body.text.slice(1) : c.body.text;
      try {
        parsed = JSON.parse(text);
      } catch {
        return 'invalid';
      }
      if (isPoisoned(parsed)) return 'invalid';
    } else if (mediaType === 'text/plain') {
      parsed = c.body.text;
    } else if (mediaType.startsWith('application/json')) {
      return 'unknown';
    } else {
      return 'invalid';
    }
  }
  if (route.body && !route.body.safeParse(parsed).success) return 'invalid';
  return 'valid';
}

// ── Running ───────────────────────────────────────────────────────────────────────────────────────────────

function urlOf(subject: TFuzzSubject, c: TFuzzCase): string {
  const path = subject.op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = c.params[name] ?? '';
    return c.rawParams ? value : encodeComponent(value);
  });
  return c.query ? `${path}?${c.query}` : path;
}

const clip = (text: string, length = 240) => (text.length > length ? `${text.slice(0, length)}…` : text);

function describeCase(subject: TFuzzSubject, c: TFuzzCase): string {
  const key =
    c.idempotencyKey === undefined ? '' : ` Idempotency-Key=${JSON.stringify(clip(c.idempotencyKey, 40))}`;
  const body = c.body ? ` ${c.body.contentType} ${JSON.stringify(clip(c.body.text))}` : '';
  return `${subject.op.method} ${clip(urlOf(subject, c), 200)}${key}${body}`;
}

interface TAnswer {
  status: number;
  body: string;
  contentType: string;
  ms: number;
}

async function send(ctx: TTestContext, subject: TFuzzSubject, c: TFuzzCase): Promise<TAnswer> {
  const headers: Record<string, string> = { ...subject.headers };
  if (c.idempotencyKey !== undefined) headers['idempotency-key'] = c.idempotencyKey;
  if (c.body) headers['content-type'] = c.body.contentType;
  const started = performance.now();
  const response = await ctx.app.inject({
    method: subject.op.method,
    url: urlOf(subject, c),
    headers,
    ...(c.body ? { payload: c.body.text } : {}),
  });
  return {
    status: response.statusCode,
    body: response.body,
    contentType: String(response.headers['content-type'] ?? ''),
    ms: performance.now() - started,
  };
}

const EXPORT_FILE_STARTS: [string, string][] = [
  [EXPORT_CONTENT_TYPES.csv, '\uFEFF'],
  [EXPORT_CONTENT_TYPES.xlsx, 'PK'],
  [EXPORT_CONTENT_TYPES.zip, 'PK'],
];

/** What is wrong with one answer, if anything (the database is checked by the caller). */
function inspect(subject: TFuzzSubject, verdict: string, answer: TAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`server error ${answer.status}`);
  if (verdict === 'invalid' && answer.status < 400) problems.push('accepted input its own schema refuses');
  // A document (the Z report) answers its bytes; its refusals are JSON envelopes like every other.
  if (answer.status < 400 && answer.contentType === 'application/pdf') {
    return answer.body.startsWith('%PDF-') ? problems : [...problems, 'PDF answer is not a PDF'];
  }
  // An export (design §15): a CSV starts with UTF-8's byte-order mark, an XLSX or a ZIP with a ZIP's "PK".
  const file = EXPORT_FILE_STARTS.find(([type]) => answer.contentType.startsWith(type));
  if (answer.status < 400 && file) {
    return answer.body.startsWith(file[1]) ? problems : [...problems, `${file[0]} answer is not one`];
  }
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    return [...problems, 'answer is not JSON'];
  }
  if (answer.status < 400) {
    if (!('data' in parsed)) problems.push('success without data');
    return problems;
  }
  const keys = Object.keys(parsed).filter(
    (key) => !['statusCode', 'code', 'message', 'errors'].includes(key),
  );
  if (keys.length > 0) problems.push(`error envelope has extra keys ${keys.join(',')}`);
  if (parsed.statusCode !== answer.status) problems.push('envelope statusCode differs from the status');
  if (!(ERROR_CODES as readonly unknown[]).includes(parsed.code))
    problems.push(`unknown code ${String(parsed.code)}`);
  // INSUFFICIENT_STOCK lists product names in `errors` (data, not prose): only its message is text.
  const details = Array.isArray(parsed.errors) && parsed.code !== 'INSUFFICIENT_STOCK' ? parsed.errors : [];
  const texts = [parsed.message, ...details];
  if (parsed.errors !== undefined && !Array.isArray(parsed.errors)) problems.push('errors is not a list');
  for (const text of texts) {
    if (!isAllowedMessage(text, subject.route.englishAdminTexts))
      problems.push(`message not Spanish: ${clip(String(text), 120)}`);
  }
  return problems;
}

/** Runs `run` over `items` with at most `concurrency` in flight, answers in the items' order. */
async function pool<T, R>(items: T[], concurrency: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next;
      next += 1;
      results[at] = await run(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * Runs `runs` generated cases against one route (fixed seed), checking every answer, and that the database is
 * untouched by every refused request: cases the schemas refuse (and all reads) run in concurrent batches with
 * one fingerprint per batch; cases they accept run one at a time between two fingerprints. A batch whose
 * fingerprint moved is replayed case by case to name the culprit.
 */
export async function fuzzRoute(
  ctx: TTestContext,
  fingerprint: TFingerprinter,
  subject: TFuzzSubject,
  runs = FUZZ_RUNS,
): Promise<TFuzzStats> {
  const started = performance.now();
  const stats: TFuzzStats = {
    route: subject.op.key,
    cases: 0,
    refusedBySchema: 0,
    byStatus: {},
    serverErrors: 0,
    problems: [],
    slowestMs: 0,
    seconds: 0,
  };
  const isRead = subject.op.method === 'GET';
  const cases = fc.sample(caseArbitrary(subject), { seed: seedFor(subject.op.key), numRuns: runs });
  const note = (index: number, c: TFuzzCase, problem: string, answer?: TAnswer) => {
    if (stats.problems.length >= 12) return;
    const said = answer ? ` → ${answer.status} ${clip(answer.body, 200)}` : '';
    stats.problems.push(clip(`#${index} ${problem}: ${describeCase(subject, c)}${said}`, 700));
  };
  const record = (index: number, c: TFuzzCase, verdict: string, answer: TAnswer) => {
    stats.cases += 1;
    if (verdict === 'invalid') stats.refusedBySchema += 1;
    stats.byStatus[answer.status] = (stats.byStatus[answer.status] ?? 0) + 1;
    if (answer.status >= 500) stats.serverErrors += 1;
    stats.slowestMs = Math.max(stats.slowestMs, answer.ms);
    for (const problem of inspect(subject, verdict, answer)) note(index, c, problem, answer);
  };

  const verdicts = cases.map((c) => predict(subject, c));
  const batchable = (at: number) => isRead || verdicts[at] === 'invalid';
  let baseline = await fingerprint.take();
  let index = 0;
  while (index < cases.length) {
    if (batchable(index)) {
      const batch: number[] = [];
      while (index < cases.length && batch.length < BATCH && batchable(index)) {
        batch.push(index);
        index += 1;
      }
      const answers = await pool(batch, CONCURRENCY, (at) => send(ctx, subject, cases[at] as TFuzzCase));
      batch.forEach((at, i) =>
        record(at, cases[at] as TFuzzCase, verdicts[at] as string, answers[i] as TAnswer),
      );
      await backgroundWorkDone(ctx);
      if ((await fingerprint.take()) !== baseline) {
        // Name the culprit: replay the batch one request at a time.
        for (const at of batch) {
          const c = cases[at] as TFuzzCase;
          const before = await fingerprint.take();
          const answer = await send(ctx, subject, c);
          await backgroundWorkDone(ctx);
          if ((await fingerprint.take()) !== before) {
            note(at, c, isRead ? 'a read wrote to the database' : 'a refused request wrote', answer);
          }
        }
        if (stats.problems.length === 0)
          stats.problems.push(`batch ending #${index - 1} changed the database`);
        baseline = await fingerprint.take();
      }
      continue;
    }
    const c = cases[index] as TFuzzCase;
    const answer = await send(ctx, subject, c);
    record(index, c, verdicts[index] as string, answer);
    // An accepted register writes its link just after answering: that write belongs to this case.
    await backgroundWorkDone(ctx);
    const after = await fingerprint.take();
    if (answer.status >= 400 && after !== baseline) note(index, c, 'a refused request wrote', answer);
    baseline = after;
    index += 1;
  }
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
}

export function formatStats(all: TFuzzStats[]): string {
  const lines = all.map((s) => {
    const statuses = Object.entries(s.byStatus)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return `${s.route.padEnd(46)} ${String(s.cases).padStart(6)} cases, ${String(s.refusedBySchema).padStart(5)} refused by schema, 5xx: ${s.serverErrors}, slowest ${s.slowestMs.toFixed(0)} ms, ${s.seconds.toFixed(1)} s  [${statuses}]`;
  });
  const cases = all.reduce((sum, s) => sum + s.cases, 0);
  const errors = all.reduce((sum, s) => sum + s.serverErrors, 0);
  return [
    `hostile input, seed ${FUZZ_SEED}, ${FUZZ_RUNS} cases per route:`,
    ...lines,
    `total: ${all.length} routes, ${cases} cases, ${errors} server errors`,
  ].join('\n');
}
