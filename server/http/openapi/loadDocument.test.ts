import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadApiDocument } from './loadDocument';

const CACHE_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/norlink-openapi');

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) {
    const name = path.basename(folder);
    for (const kept of fs.readdirSync(CACHE_DIR).filter((file) => file.startsWith(`${name}.yaml-`))) fs.rmSync(path.join(CACHE_DIR, kept));
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

/** A contract whose schema lives in another file of its folder, as the error schema does in openapi/common. */
function contractFolder(maxLength: number): { folder: string; file: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-contract-'));
  folders.push(folder);
  fs.mkdirSync(path.join(folder, 'common'));
  writeCommon(folder, maxLength);
  const file = path.join(folder, `${path.basename(folder)}.yaml`);
  fs.writeFileSync(
    file,
    ['openapi: 3.1.0', 'paths:', '  /x:', '    get:', '      operationId: x', '      responses:', "        '200':", '          content:', '            application/json:', "              schema: { $ref: './common/name.yaml' }"].join('\n'),
  );
  return { folder, file };
}

function writeCommon(folder: string, maxLength: number): void {
  fs.writeFileSync(path.join(folder, 'common', 'name.yaml'), `type: string\nmaxLength: ${maxLength}\n`);
}

function schemaOf(document: Awaited<ReturnType<typeof loadApiDocument>>): unknown {
  return (document.paths['/x']!.get as { responses: Record<string, { content: Record<string, { schema: unknown }> }> }).responses['200']!.content['application/json']!.schema;
}

function keptFor(file: string): string[] {
  return fs.readdirSync(CACHE_DIR).filter((name) => name.startsWith(`${path.basename(file)}-`));
}

describe('loadApiDocument', () => {
  it('resolves $refs into other files and keeps one resolved copy of the document', async () => {
    const { file } = contractFolder(10);
    expect(schemaOf(await loadApiDocument(file))).toEqual({ type: 'string', maxLength: 10 });
    expect(keptFor(file)).toHaveLength(1);
    expect(schemaOf(await loadApiDocument(file))).toEqual({ type: 'string', maxLength: 10 });
  });

  it('reads the kept copy on the next load instead of resolving the sources again', async () => {
    const { file } = contractFolder(10);
    await loadApiDocument(file);
    const [kept] = keptFor(file);
    const copy = path.join(CACHE_DIR, kept!);
    fs.writeFileSync(copy, fs.readFileSync(copy, 'utf8').replace('"maxLength":10', '"maxLength":11'));
    expect(schemaOf(await loadApiDocument(file))).toEqual({ type: 'string', maxLength: 11 });
  });

  it('sees an edit to any file of the folder, and drops the copy of the older sources', async () => {
    const { folder, file } = contractFolder(10);
    await loadApiDocument(file);
    const [before] = keptFor(file);
    writeCommon(folder, 20);
    expect(schemaOf(await loadApiDocument(file))).toEqual({ type: 'string', maxLength: 20 });
    expect(keptFor(file)).toHaveLength(1);
    expect(keptFor(file)).not.toContain(before);
  });
});
