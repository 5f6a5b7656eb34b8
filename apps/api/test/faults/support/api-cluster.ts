// The multi-process deployment of docs/operations.md, for real: two API processes (src/server.ts) on one
// PostgreSQL server and one Redis, behind Debian's HAProxy, as a load balancer in front of a shop would run them.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findListenPort } from '../../listen-port';
import { spawnApiServer, waitForServerHealth, type TServerRun } from './server-process';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TApiProcess extends TServerRun {
  name: string;
  baseUrl: string;
}

export interface TApiCluster {
  /** HAProxy's front door. */
  baseUrl: string;
  processes: [TApiProcess, TApiProcess];
  /** Waits until HAProxy's health checks have marked `name` down, so no new request goes to it. */
  waitUntilDown: (name: string) => Promise<void>;
  dispose: () => Promise<void>;
}

function haproxyBinary(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'Esta prueba necesita HAProxy: apt-get install haproxy (.ci/run lo instala como instala Chromium).',
    );
  }
}

function spawnApi(name: string, port: number, databaseUrl: string, dataDir: string): TApiProcess {
  const run = spawnApiServer({
    DATA_DIR: path.join(dataDir, name),
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    // HAProxy connects from the loopback address and says who the client is in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  });
  return { ...run, name, baseUrl: `http://127.0.0.1:${port}` };
}

function haproxyConfig(frontPort: number, statsSocket: string, backends: { name: string; port: number }[]) {
  return [
    'global',
    `  stats socket ${statsSocket} mode 600 level admin`,
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // Only a request that never reached a process is sent to the other one: a sale must not be sent twice.
    '  retries 2',
    '  retry-on conn-failure',
    '  option redispatch',
    '  option forwardfor',
    'frontend cuadre',
    `  bind 127.0.0.1:${frontPort}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check inter 300 fall 2 rise 1`),
    '',
  ].join('\n');
}

/** The backends' states as HAProxy sees them ("UP", "DOWN", …). */
async function serverStates(statsSocket: string): Promise<Map<string, string>> {
  const { connect } = await import('node:net');
  const csv = await new Promise<string>((resolve, reject) => {
    const socket = connect(statsSocket);
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.write('show stat\n');
  });
  const states = new Map<string, string>();
  for (const line of csv.split('\n')) {
    const fields = line.split(',');
    if (fields[0] === 'api' && fields[1] && fields[1] !== 'BACKEND') states.set(fields[1], fields[17] ?? '');
  }
  return states;
}

export async function startApiCluster(databaseUrl: string): Promise<TApiCluster> {
  const haproxy = haproxyBinary();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cuadre-cluster-'));
  const ports = [await findListenPort(), await findListenPort()];
  // One after the other: both apply migrations under the advisory lock, but the second start is then quick.
  const processes = [] as unknown as [TApiProcess, TApiProcess];
  for (const [i, name] of ['a', 'b'].entries()) {
    const api = spawnApi(name, ports[i]!, databaseUrl, dataDir);
    processes.push(api);
    await waitForServerHealth(api.baseUrl, api);
  }

  const frontPort = await findListenPort();
  const statsSocket = path.join(dataDir, 'haproxy.sock');
  const configFile = path.join(dataDir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig(
      frontPort,
      statsSocket,
      processes.map((p, i) => ({ name: p.name, port: ports[i]! })),
    ),
  );
  let haproxyOutput = '';
  const proxy = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  proxy.stdout?.on('data', (chunk: Buffer) => (haproxyOutput += chunk.toString()));
  proxy.stderr?.on('data', (chunk: Buffer) => (haproxyOutput += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${frontPort}`;
  await waitForServerHealth(baseUrl, { child: proxy, output: () => haproxyOutput });

  return {
    baseUrl,
    processes,
    waitUntilDown: async (name) => {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        if ((await serverStates(statsSocket)).get(name)?.startsWith('DOWN')) return;
        await sleep(100);
      }
      throw new Error(`HAProxy never marked ${name} down`);
    },
    dispose: async () => {
      for (const api of processes) {
        if (api.child.exitCode === null && api.child.signalCode === null) {
          api.child.kill('SIGINT');
          await Promise.race([api.exited, sleep(10_000)]);
          api.child.kill('SIGKILL');
        }
      }
      proxy.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
