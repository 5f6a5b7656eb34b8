import type { SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { ZErrorEnvelope } from '@cuadre/shared/common/schemas';

/**
 * The error envelope (design §3) under a description of when each status is answered: the OpenAPI document
 * says which failures an operation can answer, not only its success (an outside validator replaying real
 * traffic flagged every 4xx and 503 as undocumented).
 */
export const ERROR_RESPONSES = {
  400: ZErrorEnvelope.describe('Datos inválidos: el cuerpo, la consulta o la ruta no cumplen el esquema'),
  401: ZErrorEnvelope.describe('Sin sesión, o la sesión no es válida o venció'),
  403: ZErrorEnvelope.describe('La cuenta no puede usar esta operación (rol, o cuenta no aprobada)'),
  404: ZErrorEnvelope.describe('No existe, o es de otra cuenta'),
  408: ZErrorEnvelope.describe('La solicitud no llegó completa a tiempo (30 s); la conexión se cierra'),
  409: ZErrorEnvelope.describe('Choca con el estado actual (duplicado, sin stock, ya resuelto)'),
  413: ZErrorEnvelope.describe('El cuerpo es demasiado grande'),
  415: ZErrorEnvelope.describe('Tipo de contenido no admitido (se espera application/json)'),
  422: ZErrorEnvelope.describe('La clave de idempotencia ya se usó con otra solicitud'),
  429: ZErrorEnvelope.describe('Demasiados intentos; Retry-After dice cuándo reintentar'),
  500: ZErrorEnvelope.describe('Error inesperado del servidor (sin detalles)'),
  503: ZErrorEnvelope.describe(
    'No disponible por ahora (base de datos caída u ocupada, cola llena); Retry-After dice cuándo reintentar',
  ),
} as const;
export type TErrorStatus = keyof typeof ERROR_RESPONSES;

/** Methods whose request carries a body: those can also be too large, of the wrong type, or too slow. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface TRouteSchema {
  hide?: boolean;
  params?: unknown;
  security?: unknown[];
  response?: Record<string, unknown>;
}

/**
 * Which error statuses a route can answer, read from what the route declares (so a new route is covered the
 * moment it exists):
 * - every route: 400 (a NUL in any query string is refused, reject-nul.ts), 500, and 503 (the database is down,
 *   busy or past its statement timeout, or the sale queue is full — error-handler.ts);
 * - a route with a body method: 408, 413, 415;
 * - a route with `security` (a guard): 401 and 403;
 * - a route with path parameters (an id): 404;
 * - a route with `config.rateLimit`: 429.
 * A status a route answers for its own reasons (409 SKU_TAKEN, 404 for an id in the body, 422 for a reused
 * idempotency key) is declared by the route itself; test/security/openapi-error-statuses.test.ts provokes them.
 */
export function errorStatusesOf(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'> & {
    schema?: TRouteSchema;
  },
): TErrorStatus[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const statuses: TErrorStatus[] = [400];
  if (methods.some((method) => BODY_METHODS.has(method.toUpperCase()))) statuses.push(408, 413, 415);
  if ((route.schema?.security ?? []).length > 0) statuses.push(401, 403);
  if (route.schema?.params !== undefined || route.url.includes(':')) statuses.push(404);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429);
  statuses.push(500, 503);
  return statuses;
}

/**
 * onRoute hook: merges the envelope for the statuses above into every documented route's response schema. The
 * route's own declarations win (a bare `ZErrorEnvelope` is given its status's description). Hidden routes (the
 * docs UI, the SPA's static files) are left alone.
 */
export function declareErrorResponses(route: RouteOptions): void {
  const schema = route.schema as TRouteSchema | undefined;
  if (!schema || schema.hide || !schema.response) return;
  const response: Record<string, unknown> = Object.fromEntries(
    errorStatusesOf({ ...route, schema }).map((status) => [status, ERROR_RESPONSES[status]]),
  );
  for (const [status, declared] of Object.entries(schema.response)) {
    // A bare envelope the route declares itself gets the standard description of its status.
    const described = ERROR_RESPONSES[Number(status) as TErrorStatus] as unknown;
    response[status] = declared === ZErrorEnvelope && described ? described : declared;
  }
  // A new object: a response map shared by several routes must not gain one route's statuses for the others.
  route.schema = { ...route.schema, response };
}

/** The parts of the OpenAPI document read here. */
interface TOpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, { content?: TContent }> }>>;
  components?: { schemas?: Record<string, unknown> };
}
type TContent = Record<string, { schema?: Record<string, unknown> }>;

const ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

/** The envelope's JSON schema, recognised by its `code` enum (the machine words of design §3). */
function isEnvelopeSchema(schema: Record<string, unknown> | undefined): boolean {
  const properties = schema?.properties as { code?: { enum?: unknown } } | undefined;
  return JSON.stringify(properties?.code?.enum) === JSON.stringify(ZErrorEnvelope.shape.code.options);
}

/**
 * @fastify/swagger `transformObject`: the envelope, inlined in every error response of every operation (some
 * 450 of them), becomes one `components.schemas.ErrorEnvelope` they all $ref — the document stays a fraction of
 * the size, and a client generator makes one error type. Each response keeps its own description.
 */
export const shareErrorEnvelope: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const openapiObject = document.openapiObject as TOpenApiDocument;
  let shared: Record<string, unknown> | undefined;
  for (const byMethod of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(byMethod)) {
      for (const response of Object.values(operation.responses ?? {})) {
        for (const media of Object.values(response.content ?? {})) {
          if (!isEnvelopeSchema(media.schema)) continue;
          if (!shared) {
            const { description: _description, ...schema } = media.schema ?? {};
            shared = schema;
          }
          media.schema = { $ref: ENVELOPE_REF };
        }
      }
    }
  }
  if (shared) {
    openapiObject.components = {
      ...openapiObject.components,
      schemas: { ...openapiObject.components?.schemas, ErrorEnvelope: shared },
    };
  }
  return document.openapiObject;
};
