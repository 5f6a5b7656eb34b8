import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { latestMigrationTag } from '../../db/migrate';
import { MIGRATIONS_DIR } from '../../paths';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('reports the database kind and the latest migration', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        status: 'ok',
        db: expect.stringMatching(/^(embedded|server)$/),
        migration: latestMigrationTag(MIGRATIONS_DIR),
      },
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API path with the 404 envelope in Spanish', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Recurso no encontrado.',
    });
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/health');
  });
});
