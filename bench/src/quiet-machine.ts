import { readFileSync } from 'node:fs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Idle and total CPU time of the whole machine, from /proc/stat (Linux); null elsewhere. */
function cpuTimes(): { idle: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal: idle counts idle and iowait.
    return {
      idle: fields[3]! + (fields[4] ?? 0),
      total: fields.slice(0, 8).reduce((sum, value) => sum + value, 0),
    };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine's CPUs are mostly idle: after a load test PostgreSQL goes on vacuuming and
 * checkpointing the rows it just took for a while, and Lighthouse's blocking time is measured on the same cores.
 * Returns the idle share of the last window (1 on a machine without /proc), and gives up after `timeoutMs`.
 */
export async function waitForQuietMachine(
  options: { idleShare?: number; windowMs?: number; timeoutMs?: number } = {},
): Promise<{ idleShare: number; waitedMs: number }> {
  const wanted = options.idleShare ?? 0.9;
  const windowMs = options.windowMs ?? 1_000;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const started = Date.now();
  let idleShare = 0;
  do {
    const before = cpuTimes();
    await sleep(windowMs);
    const after = cpuTimes();
    if (!before || !after) return { idleShare: 1, waitedMs: Date.now() - started };
    idleShare = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (idleShare >= wanted) break;
  } while (Date.now() - started < timeoutMs);
  return { idleShare, waitedMs: Date.now() - started };
}
