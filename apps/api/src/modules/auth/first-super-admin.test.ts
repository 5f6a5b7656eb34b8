import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { createTestContext, type TTestContext } from '../../../test/test-app';
import { ensureFirstSuperAdmin, GENERATED_ADMIN_EMAIL, generateAdminPassword } from './first-super-admin';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('the first SUPER_ADMIN', () => {
  it('is created once from ADMIN_EMAIL/ADMIN_PASSWORD and never overwritten by a later start', async () => {
    const env = { ADMIN_EMAIL: 'Jefa@Cuadre.test', ADMIN_PASSWORD: 'Primera#2025' };
    expect(await ensureFirstSuperAdmin(ctx.db, env, 'server')).toEqual({
      kind: 'from-env',
      email: 'jefa@cuadre.test',
      created: true,
    });
    const response = await login('jefa@cuadre.test', 'Primera#2025');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.role).toBe('SUPER_ADMIN');

    const restart = await ensureFirstSuperAdmin(
      ctx.db,
      { ...env, ADMIN_PASSWORD: 'Cambiada#2025' },
      'server',
    );
    expect(restart).toMatchObject({ created: false });
    expect((await login('jefa@cuadre.test', 'Primera#2025')).statusCode).toBe(200);
  });

  it('without variables: generated once in embedded mode, only reported on a server', async () => {
    // A SUPER_ADMIN exists already (previous test): nothing to do.
    expect(await ensureFirstSuperAdmin(ctx.db, {}, 'embedded')).toEqual({ kind: 'exists' });
    await ctx.db.delete(users).where(eq(users.role, 'SUPER_ADMIN'));

    expect(await ensureFirstSuperAdmin(ctx.db, {}, 'server')).toEqual({ kind: 'missing' });
    const generated = await ensureFirstSuperAdmin(ctx.db, {}, 'embedded');
    expect(generated).toMatchObject({ kind: 'generated', email: GENERATED_ADMIN_EMAIL });
    if (generated.kind !== 'generated') throw new Error('unreachable');
    expect((await login(GENERATED_ADMIN_EMAIL, generated.password)).json().data.user.role).toBe(
      'SUPER_ADMIN',
    );
    // The next start prints nothing new.
    expect(await ensureFirstSuperAdmin(ctx.db, {}, 'embedded')).toEqual({ kind: 'exists' });
  });

  it('generates 16-character passwords with every character class', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = generateAdminPassword();
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[#%+=!]/);
    }
  });
});
