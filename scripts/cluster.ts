/**
 * `npm run cluster -- [--instances 3] [--port 8080] [--host 127.0.0.1]`: N NorLink instances on the
 * PostgreSQL of DATABASE_URL behind HAProxy on one machine (scripts/cluster/cluster.ts), until Ctrl-C;
 * the benchmark and the restart drills start the same. README: Several instances behind a proxy.
 */
import { parseArgs } from 'node:util';
import { startCluster } from './cluster/cluster';

const { values } = parseArgs({
  options: { instances: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' }, host: { type: 'string', default: '127.0.0.1' } },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to the PostgreSQL the instances share.');
  process.exit(2);
}
const cluster = await startCluster({ instances: Number(values.instances), port: Number(values.port), host: values.host, databaseUrl, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } });
console.log(
  [
    `NorLink behind HAProxy: http://${values.host}:${values.port}`,
    `HAProxy's stats: ${cluster.statsUrl}/stats (Prometheus: ${cluster.statsUrl}/metrics)`,
    ...cluster.instances.map((i) => `  ${i.name}: ${i.url} (metrics http://127.0.0.1:${i.metricsPort}/metrics), log ${i.log}`),
    `Proxy configuration: ${cluster.workDir}/haproxy.cfg. Ctrl-C stops everything.`,
  ].join('\n'),
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
