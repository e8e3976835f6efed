/**
 * `npm run bench`: runs every benchmark (or those whose name contains the first argument) and
 * prints one table. Exits non-zero when a figure misses its target.
 */
import { printTable, type Benchmark, type Figure } from './harness';
import { bundle } from './bundle.bench';
import { startup } from './startup.bench';

const benchmarks: Benchmark[] = [startup, bundle];

const filter = process.argv[2];
const results: { benchmark: string; figure: Figure }[] = [];
for (const benchmark of benchmarks.filter((b) => !filter || b.name.includes(filter))) {
  console.error(`running: ${benchmark.name}`);
  for (const figure of await benchmark.run()) results.push({ benchmark: benchmark.name, figure });
}
printTable(results);
if (results.some(({ figure }) => figure.target !== undefined && figure.value > figure.target)) process.exitCode = 1;
