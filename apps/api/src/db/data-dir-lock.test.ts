import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { isProcessAlive } from './data-dir-lock';

/**
 * A process that has exited while its parent, alive, never waits for it: as a PostgreSQL left behind by a killed
 * API is once it stops, until the system's first process reaps it (late here, never as a container's own first
 * process). Its pid still answers signal 0.
 */
async function exitedButNotReaped() {
  // The shell starts a child and becomes a long sleep, which never waits for it; the child exits only once its
  // parent is that sleep (a child that exited sooner could be reaped by the shell).
  const child = `sh -c 'while [ "$(cat /proc/$PPID/comm)" = sh ]; do sleep 0.01; done'`;
  const parent = spawn('sh', ['-c', `${child} & echo $!; exec sleep 30`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [line] = (await once(parent.stdout, 'data')) as [Buffer];
  const pid = Number.parseInt(line.toString(), 10);
  return { pid, parent };
}

describe('isProcessAlive', () => {
  it('is false for a process that has exited but is not yet reaped', async () => {
    const { pid, parent } = await exitedButNotReaped();
    try {
      await expect.poll(() => isProcessAlive(pid), { timeout: 10_000 }).toBe(false);
      // Signal 0 still reaches it: a wait for that to fail would last until someone reaps it.
      expect(() => process.kill(pid, 0)).not.toThrow();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('is true for this process and false for a pid nobody has', () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    expect(isProcessAlive(2 ** 22 + 1)).toBe(false);
  });
});
