import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { pgliteAsDatabase } from '../../server/db/pgliteDatabase';
import { seedDemoOfficers } from '../../server/db/seed/demoOfficers';
import { DEFAULT_SEED, TEST_SEED_TODAY, SEED_PROFILES } from '../../server/db/seed/profiles';
import { seedEverything } from '../../server/db/seed/seed';
import { TEST_PGLITE_OPTIONS } from './testDatabase';

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
      ? seedEverything(tx, { profile: SEED_PROFILES.small, today: TEST_SEED_TODAY, seed: DEFAULT_SEED }).then(() => undefined)
      : seedDemoOfficers(tx),
  );
}

/**
 * The data directory of this run's image of `content` (a PGlite database prepared with it and closed), made
 * by the first test file that needs it: creating a PGlite (initdb), migrating and seeding took seconds in
 * every test file. Two files may make the same image at once; each builds in a folder of its own and the
 * first rename wins. Null on PostgreSQL and outside a run with an image folder (a benchmark, a project
 * without the setup).
 */
async function imageDirectory(content: DatabaseContent): Promise<string | null> {
  const dir = process.env.TEST_DATABASE_URL ? undefined : imageDir();
  if (!dir) return null;
  const image = path.join(dir, content);
  if (!fs.existsSync(image)) {
    const building = `${image}.${process.pid}.${randomUUID()}`;
    const pg = await PGlite.create(building, TEST_PGLITE_OPTIONS);
    try {
      await prepareDatabase(pgliteAsDatabase(pg), content);
    } finally {
      await pg.close();
    }
    try {
      fs.renameSync(building, image);
    } catch (error) {
      if (!fs.existsSync(image)) throw error;
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  return image;
}

/** Copies this run's image of `content` into `dataDir` (which must not exist); false when there is no image. */
export async function copyImageTo(content: DatabaseContent, dataDir: string): Promise<boolean> {
  const image = await imageDirectory(content);
  if (!image) return false;
  fs.cpSync(image, dataDir, { recursive: true });
  return true;
}

/**
 * A PGlite over a copy of this run's image of `content`, removed again on close. A copied data directory
 * (in the run's folder, on /dev/shm where there is one) opens in about half a second; loading a dumped image
 * into memory took 1.2–2.5 s, most of it unpacking the tar in JavaScript.
 */
export async function openFromImage(content: DatabaseContent): Promise<Database | null> {
  const dir = imageDir();
  const copy = dir && path.join(dir, `copy-${process.pid}-${randomUUID()}`);
  if (!copy || !(await copyImageTo(content, copy))) return null;
  return pgliteAsDatabase(await PGlite.create(copy, TEST_PGLITE_OPTIONS), () => fs.rmSync(copy, { recursive: true, force: true }));
}

function imageDir(): string | undefined {
  try {
    return inject('pgliteImageDir');
  } catch {
    // Not inside a vitest worker.
    return undefined;
  }
}
