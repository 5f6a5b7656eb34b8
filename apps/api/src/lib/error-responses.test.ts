import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZErrorEnvelope, ZIdParams } from '@cuadre/shared/common/schemas';
import { declareErrorResponses, errorStatusesOf, shareErrorEnvelope } from './error-responses';

/** A bare app with the hook, the way app.ts registers it, and one route of each kind added after it. */
async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', declareErrorResponses);
  await app.register(swagger, {
    openapi: {
      info: { title: 't', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: shareErrorEnvelope,
  });
  const ok = z.object({ ok: z.boolean() });
  app.get('/public', { schema: { response: { 200: ok } } }, () => ({ ok: true }));
  app.put(
    '/things/:id',
    {
      config: { rateLimit: { max: 5, timeWindow: 1000 } },
      schema: {
        security: [{ bearer: [] }],
        params: ZIdParams,
        body: ok,
        response: { 200: ok, 409: ZErrorEnvelope },
      },
    },
    () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('every route declares the errors it can answer', () => {
  it('reads the statuses from what a route declares', () => {
    expect(errorStatusesOf({ method: 'GET', url: '/api/health', config: {} })).toEqual([400, 500, 503]);
    expect(
      errorStatusesOf({
        method: 'PATCH',
        url: '/api/admin/users/:id/approve',
        config: { rateLimit: { max: 1 } },
        schema: { security: [{ bearer: [] }] },
      }),
    ).toEqual([400, 408, 413, 415, 401, 403, 404, 429, 500, 503]);
  });

  it('adds them to a route registered after the hook, keeping the route’s own, under one shared schema', async () => {
    const app = await appWithRoutes();
    const document = app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { description: string; content?: unknown }> }>
      >;
      components: { schemas: Record<string, unknown> };
    };
    const put = document.paths['/things/{id}']?.put?.responses ?? {};
    expect(Object.keys(put).sort()).toEqual(
      ['200', '400', '401', '403', '404', '408', '409', '413', '415', '429', '500', '503'].sort(),
    );
    expect(put['409']?.description).toMatch(/Choca con el estado actual/);
    expect(put['404']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
    });
    expect(Object.keys(document.paths['/public']?.get?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '500',
      '503',
    ]);
    expect(document.components.schemas.ErrorEnvelope).toMatchObject({
      type: 'object',
      required: ['statusCode', 'code', 'message'],
    });
    await app.close();
  });
});
