import type { TTestContext } from '../test-app';

/** A JSON schema node of the OpenAPI document, as far as these tests read it. */
export interface TJsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
}

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation, read from the document alone (never from a hand list, so a new route is
 * classified the moment it exists): no `security` → public; under /api/admin → admin; under /api/auth →
 * account (any signed-in role); every other bearer route → seller.
 */
export type TAudience = 'public' | 'admin' | 'account' | 'seller';

export interface TOperation {
  /** 'PUT /api/products/{id}' */
  key: string;
  method: THttpMethod;
  /** The OpenAPI path, with `{param}` placeholders. */
  path: string;
  audience: TAudience;
  isProtected: boolean;
  pathParams: string[];
  queryParams: string[];
  bodySchema: TJsonSchema | null;
}

interface TRawOperation {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
}

const METHODS: THttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function audienceOf(path: string, isProtected: boolean): TAudience {
  if (!isProtected) return 'public';
  if (path === '/api/admin' || path.startsWith('/api/admin/')) return 'admin';
  if (path.startsWith('/api/auth/')) return 'account';
  return 'seller';
}

/** Every operation of `GET /api/docs/json`: the same document a client generator or an auditor reads. */
export async function loadOperations(ctx: TTestContext): Promise<TOperation[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  const document = response.json() as { paths: Record<string, Record<string, TRawOperation>> };
  const operations: TOperation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [lowerMethod, raw] of Object.entries(byMethod)) {
      const method = lowerMethod.toUpperCase() as THttpMethod;
      if (!METHODS.includes(method)) continue;
      const isProtected = (raw.security ?? []).length > 0;
      const parameters = raw.parameters ?? [];
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        audience: audienceOf(path, isProtected),
        isProtected,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodySchema: raw.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

/** '/api/products/{id}' with { id } → '/api/products/…'; every placeholder must be given. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * Where a request body carries a UUID (`format: uuid`), as a path like 'items[].productId': the fields by which
 * a body can point at another row, which the isolation matrix must map to a resource.
 */
export function uuidFieldsOf(schema: TJsonSchema | null, prefix = ''): string[] {
  if (!schema) return [];
  const found: string[] = [];
  if (schema.format === 'uuid' && prefix) found.push(prefix);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    found.push(...uuidFieldsOf(child, prefix ? `${prefix}.${name}` : name));
  }
  if (schema.items) found.push(...uuidFieldsOf(schema.items, `${prefix}[]`));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...uuidFieldsOf(branch, prefix));
  }
  return [...new Set(found)];
}

/** The property names a body schema declares (top level, across union branches). */
export function bodyFieldsOf(schema: TJsonSchema | null): string[] {
  if (!schema) return [];
  const names = new Set(Object.keys(schema.properties ?? {}));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    for (const name of bodyFieldsOf(branch)) names.add(name);
  }
  return [...names];
}
