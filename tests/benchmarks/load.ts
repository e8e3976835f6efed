import autocannon from 'autocannon';

export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export interface LoadResult {
  readonly requests: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  readonly errors: number;
  /** Answers by status code, for telling what the errors were. */
  readonly statuses: Readonly<Record<string, number>>;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly perSecond: number;
}

/** The q-quantile (0–1) of the values, nearest rank. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

/**
 * autocannon against a running server: `connections` keep one request each in flight for
 * `seconds`, each taking the next of `requests` in turn (so the connections spread over all of
 * them). Percentiles are exact, over every response's time (autocannon's own table has no p95).
 */
export async function runLoad(options: { url: string; connections: number; seconds: number; requests: readonly LoadRequest[] }): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (request) => {
              const chosen = options.requests[next++ % options.requests.length]!;
              return { ...request, method: chosen.method, path: chosen.path, headers: chosen.headers, ...(chosen.body === undefined ? {} : { body: chosen.body }) };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]));
  return {
    requests: latencies.length,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.reduce((a, b) => Math.max(a, b), 0),
    perSecond: latencies.length / options.seconds,
  };
}

/** Each request once, one after the other: the time of a search nobody made before (no cache to help). */
export async function runEachOnce(url: string, requests: readonly LoadRequest[]): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  for (const request of requests) {
    const started = performance.now();
    const response = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, ...(request.body === undefined ? {} : { body: request.body }) });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) errors++;
  }
  return { latencies, errors };
}
