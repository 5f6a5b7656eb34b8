import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureZodSpanish } from '@cuadre/shared/common/zod-setup';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import { seedUser } from '../seed';
import { seedProduct } from '../seed-catalog';
import { createTestContext, type TTestContext } from '../test-app';
import { createFingerprinter, type TFingerprinter } from './db-fingerprint';
import { isAllowedMessage } from './hostile-harness';

/** The suites' own instruments: if one of them were blind, the guarantees built on it would be empty. */

let ctx: TTestContext;
let fingerprint: TFingerprinter;

beforeAll(async () => {
  ctx = await createTestContext();
  fingerprint = await createFingerprinter(ctx.pool);
});
afterAll(() => ctx.close());

describe('the database fingerprint', () => {
  it('covers every table of the schema', () => {
    expect(fingerprint.tables).toEqual(
      expect.arrayContaining(['users', 'products', 'clients', 'sales', 'sale_items', 'payments', 'expenses']),
    );
    expect(fingerprint.tables.length).toBeGreaterThanOrEqual(13);
  });

  it('moves on every committed insert, update and delete, and not on reads, locks or rollbacks', async () => {
    const { user } = await seedUser(ctx);
    const product = await seedProduct(ctx, user.id);
    let before = await fingerprint.take();
    await ctx.pool.query('SELECT * FROM products WHERE id = $1', [product.id]);
    const client = await ctx.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT * FROM products WHERE id = $1 FOR UPDATE', [product.id]);
      await client.query('UPDATE products SET quantity = quantity - 1 WHERE id = $1', [product.id]);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await fingerprint.take(), 'a read, a lock or a rollback').toBe(before);

    await ctx.pool.query('UPDATE products SET quantity = quantity WHERE id = $1', [product.id]);
    expect(await fingerprint.take(), 'an update that changes no value').not.toBe(before);
    before = await fingerprint.take();
    await seedProduct(ctx, user.id);
    expect(await fingerprint.take(), 'an insert').not.toBe(before);
    before = await fingerprint.take();
    await ctx.pool.query('DELETE FROM products WHERE id = $1', [product.id]);
    expect(await fingerprint.take(), 'a delete').not.toBe(before);
  });
});

describe('the Spanish-message check', () => {
  it("refuses zod's, Fastify's and HTTP's English defaults, and accepts the app's texts and zod's Spanish", () => {
    // zod's English defaults as zod 4 writes them (the locale is process-wide, already Spanish here).
    for (const text of [
      'Invalid input: expected string, received number',
      'Too small: expected string to have >=1 characters',
      'Invalid option: expected one of "PAID"|"PENDING"',
      'Required',
      "body must have required property 'name'",
      'Bad Request',
      "'/api/products/%' is not a valid url component",
      '',
    ]) {
      expect(isAllowedMessage(text), text).toBe(false);
    }
    configureZodSpanish();
    const spanish = z.string().safeParse(1).error?.issues[0]?.message;
    expect(spanish).toMatch(/^Entrada inválida/);
    for (const text of [
      spanish,
      VALIDATION.invalidDate,
      SERVER_MESSAGES.VALIDATION_FAILED,
      'No puede tener más de 150 caracteres',
    ]) {
      expect(isAllowedMessage(text), text).toBe(true);
    }
    // The admin forms are English in the spec: allowed there only.
    expect(isAllowedMessage('Name is required')).toBe(false);
    expect(isAllowedMessage('Name is required', true)).toBe(true);
  });
});
