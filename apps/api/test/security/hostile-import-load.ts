// One shop uploads hostile files while another sells: what the other shop and the server see. Used by the fault
// suite (hostile-imports.faults.ts), which holds the limits, and by the benchmark, which reports the figures.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import {
  largeCatalogueCsv,
  quotesCsv,
  xlsxWithHugeMedia,
  xlsxWithHugeSheet,
  xlsxWithRows,
} from '../hostile-files';

const MB = 1024 * 1024;

export interface THostileFile {
  name: string;
  filename: string;
  file: Buffer;
  /** How many times it is sent, one after another, at the pace a shop's budget of heavy work allows. */
  times: number;
}

/** The files an attacker sent (the list), made here: none is kept in the repository. */
export async function hostileFiles(): Promise<THostileFile[]> {
  return [
    {
      name: '1,000,000 rows',
      filename: 'filas.xlsx',
      file: await xlsxWithRows(1_000_000, { identical: true }),
      times: 6,
    },
    { name: 'a 1.5 GB picture', filename: 'foto.xlsx', file: await xlsxWithHugeMedia(1536 * MB), times: 6 },
    { name: 'a 1.5 GB sheet', filename: 'hoja.xlsx', file: await xlsxWithHugeSheet(1536 * MB), times: 6 },
    {
      name: 'a sheet that lies about its size',
      filename: 'miente.xlsx',
      file: await xlsxWithHugeSheet(400 * MB, MB),
      times: 6,
    },
    { name: '5 MB of quotes', filename: 'comillas.csv', file: quotesCsv(5 * MB - 1024), times: 6 },
    { name: 'a 6.2 MB CSV', filename: 'catalogo.csv', file: largeCatalogueCsv(6.2 * MB).file, times: 20 },
  ];
}

export interface TUploadAnswer {
  status: number;
  message: string;
  ms: number;
}

/** One upload to `POST /products/import` (dry run or not), as a browser's FormData sends it. */
export async function uploadImport(
  baseUrl: string,
  token: string,
  file: THostileFile,
  dryRun: boolean,
): Promise<TUploadAnswer> {
  const [answer] = await attack(baseUrl, token, { ...file, times: 1 }, 0, dryRun);
  if (!answer) throw new Error('the upload gave no answer');
  return answer;
}

/**
 * The file sent `times` times, `spacingMs` apart, from a thread of its own (hostile-attacker.worker.mjs), each
 * answer as the attacker saw it.
 */
export function attack(
  baseUrl: string,
  token: string,
  file: THostileFile,
  spacingMs: number,
  dryRun = false,
): Promise<TUploadAnswer[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./hostile-attacker.worker.mjs', import.meta.url), {
      workerData: {
        url: `${baseUrl}/api/products/import?dryRun=${dryRun}`,
        token,
        file: file.file,
        filename: file.filename,
        times: file.times,
        spacingMs,
      },
    });
    worker.once('message', (answers: TUploadAnswer[]) => {
      resolve(answers);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** The process's resident memory now, in MB (Linux). */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

export interface TWhileRunning {
  /** Latencies of the other shop's sales, one after another, while `work` ran. */
  saleMs: number[];
  /** The slowest answer of `/api/health`, asked every 50 ms while `work` ran. */
  healthMaxMs: number;
  /** The API process's largest resident memory seen, sampled every 25 ms. */
  peakRssMb: number;
}

/**
 * Runs `work` while the other shop sells (`sell` resolves once its sale is answered) and /api/health is asked,
 * and says what they saw. `pid` is the API process's.
 */
export async function whileRunning(
  baseUrl: string,
  pid: number,
  sell: () => Promise<void>,
  work: () => Promise<unknown>,
): Promise<TWhileRunning> {
  let isDone = false;
  const saleMs: number[] = [];
  let healthMaxMs = 0;
  let peakRssMb = residentMb(pid);
  const selling = (async () => {
    while (!isDone) {
      const started = performance.now();
      await sell();
      saleMs.push(performance.now() - started);
    }
  })();
  const health = (async () => {
    while (!isDone) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      healthMaxMs = Math.max(healthMaxMs, performance.now() - started);
      await sleep(50);
    }
  })();
  const memory = (async () => {
    while (!isDone) {
      peakRssMb = Math.max(peakRssMb, residentMb(pid));
      await sleep(25);
    }
  })();
  try {
    await work();
  } finally {
    isDone = true;
    await Promise.all([selling, health, memory]);
  }
  return { saleMs, healthMaxMs, peakRssMb };
}

/** The p99 of latencies, in ms. */
export function p99(latenciesMs: readonly number[]): number {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? Number.NaN;
}

/** The other shop's sales alone, `count` of them one after another: its idle latencies. */
export async function idleSales(sell: () => Promise<void>, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await sell();
    latencies.push(performance.now() - started);
  }
  return latencies;
}
