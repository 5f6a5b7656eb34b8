import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../../test/test-app';
import { redactedUrl } from './log-redaction';

// The e-mailed links carry their token in the query string; opening one must not leave it in the request log.
const lines: string[] = [];
let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { LOG_LEVEL: 'info' },
    app: { logger: true, logStream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(() => ctx.close());

describe('request log lines', () => {
  it('never hold the token of a reset or verification link, whichever page or route it was sent to', async () => {
    const secret = 'Zk3u9q-secreto-del-enlace';
    for (const url of [
      `/reset-password?token=${secret}`,
      `/verify-email?lang=es&token=${secret}#top`,
      `/api/auth/verify-email?Token=${secret}`,
    ]) {
      await ctx.app.inject({ method: 'GET', url });
    }
    const logged = lines.join('');
    expect(logged).toContain('/reset-password?token=[REDACTED]');
    expect(logged).toContain('/verify-email?lang=es&token=[REDACTED]');
    expect(logged).not.toContain(secret);
  });

  it('keeps every other part of a URL as it was', () => {
    expect(redactedUrl('/api/products?page=2&search=harina')).toBe('/api/products?page=2&search=harina');
    expect(redactedUrl('/ventas/abc?resetToken=x&apiKey=y&b=2')).toBe(
      '/ventas/abc?resetToken=[REDACTED]&apiKey=[REDACTED]&b=2',
    );
    expect(redactedUrl('/api/sales/0190f0a2/receipt')).toBe('/api/sales/0190f0a2/receipt');
  });

  it('never hold the token of a public receipt link, on the page or in the API', async () => {
    const token = 'Q2VzdGEtZGUtcGFuLWRlbC1sdW5lcy1wb3ItbGEtdGFyZGU';
    await ctx.app.inject({ method: 'GET', url: `/r/${token}` });
    await ctx.app.inject({ method: 'GET', url: `/api/public/receipts/${token}/receipt.pdf?paper=58` });
    const logged = lines.join('');
    expect(logged).toContain('/api/public/receipts/[REDACTED]/receipt.pdf?paper=58');
    expect(logged).not.toContain(token);
  });
});
