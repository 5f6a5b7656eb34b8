// kill -9 of the embedded PostgreSQL's postmaster: the API starts it again by itself (PostgreSQL recovers from
// its WAL), answering 503 meanwhile; if it cannot, it says so and exits non-zero (npm run test:faults).
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runCrashCycles } from './support/crash-cycles';
import { createServerHarness } from './support/server-process';

describe('kill -9 of the embedded PostgreSQL', () => {
  it('on an idle server: 503 while it is away, then the same API process serves again', async () => {
    const harness = await createServerHarness('cuadre-crash-idle-');
    try {
      const { run } = await harness.start();
      const killed = harness.postmasterPid()!;
      const killedAt = performance.now();
      process.kill(killed, 'SIGKILL');
      const statuses: (number | string)[] = [];
      let servedAgainMs: number | undefined;
      while (servedAgainMs === undefined && performance.now() - killedAt < 30_000) {
        const status = await fetch(`${harness.baseUrl}/api/health`, {
          signal: AbortSignal.timeout(3_000),
        }).then(
          (response) => response.status,
          (error: Error) => error.name,
        );
        statuses.push(status);
        const pid = harness.postmasterPid();
        if (status === 200 && pid !== killed) servedAgainMs = performance.now() - killedAt;
        else await sleep(20);
      }
      // Answered at once throughout, 503 (never a 500, a timeout or a refused connection), until it is back.
      expect(new Set(statuses)).toEqual(new Set([503, 200]));
      expect(servedAgainMs).toBeLessThan(15_000);
      expect(run.child.exitCode).toBeNull();
      expect(run.output()).toContain(
        `PostgreSQL embebido (proceso ${killed}) se detuvo inesperadamente; reiniciándolo…`,
      );
      // Said once the restart is complete, which the health check may see a moment before the line reaches the pipe.
      const restarted = /PostgreSQL embebido reiniciado \(proceso \d+, intento \d\)\./;
      for (let waited = 0; waited < 5_000 && !restarted.test(run.output()); waited += 50) await sleep(50);
      expect(run.output()).toMatch(restarted);
      const health = await fetch(`${harness.baseUrl}/api/health`);
      expect(await health.json()).toMatchObject({ data: { status: 'ok', db: 'embedded' } });
    } finally {
      await harness.dispose();
    }
  });

  it('when it cannot be started again, the API says so and exits 1', async () => {
    const harness = await createServerHarness('cuadre-crash-broken-');
    try {
      const { run } = await harness.start();
      // A setting PostgreSQL refuses: read on its next start only, so every restart fails.
      appendFileSync(path.join(harness.dataDir, 'pg', 'postgresql.conf'), '\nesto no es un ajuste\n');
      const killedAt = performance.now();
      process.kill(harness.postmasterPid()!, 'SIGKILL');
      const code = await Promise.race([run.exited, sleep(60_000).then(() => 'still running')]);
      expect(code).toBe(1);
      expect(performance.now() - killedAt).toBeLessThan(30_000);
      expect(run.output()).toContain(
        'No se pudo reiniciar PostgreSQL embebido tras 3 intentos; Cuadre se cierra. ' +
          `Revisa ${harness.dataDir}/pg (último error: `,
      );
      expect(run.output()).toContain('syntax error in file');
      expect(run.output()).not.toMatch(/\n\s+at /);
    } finally {
      await harness.dispose();
    }
  });

  it('10 cycles under a sale load: 503s during each outage, every acknowledged sale survives, it all adds up', async () => {
    const figures = await runCrashCycles('postgres', 10);
    expect(figures.cycles).toHaveLength(10);
    expect(figures.present).toBe(figures.acknowledged);
  });
});
