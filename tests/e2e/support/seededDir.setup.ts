import fs from 'node:fs';
import { SEEDED_DIR_ENV } from '../../support/fixtureServer';
import { freshDataDir } from '../../support/serverProcess';

/** One folder per run for the seeded data directory the fixture servers copy; removed when the run ends. */
export default function globalSetup(): () => void {
  const folder = freshDataDir('norlink-seeded-');
  process.env[SEEDED_DIR_ENV] = folder;
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
