/**
 * `npm run fuzz`: the contract fuzzer of the suite (tests/support/contractFuzz/), run long, as a nightly job
 * would: many generated requests to every operation of the three APIs on a freshly seeded database, then the
 * counts (requests, operations, statuses seen, 5xx, undocumented statuses, answers off their schema) and each
 * failure with the request that caused it. Exits 1 on any failure.
 *
 *   npm run fuzz                                   200 per operation on embedded PGlite, a random seed
 *   npm run fuzz -- --per-operation 500 --seed 42  (a failure is reproduced by its seed)
 *   npm run fuzz -- --database postgres://norlink_ci:norlink_ci@127.0.0.1:5432/norlink_ci
 *   npm run fuzz -- --only getCustomerPage,createCustomerNote --log fuzz.tsv
 *
 * On PostgreSQL the run gets a schema of its own, dropped at the end.
 */
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { fuzzTargets, knownRows, knownValues, runContractFuzzer, summary } from '../tests/support/contractFuzz/contractFuzzer';
import { startTestApp } from '../tests/support/testApp';

const { values } = parseArgs({
  options: {
    'per-operation': { type: 'string', default: '200' },
    seed: { type: 'string' },
    database: { type: 'string' },
    only: { type: 'string' },
    log: { type: 'string' },
  },
});
const perOperation = Number(values['per-operation']);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(perOperation) || perOperation < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- [--per-operation N] [--seed N] [--database postgres://...] [--only op,op] [--log file.tsv]');
  process.exit(2);
}
// The test support opens a schema of its own on the PostgreSQL of TEST_DATABASE_URL, else an in-memory PGlite.
if (values.database) process.env.TEST_DATABASE_URL = values.database;
else delete process.env.TEST_DATABASE_URL;

const webhook = createServer((_request, response) => response.writeHead(200).end());
await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
console.log(`seeding a ${values.database ? 'PostgreSQL schema' : 'PGlite database'} with the small profile...`);
const server = await startTestApp({ seed: 'small', trustProxy: 1, buildWebhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/build` });
const only = values.only?.split(',');
const targets = (await fuzzTargets()).filter((target) => !only || only.includes(target.operation.operationId));
const log = values.log ? fs.createWriteStream(values.log) : undefined;
log?.write('status\tapi\toperation\tas\tnote\trequest\tanswer\n');
const oneLine = (text: string) => text.replaceAll(/[\t\r\n]/g, ' ').slice(0, 500);
try {
  const report = await runContractFuzzer({
    app: server.app,
    known: await knownValues(server.db),
    rows: await knownRows(server.db),
    perOperation,
    seed,
    targets,
    progress: (done, of, sofar) => {
      if (done % 20 === 0 || done === of) console.log(`  ${done}/${of} operations, ${sofar.requests} requests, ${sofar.failures.length} failures`);
    },
    observe: (target, request, response) =>
      log?.write(`${response.statusCode}\t${target.api}\t${target.operation.operationId}\t${request.as}\t${oneLine(request.note)}\t${oneLine(`${request.method} ${request.url}`)}\t${oneLine(response.body)}\n`),
  });
  console.log(summary(report, seed, perOperation));
  console.log(`database: ${server.db.kind}; operations never answered 2xx: ${report.neverSucceeded.length}`);
  process.exitCode = report.failures.length ? 1 : 0;
} finally {
  log?.end();
  await server.close();
  webhook.close();
}
