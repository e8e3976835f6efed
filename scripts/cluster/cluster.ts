import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { haproxyConfig } from './haproxyConfig';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ClusterOptions {
  readonly instances: number;
  /** How many of them start with the cluster (all by default); start() brings up the others. */
  readonly initialInstances?: number;
  /** The PostgreSQL every instance shares. */
  readonly databaseUrl: string;
  /** The proxy's port; instance i (1, 2, ...) listens on port + i, its metrics on port + 100 + i, HAProxy's stats on port + 100. */
  readonly port: number;
  readonly host?: string;
  /** Added to every instance's environment (DRAIN_SECONDS, LOG_LEVEL, SMTP_URL, ...). */
  readonly env?: NodeJS.ProcessEnv;
  readonly checkIntervalMs?: number;
  /** Where the proxy's configuration and each instance's log go; a temporary folder by default, removed by stop(). */
  readonly workDir?: string;
  /** How long an instance may take to be ready (a first start migrates, seeds an empty database). */
  readonly startTimeoutMs?: number;
}

export interface ClusterInstance {
  readonly name: string;
  readonly port: number;
  readonly metricsPort: number;
  readonly url: string;
  readonly log: string;
  process: ChildProcess | undefined;
}

export interface Cluster {
  /** Where officers connect: the proxy. */
  readonly url: string;
  /** HAProxy's stats page (`/stats`, `;csv` for machines) and its Prometheus metrics (`/metrics`). */
  readonly statsUrl: string;
  readonly instances: readonly ClusterInstance[];
  readonly workDir: string;
  /** How the proxy sees each instance now: 'UP', 'DOWN', 'UP 1/2' (going down), 'DOWN 1/2' (coming up), ... */
  proxyStatus(): Promise<Record<string, string>>;
  /** Waits until the proxy sees the instance in the given state ('UP' or 'DOWN'). */
  untilProxySees(name: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** Starts an instance (again) and waits until it is ready and the proxy sends it requests. */
  start(name: string): Promise<void>;
  /** SIGTERM: the graceful stop; resolves with the exit code once the process is gone. */
  terminate(name: string): Promise<number | null>;
  /** SIGKILL, as a crash; resolves once the process is gone. */
  kill(name: string): Promise<void>;
  /** Every instance and the proxy stopped (SIGTERM). */
  stop(): Promise<void>;
}

/** Debian installs HAProxy in /usr/sbin, which a user's PATH may not hold. */
export function haproxyBinary(): string {
  if (process.env.HAPROXY) return process.env.HAPROXY;
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, 'haproxy');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('HAProxy is not installed (Debian: apt-get install haproxy; .ci/run installs it)');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * N stateless NorLink instances on one PostgreSQL behind HAProxy, each a `node server/main.ts` of its own
 * with TRUST_PROXY=loopback, as README "Several instances behind a proxy" sets them up by hand: for the
 * scale-out benchmark, the restart drills and `npm run cluster`.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const host = options.host ?? '127.0.0.1';
  const temporary = options.workDir === undefined;
  const workDir = options.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-cluster-'));
  fs.mkdirSync(workDir, { recursive: true });
  const instances: ClusterInstance[] = Array.from({ length: options.instances }, (_, i) => ({
    name: `n${i + 1}`,
    port: options.port + i + 1,
    metricsPort: options.port + 101 + i,
    url: `http://127.0.0.1:${options.port + i + 1}`,
    log: path.join(workDir, `n${i + 1}.log`),
    process: undefined,
  }));
  const statsPort = options.port + 100;
  const statsUrl = `http://127.0.0.1:${statsPort}`;
  const config = path.join(workDir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    haproxyConfig({
      bind: `${host}:${options.port}`,
      statsBind: `127.0.0.1:${statsPort}`,
      backends: instances.map((instance) => ({ name: instance.name, address: `127.0.0.1:${instance.port}` })),
      ...(options.checkIntervalMs ? { checkIntervalMs: options.checkIntervalMs } : {}),
    }),
  );
  const byName = (name: string) => {
    const instance = instances.find((candidate) => candidate.name === name);
    if (!instance) throw new Error(`no instance ${name}`);
    return instance;
  };

  async function proxyStatus(): Promise<Record<string, string>> {
    const csv = await (await fetch(`${statsUrl}/stats;csv`)).text();
    const lines = csv.split('\n');
    const header = lines[0]!.replace(/^# /, '').split(',');
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((column) => header.indexOf(column));
    const statuses: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      if (cells[proxy!] === 'norlink' && cells[server!] !== 'BACKEND' && cells[server!] !== 'FRONTEND') statuses[cells[server!]!] = cells[status!]!;
    }
    return statuses;
  }

  async function untilProxySees(name: string, state: 'UP' | 'DOWN', timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = (await proxyStatus().catch(() => ({}) as Record<string, string>))[name];
      if (seen === state) return;
      if (Date.now() > deadline) throw new Error(`the proxy still sees ${name} as ${seen}, not ${state}`);
      await sleep(50);
    }
  }

  async function start(name: string): Promise<void> {
    const instance = byName(name);
    if (instance.process && instance.process.exitCode === null && instance.process.signalCode === null) throw new Error(`${name} is running`);
    const out = fs.openSync(instance.log, 'a');
    instance.process = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DRAIN_SECONDS: String(Math.max(2, (4 * (options.checkIntervalMs ?? 1000)) / 1000)),
        ...options.env,
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        TRUST_PROXY: 'loopback',
        METRICS_PORT: String(instance.metricsPort),
        INSTANCE_NAME: instance.name,
      },
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
    const child = instance.process;
    while (!(await fetch(`${instance.url}/readyz`).then((response) => response.ok, () => false))) {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${fs.readFileSync(instance.log, 'utf8').slice(-3000)}`);
      if (Date.now() > deadline) throw new Error(`${name} was not ready in time:\n${fs.readFileSync(instance.log, 'utf8').slice(-3000)}`);
      await sleep(100);
    }
    await untilProxySees(name, 'UP');
  }

  async function terminate(name: string): Promise<number | null> {
    const child = byName(name).process;
    if (!child) return null;
    child.kill('SIGTERM');
    return exited(child);
  }

  async function kill(name: string): Promise<void> {
    const child = byName(name).process;
    if (!child) return;
    child.kill('SIGKILL');
    await exited(child);
  }

  const haproxyLog = fs.openSync(path.join(workDir, 'haproxy.log'), 'a');
  const haproxy = spawn(haproxyBinary(), ['-db', '-f', config], { stdio: ['ignore', haproxyLog, haproxyLog] });
  fs.closeSync(haproxyLog);
  const proxyFailed = exited(haproxy).then((code) => {
    throw new Error(`HAProxy stopped (exit ${code}): ${fs.readFileSync(path.join(workDir, 'haproxy.log'), 'utf8').slice(-2000)}`);
  });
  proxyFailed.catch(() => undefined);
  const cluster: Cluster = {
    url: `http://127.0.0.1:${options.port}`,
    statsUrl,
    instances,
    workDir,
    proxyStatus,
    untilProxySees,
    start,
    terminate,
    kill,
    async stop() {
      await Promise.all(instances.map((instance) => terminate(instance.name)));
      haproxy.kill('SIGTERM');
      await exited(haproxy);
      if (temporary) fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
  try {
    // The first instance migrates (and seeds an empty database); the others then find it done.
    // A proxy that could not start (a port taken, a bad configuration) fails the start at once.
    await Promise.race([proxyFailed, start(instances[0]!.name)]);
    await Promise.all(instances.slice(1, options.initialInstances ?? instances.length).map((instance) => start(instance.name)));
  } catch (error) {
    await Promise.all(instances.map((instance) => kill(instance.name)));
    haproxy.kill('SIGKILL');
    throw error;
  }
  return cluster;
}
