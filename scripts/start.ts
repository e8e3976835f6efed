/** `npm start`: builds the SPA when its sources changed since the last build, then starts the server. */
import { build } from 'vite';
import { spaBuildIsStale } from './spaBuild';

if (spaBuildIsStale(process.cwd())) {
  console.log('Building the SPA (dist/ is missing or older than the sources)...');
  await build({ logLevel: 'warn' });
}
await import('../server/main');
