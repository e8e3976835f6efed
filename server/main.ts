import { loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { openDatabase } from './db/openDatabase';

const config = loadConfig(process.env);
const started = performance.now();

// The embedded database starts on a thread of its own while this thread loads the rest of the server,
// so a start costs the longer of the two rather than both (issue 15: a later start within 3 s). Hence
// the dynamic import: a static one would be loaded before the database could begin.
const opening = openDatabase(config);
const [db, { serve }] = await Promise.all([
  opening.catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }),
  import('./serve'),
]);
await serve(config, db, started);
