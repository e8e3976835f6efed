/**
 * `npm run machines:export`: every machine in src/application/machines/registry.ts into docs/machines/,
 * as a Mermaid state diagram (<id>.mmd) and as the studio's SVG (<id>.svg), with an index (README.md).
 * With --check it writes nothing and exits 1 when a file there is stale, missing or left over.
 */
import path from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import { MACHINES } from '../src/application/machines/registry';
import { machineDocuments, staleDocuments, writeDocuments } from './machineDocuments';

const dir = path.join(process.cwd(), 'docs', 'machines');
const documents = await machineDocuments(MACHINES, new ELK());

if (process.argv.includes('--check')) {
  const stale = staleDocuments(dir, documents);
  if (stale.length > 0) {
    console.error(`docs/machines/ is stale (${stale.join(', ')}): run npm run machines:export and commit the result`);
    process.exit(1);
  }
  console.log(`docs/machines/: ${MACHINES.length} machine(s), up to date`);
} else {
  writeDocuments(dir, documents);
  console.log(`docs/machines/: ${MACHINES.length} machine(s) written`);
}
