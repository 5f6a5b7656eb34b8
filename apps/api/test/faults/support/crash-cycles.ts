// kill -9 at a random moment under a sale load and hold the database to what the clients were told. Killed, the
// API is started again as a supervisor would; a killed PostgreSQL is restarted by the API itself, which answers
// 503 meanwhile. Shared by crash-api.faults.ts and crash-postgres.faults.ts.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { isProcessAlive } from '../../../src/db/data-dir-lock';
import { checkLedger, postSale, seedShop, startSaleLoad, type TAttempt } from './sale-load';
import { createServerHarness, type TServerRun } from './server-process';

export type TCrashTarget = 'api' | 'postgres';

const CLIENTS = 4;
/** The kill lands between these many ms after the load starts. */
const KILL_WINDOW_MS = [250, 2_500] as const;

export interface TCycleFigures {
  cycle: number;
  requests: number;
  acknowledged: number;
  lost: number;
  /** Lost requests that had in fact committed: their retry was a replay, not a second sale. */
  committedButLost: number;
  restartMs: number;
}

export interface TCrashFigures {
  target: TCrashTarget;
  cycles: TCycleFigures[];
  acknowledged: number;
  present: number;
  sales: number;
  unitsSold: number;
  paidSalesTotal: string;
  paidSalesPayments: string;
}

async function exitWithin(run: TServerRun, ms: number): Promise<number | null | 'still running'> {
  return Promise.race([run.exited, sleep(ms).then(() => 'still running' as const)]);
}

export async function runCrashCycles(target: TCrashTarget, cycles: number): Promise<TCrashFigures> {
  const harness = await createServerHarness(`cuadre-crash-${target}-`);
  try {
    let { run } = await harness.start();
    const shop = await seedShop(harness.databaseUrl());
    const acknowledged = new Map<string, { saleId: string; total: number }>();
    const figures: TCycleFigures[] = [];
    const record = (attempt: TAttempt) => {
      if (attempt.outcome === 'acknowledged') {
        acknowledged.set(attempt.key, { saleId: attempt.saleId!, total: attempt.total! });
      }
    };

    for (let cycle = 1; cycle <= cycles; cycle += 1) {
      const load = startSaleLoad(harness.baseUrl, shop, CLIENTS, `ciclo${cycle}`);
      const [from, to] = KILL_WINDOW_MS;
      await sleep(from + Math.random() * (to - from));

      let restartMs: number;
      let attempts: TAttempt[];
      if (target === 'api') {
        run.child.kill('SIGKILL');
        await run.exited;
        attempts = await load.stop();
        // The supervisor's restart: nothing done by hand in between (no lock or pid file removed).
        const restarted = await harness.start();
        run = restarted.run;
        restartMs = restarted.ms;
      } else {
        const postmaster = harness.postmasterPid();
        expect(postmaster, 'postmaster.pid').not.toBeNull();
        const killedAt = performance.now();
        process.kill(postmaster!, 'SIGKILL');
        // The API starts its PostgreSQL again by itself; the load goes on through the outage.
        await harness.waitForRestartedPostgres(run, postmaster!);
        restartMs = performance.now() - killedAt;
        await sleep(250);
        attempts = await load.stop();
        expect(run.child.exitCode, `cycle ${cycle}: the API stays up\n${run.output()}`).toBeNull();
        // Meanwhile every request got an answer: 503 while the database was away, never a 500 nor silence.
        const unanswered = attempts.filter((attempt) => attempt.outcome === 'lost' && attempt.status !== 503);
        expect(unanswered.map((attempt) => attempt.status ?? 'no answer')).toEqual([]);
      }
      attempts.forEach(record);
      const lost = attempts.filter((attempt) => attempt.outcome === 'lost');

      const afterCrash = await checkLedger(harness.databaseUrl(), shop, acknowledged);
      expect(afterCrash.missing, `cycle ${cycle}: acknowledged sales missing after the restart`).toEqual([]);
      expect(afterCrash.stockBalanced, `cycle ${cycle}: stock + units sold = initial stock`).toBe(true);
      expect(afterCrash.movementsBalanced, `cycle ${cycle}: each product's movements = its stock`).toBe(true);
      expect(afterCrash.paymentsBalanced, `cycle ${cycle}: payments add up`).toBe(true);
      expect(afterCrash.countersBalanced, `cycle ${cycle}: seller counters`).toBe(true);
      expect(afterCrash.keys, `cycle ${cycle}: one Idempotency-Key row per sale`).toBe(afterCrash.sales);

      // The clients retry what they never got an answer for, with the same keys and bodies.
      let committedButLost = 0;
      for (const attempt of lost) {
        const retry = await postSale(harness.baseUrl, shop, attempt.key, attempt.body);
        expect(retry.outcome, `cycle ${cycle}: retry of ${attempt.key} answered ${retry.status}`).not.toBe(
          'lost',
        );
        if (retry.replayed) committedButLost += 1;
        record(retry);
      }
      const afterRetries = await checkLedger(harness.databaseUrl(), shop, acknowledged);
      // Every sale in the database is one some client holds a 201 for: no duplicate from a retry.
      expect(afterRetries.sales, `cycle ${cycle}: sales = acknowledged keys`).toBe(acknowledged.size);
      expect(afterRetries.missing).toEqual([]);
      expect(
        afterRetries.stockBalanced &&
          afterRetries.movementsBalanced &&
          afterRetries.paymentsBalanced &&
          afterRetries.countersBalanced,
      ).toBe(true);

      const cycleFigures: TCycleFigures = {
        cycle,
        requests: attempts.length,
        acknowledged: attempts.filter((attempt) => attempt.outcome === 'acknowledged').length,
        lost: lost.length,
        committedButLost,
        restartMs: Math.round(restartMs),
      };
      figures.push(cycleFigures);
      console.info(`[crash:${target}] ${JSON.stringify(cycleFigures)}`);
    }

    const final = await checkLedger(harness.databaseUrl(), shop, acknowledged);
    // And a clean stop still works after all that: exit 0, PostgreSQL stopped with it.
    const postmaster = harness.postmasterPid();
    run.child.kill('SIGINT');
    expect(await exitWithin(run, 20_000)).toBe(0);
    expect(postmaster !== null && isProcessAlive(postmaster)).toBe(false);

    const summary: TCrashFigures = {
      target,
      cycles: figures,
      acknowledged: final.acknowledged,
      present: final.present,
      sales: final.sales,
      unitsSold: final.unitsSold,
      paidSalesTotal: final.paidSalesTotal,
      paidSalesPayments: final.paidSalesPayments,
    };
    console.info(
      `[crash:${target}] ${cycles} cycles survived: ${summary.present}/${summary.acknowledged} acknowledged ` +
        `sales present, ${summary.sales} sales in all, ${figures.reduce((s, f) => s + f.lost, 0)} requests ` +
        `lost in flight (${figures.reduce((s, f) => s + f.committedButLost, 0)} of them had committed and ` +
        `replayed on retry), PAID totals ${summary.paidSalesTotal} = payments ${summary.paidSalesPayments}`,
    );
    return summary;
  } finally {
    await harness.dispose();
  }
}
