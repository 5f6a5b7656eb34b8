import fc from 'fast-check';

/**
 * Generators of hostile input for the fuzzing suite (OWASP ASVS 5.0 V2.2/V2.3 input validation, OWASP API Top 10
 * 2023 API4/API8). Values are produced as JSON TEXT fragments, not JS objects, so that what is sent is exactly
 * what was meant: keys like "__proto__" stay own keys, duplicate keys stay duplicated, and number literals JSON
 * cannot round-trip (1e400, -0, 0.30000000000000004) reach the server verbatim.
 */

export const SQL_AND_FRIENDS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1' AND pg_sleep(2) IS NULL --",
  "') UNION SELECT password_hash, email FROM users --",
  '" OR ""="',
  '%',
  '_',
  '%_%',
  '\\',
  "\\'",
  '$1',
  'NULL',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  'a\u0000b',
  '\u0000',
  '%00',
  '\ud800',
  'x\udfffy',
  '\u202eRTL',
  'ﷺ',
  '𝕳𝖆𝖗𝖎𝖓𝖆',
  '👩🏽‍🔧🇻🇪',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'İstanbul ß ǅ',
  '\r\nSet-Cookie: a=b',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '',
];

export const NUMERIC_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '1,5',
  '1.005',
  ' 12 ',
  '١٢',
  '１２',
  '9'.repeat(400),
  '1e-400',
  '+1',
  '0',
  '-1',
  '12abc',
];

export const DATE_STRINGS = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '0100-01-01',
  '1969-12-31T23:59:59.999Z',
  '2024-02-29',
  '2025-02-29',
  '2025-13-01',
  '2025-00-10',
  '2025-03-10T25:00:00Z',
  '2025-03-10T12:00:00.000Z',
  '2025-03-10T12:00:00-04:00',
  '2025-03-10',
  '9999-12-31',
  '9999-12-31T23:59:59-14:00',
  '+275760-09-13T00:00:00Z',
  '2025-W11',
  '10/03/2025',
];

/** Numbers at the edges: zero, signs, cents, rounding traps, the integer and float limits. */
export const EDGE_NUMBERS = [
  0,
  -1,
  0.001,
  0.005,
  0.01,
  0.015,
  0.1,
  1.005,
  1e-7,
  5e-324,
  1,
  2,
  100,
  500,
  501,
  1_000_000,
  1_000_001,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53 - 1,
  2 ** 53 + 2,
  1e15,
  999_999_999_999.99,
  999_999_999_999.995,
  1_000_000_000_000,
  1e21,
  1e308,
  -1e308,
  -999_999_999_999.99,
  0.1 + 0.2,
];

/** Number literals only JSON text can carry. */
export const RAW_NUMBER_LITERALS = [
  '1e400',
  '-1e400',
  '-0',
  '1E2',
  '0.30000000000000004',
  '1.0',
  '100000000000000000000000',
];

const json = (value: unknown) => JSON.stringify(value);

/** encodeURIComponent throws on a lone surrogate: such text travels as U+FFFD, as a browser would send it. */
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
export const encodeComponent = (text: string) => encodeURIComponent(wellFormed(text));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SQL_AND_FRIENDS, ...NUMERIC_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...DATE_STRINGS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'ñ', '€', '😀', ' ', '%'), fc.integer({ min: 99, max: 5000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.uuid() },
);

const numberFragment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS).map(json) },
  { weight: 1, arbitrary: fc.constantFrom(...EDGE_NUMBERS).map((n) => json(-n)) },
  { weight: 2, arbitrary: fc.integer().map(json) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map(json) },
  { weight: 2, arbitrary: fc.integer({ min: -500, max: 100_000 }).map((cents) => json(cents / 100)) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBER_LITERALS) },
);

/** Object keys an attacker would try: prototype pollution, operators, owner and state fields, odd text. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '$where',
  '$gt',
  'role',
  'status',
  'id',
  'userId',
  'shop_id',
  'totalPaid',
  'isAdmin',
  '',
];

const keyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** Any JSON value, as text, biased to the nastiest leaves. */
export const hostileJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString.map(json) },
    { weight: 3, arbitrary: numberFragment },
    { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null') },
    {
      weight: 1,
      arbitrary: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(keyArb, tie('value')), { maxLength: 4 })
        .map((entries) => `{${entries.map(([key, value]) => `${json(key)}:${value}`).join(',')}}`),
    },
  ),
})).value;

/** Deep nesting, as arrays or objects: a parser or validator that recurses must not fall over. */
export const deeplyNested: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 64, max: 4000 }), fc.boolean())
  .map(([depth, asArrays]) =>
    asArrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Whole bodies that are not JSON objects at all, or not JSON, or poison the prototype. */
export const rawBodies: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    '[]',
    '""',
    '0',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}{"b":2}',
    'NaN',
    '\ufeff{}',
    '{"__proto__":{"role":"SUPER_ADMIN","isAdmin":true}}',
    '{"constructor":{"prototype":{"role":"SUPER_ADMIN"}}}',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '\u0000',
  ),
  deeplyNested,
  fc.string({ unit: 'binary', maxLength: 40 }),
);

export const hostileFragment: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: hostileJson },
  { weight: 1, arbitrary: deeplyNested },
);

/**
 * A valid template mutated 1–3 times: a field's value replaced by a hostile one, a field dropped, a hostile key
 * added, a key repeated with another value (JSON's last-one-wins), nested objects and arrays mutated in turn.
 * Most cases are then one step away from valid, which is where validation and business rules meet.
 */
export function mutatedObject(template: Record<string, unknown>, depth = 0): fc.Arbitrary<string> {
  const keys = Object.keys(template);
  type TEntry = [string, string];
  const base: TEntry[] = keys.map((key) => [key, json(template[key])]);
  type TStep = (entries: TEntry[]) => TEntry[];
  const replace = fc.tuple(fc.nat(), hostileFragment).map(
    ([index, value]): TStep =>
      (entries) =>
        replaceAt(entries, index, value),
  );
  const drop = fc.nat().map(
    (index): TStep =>
      (entries) =>
        entries.filter((_, i) => i !== index % Math.max(1, entries.length)),
  );
  const add = fc
    .tuple(keyArb, hostileFragment)
    .map(([key, value]): TStep => (entries) => [...entries, [key, value]]);
  const repeat = fc.tuple(fc.nat(), hostileFragment).map(([index, value]): TStep => (entries) => {
    const entry = entries[index % Math.max(1, entries.length)];
    return entry ? [...entries, [entry[0], value]] : entries;
  });
  const mutation: fc.Arbitrary<TStep> = fc.oneof(
    replace,
    drop,
    add,
    repeat,
    ...nestedMutations(template, depth),
  );
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((steps) => steps.reduce((entries, step) => step(entries), base))
    .map((entries) => `{${entries.map(([key, value]) => `${json(key)}:${value}`).join(',')}}`);
}

function replaceAt(entries: [string, string][], index: number, value: string): [string, string][] {
  if (entries.length === 0) return entries;
  const at = index % entries.length;
  return entries.map((entry, i) => (i === at ? [entry[0], value] : entry));
}

function nestedMutations(
  template: Record<string, unknown>,
  depth: number,
): fc.Arbitrary<(entries: [string, string][]) => [string, string][]>[] {
  if (depth > 1) return [];
  return Object.entries(template).flatMap(([key, value]) => {
    if (Array.isArray(value) && isPlainObject(value[0])) {
      const item = value[0] as Record<string, unknown>;
      return [
        fc.tuple(mutatedObject(item, depth + 1), fc.integer({ min: 0, max: 3 })).map(
          ([mutated, extraCopies]) =>
            (entries: [string, string][]) =>
              entries.map((entry): [string, string] =>
                entry[0] === key
                  ? [key, `[${[mutated, ...Array(extraCopies).fill(json(item))].join(',')}]`]
                  : entry,
              ),
        ),
      ];
    }
    if (isPlainObject(value)) {
      return [
        mutatedObject(value as Record<string, unknown>, depth + 1).map(
          (mutated) => (entries: [string, string][]) =>
            entries.map((entry): [string, string] => (entry[0] === key ? [key, mutated] : entry)),
        ),
      ];
    }
    return [];
  });
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object made only of the route's own field names, each with a hostile value. */
export function fieldsWithHostileValues(fields: string[]): fc.Arbitrary<string> {
  if (fields.length === 0) return hostileJson;
  return fc
    .uniqueArray(fc.tuple(fc.constantFrom(...fields), hostileFragment), {
      maxLength: fields.length,
      selector: ([key]) => key,
    })
    .map((entries) => `{${entries.map(([key, value]) => `${json(key)}:${value}`).join(',')}}`);
}

/** A query string: the route's parameters and stray ones, hostile values, repeated keys; or raw junk. */
export function hostileQuery(params: string[]): fc.Arbitrary<string> {
  const known = params.length > 0 ? fc.constantFrom(...params) : keyArb;
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: fc.integer({ min: -3, max: 120 }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...NUMERIC_STRINGS, ...DATE_STRINGS) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'PAID',
        'PENDING',
        'all',
        'ALL',
        'with_debt',
        'RENT',
        'APPROVED',
        'PENDING',
        '',
      ),
    },
  );
  const structured = fc
    .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: keyArb }), value), {
      maxLength: 6,
    })
    .map((pairs) => pairs.map(([key, val]) => `${encodeComponent(key)}=${encodeComponent(val)}`).join('&'));
  const raw = fc.oneof(
    fc.constantFrom(
      '%',
      '%zz',
      'page=%E0%A4%A',
      'search=%00',
      '&&&==',
      'page[]=1&page[]=2',
      'page[a]=1',
      'search[$gt]=',
      'pageSize=1e2',
      'page=0x10',
      '__proto__[role]=ADMIN',
      'constructor[prototype][role]=ADMIN',
      `search=${'%25'.repeat(60)}`,
    ),
    fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((text) => text.replace(/[#\s]/g, '')),
  );
  return fc.oneof({ weight: 6, arbitrary: structured }, { weight: 1, arbitrary: raw });
}
