// kill -9 of the embedded PostgreSQL's postmaster: the API exits (code 1), the supervisor (this test) starts
// it again, and PostgreSQL recovers from its WAL on that start (npm run test:faults).
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runCrashCycles } from './support/crash-cycles';
import { createServerHarness } from './support/server-process';

describe('kill -9 of the embedded PostgreSQL', () => {
  it('on an idle server: the API notices within a second, says so and exits 1; the next start recovers', async () => {
    const harness = await createServerHarness('cuadre-crash-idle-');
    try {
      const { run } = await harness.start();
      const killedAt = performance.now();
      process.kill(harness.postmasterPid()!, 'SIGKILL');
      const code = await Promise.race([run.exited, sleep(10_000).then(() => 'still running')]);
      const noticedMs = performance.now() - killedAt;
      expect(code).toBe(1);
      expect(noticedMs).toBeLessThan(1_000);
      expect(run.output()).toContain('se detuvo inesperadamente; Cuadre se cierra para reiniciarse');
      const { run: next } = await harness.start();
      const health = await fetch(`${harness.baseUrl}/api/health`);
      expect(await health.json()).toMatchObject({ data: { status: 'ok', db: 'embedded' } });
      expect(next.child.exitCode).toBeNull();
    } finally {
      await harness.dispose();
    }
  });

  it('10 cycles under a sale load: every acknowledged sale survives, stock and payments add up', async () => {
    const figures = await runCrashCycles('postgres', 10);
    expect(figures.cycles).toHaveLength(10);
    expect(figures.present).toBe(figures.acknowledged);
  });
});
