import autocannon from 'autocannon';

export interface TLoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
}

export interface TLoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** Builds each request's body and extra headers (a fresh Idempotency-Key per sale, say). */
  makeRequest?: () => { body?: string; headers?: Record<string, string> };
}

/** One autocannon run on loopback; latency from its HDR histogram, throughput as 2xx answers per second. */
export async function runLoad(options: TLoadOptions): Promise<TLoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.makeRequest
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const extra = options.makeRequest!();
                return {
                  ...request,
                  ...(extra.body !== undefined ? { body: extra.body } : {}),
                  headers: { ...request.headers, ...extra.headers },
                };
              },
            },
          ],
        }
      : {}),
  });
  const ok = result['2xx'];
  return {
    requestsPerSecond: ok / options.durationSeconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export interface TLatencySample {
  /** Every latency in milliseconds (performance.now(), not autocannon's whole milliseconds), unsorted. */
  latenciesMs: number[];
  failures: number;
}

/** Latencies of `count` GETs sent `concurrency` at a time: exact percentiles where autocannon has none (p95). */
export async function sampleLatencies(
  url: string,
  headers: Record<string, string>,
  count: number,
  concurrency: number,
): Promise<TLatencySample> {
  const latenciesMs: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      latenciesMs.push(performance.now() - started);
      if (!response.ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latenciesMs, failures };
}

/** p50/p95/p99 of one or more samples taken together. */
export function summarise(samples: TLatencySample[]): {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  failures: number;
  count: number;
} {
  const sorted = samples.flatMap((sample) => sample.latenciesMs).sort((a, b) => a - b);
  return {
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    failures: samples.reduce((sum, sample) => sum + sample.failures, 0),
    count: sorted.length,
  };
}
