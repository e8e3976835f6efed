import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { PGLITE_EXTENSIONS, pgliteAsDatabase } from '../../server/db/pgliteDatabase';
import { seedDemoOfficers } from '../../server/db/seed/demoOfficers';
import { DEFAULT_SEED, DEFAULT_SEED_TODAY, SEED_PROFILES } from '../../server/db/seed/profiles';
import { seedEverything } from '../../server/db/seed/seed';

/**
 * What a test app's database starts with: the demo officers only, or everything of the small seed
 * profile. Both on a freshly migrated schema.
 */
export type DatabaseContent = 'officers' | 'small';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder of PGlite images (pgliteImages.setup.ts). */
    pgliteImageDir?: string;
  }
}

/** Migrates an empty database and fills it with `content`, as every test app's database was made. */
export async function prepareDatabase(db: Database, content: DatabaseContent): Promise<void> {
  await migrate(db);
  await db.transaction((tx) =>
    content === 'small'
      ? seedEverything(tx, { profile: SEED_PROFILES.small, today: DEFAULT_SEED_TODAY, seed: DEFAULT_SEED }).then(() => undefined)
      : seedDemoOfficers(tx),
  );
}

/** An in-memory PGlite prepared with `content`, dumped as an uncompressed data-directory image. */
async function buildImage(content: DatabaseContent): Promise<Blob> {
  const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await prepareDatabase(pgliteAsDatabase(pg), content);
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

/**
 * An in-memory PGlite started from this run's image of `content`, made by the first test file that needs
 * it: creating a PGlite (initdb), migrating and seeding took seconds in every test file, starting from
 * the image a fraction of that. Two files may make the same image at once; the rename keeps one whole.
 * Null on PostgreSQL and outside a run with an image folder (a benchmark, a project without the setup).
 */
export async function openFromImage(content: DatabaseContent): Promise<Database | null> {
  const dir = process.env.TEST_DATABASE_URL ? undefined : imageDir();
  if (!dir) return null;
  const file = path.join(dir, `${content}.tar`);
  if (!fs.existsSync(file)) {
    const temporary = `${file}.${process.pid}.${randomUUID()}`;
    fs.writeFileSync(temporary, Buffer.from(await (await buildImage(content)).arrayBuffer()));
    fs.renameSync(temporary, file);
  }
  const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([fs.readFileSync(file)]) });
  return pgliteAsDatabase(pg);
}

function imageDir(): string | undefined {
  try {
    return inject('pgliteImageDir');
  } catch {
    // Not inside a vitest worker.
    return undefined;
  }
}
