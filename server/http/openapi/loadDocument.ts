import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The parts of an OpenAPI 3.1 document the binder reads, after every $ref is resolved. */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, unknown>>;
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly components?: { readonly securitySchemes?: Record<string, SecurityScheme> };
}

export type SecurityScheme =
  | { readonly type: 'http'; readonly scheme: string }
  | { readonly type: 'apiKey'; readonly in: 'header' | 'query' | 'cookie'; readonly name: string };

/**
 * Where resolved contracts are kept between runs. Parsing the YAML and resolving its $refs took 0.7 s of
 * every server start and of every test file that builds the app; reading the result back takes a few ms.
 */
const CACHE_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/norlink-openapi');

/** Part of the cache key, so a change to how documents are resolved invalidates what older code kept. */
const CACHE_FORMAT = 'dereference circular=ignore, v1';

/**
 * Reads a YAML or JSON document and resolves its $refs, including those into other files of its folder.
 * The result is kept on disk under a hash of every file in that folder, so an edit to any of them is seen.
 */
export async function loadApiDocument(file: string): Promise<OpenApiDocument> {
  const cached = path.join(CACHE_DIR, `${path.basename(file)}-${sourcesHash(path.dirname(file))}.json`);
  try {
    return JSON.parse(fs.readFileSync(cached, 'utf8')) as OpenApiDocument;
  } catch {
    // Not kept yet (or unreadable): resolve it below.
  }
  const { default: $RefParser } = await import('@apidevtools/json-schema-ref-parser');
  const document = (await $RefParser.dereference(file, { dereference: { circular: 'ignore' } })) as unknown as OpenApiDocument;
  keep(cached, JSON.stringify(document));
  return document;
}

function sourcesHash(folder: string): string {
  const hash = createHash('sha256').update(CACHE_FORMAT);
  const files = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const name of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
    hash.update(`\0${path.relative(folder, name)}\0`).update(fs.readFileSync(name));
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * Written to a temporary name and renamed, so a reader in another process (parallel test files) never
 * sees half a file; what older sources left of the same document goes, so edits do not pile up.
 * A read-only install just resolves the contracts on every start.
 */
function keep(target: string, text: string): void {
  const folder = path.dirname(target);
  const document = path.basename(target).replace(/-[0-9a-f]{32}\.json$/, '-');
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, target);
    for (const name of fs.readdirSync(folder)) {
      if (name.startsWith(document) && name.endsWith('.json') && path.join(folder, name) !== target) fs.rmSync(path.join(folder, name), { force: true });
    }
  } catch {
    // The cache only saves time; the document in hand is correct either way.
    fs.rmSync(temporary, { force: true });
  }
}
