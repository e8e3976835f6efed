import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzTargets, knownRows, knownValues, runContractFuzzer, summary, type FuzzTarget } from '../../tests/support/contractFuzz/contractFuzzer';
import type { KnownRow } from '../../tests/support/contractFuzz/fuzzRequests';
import type { KnownValues } from '../../tests/support/contractFuzz/schemaValues';
import { startTestApp, type TestApp } from '../../tests/support/testApp';

/**
 * The contract fuzzer in the suite: a bounded number of generated requests to every operation of the three
 * APIs (FUZZ_PER_OPERATION, 10 by default; `npm run fuzz` sends many more), on the database of the run
 * (PGlite, and PostgreSQL in the server-postgres project). No answer may be a 5xx or a status its operation
 * does not list, and every body must match the schema of its status. A fixed seed, so a failure here is the
 * same failure again; FUZZ_SEED varies it.
 */
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 4120);

let server: TestApp;
let webhook: Server;
let known: KnownValues;
let rows: KnownRow[];
let targets: FuzzTarget[];

beforeAll(async () => {
  // The build system's webhook answers, so starting a build is a 204 and not the 503 of a server without one.
  webhook = createServer((_request, response) => response.writeHead(200).end());
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const { port } = webhook.address() as AddressInfo;
  server = await startTestApp({ seed: 'small', trustProxy: 1, buildWebhookUrl: `http://127.0.0.1:${port}/build` });
  known = await knownValues(server.db);
  rows = await knownRows(server.db);
  targets = await fuzzTargets();
}, 180_000);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => webhook?.close(resolve));
});

describe('the contract fuzzer', () => {
  it('gets no 5xx, no status an operation does not list, and no answer off its schema, from any operation', async () => {
    const report = await runContractFuzzer({ app: server.app, known, rows, perOperation: PER_OPERATION, seed: SEED, targets });
    console.log(summary(report, SEED, PER_OPERATION));
    expect(report.operations).toBe(targets.length);
    expect(report.requests).toBe(targets.length * PER_OPERATION);
    expect(report.failures).toEqual([]);
  }, 600_000);
});
