import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Chunk groups for the SPA build (issue 47). Left to itself, the bundler puts every set of modules that the
 * same lazily loaded routes share into a chunk of its own: 375 chunks, 90 of them fetched one import level
 * after another before a customer page opened in a new tab could paint. Here the modules each of the usual
 * steps of a page load needs are one chunk per step, in the order the tab needs them:
 *
 * - `boot`: what main.tsx imports (React, the router, the session machine): the login page's download;
 * - `shell`: what the signed-in shell, its services and the dashboard import besides: every signed-in page
 *   needs it, and the dashboard downloads the same code as before, in one file;
 * - `customer-reads` and `customers`: the customer and invoice pages' first reads, and the pages, each with
 *   the modules they share with other areas (those areas then fetch that file too: fewer, larger files).
 *
 * Everything else keeps the bundler's splitting, and every other area its own chunks; the pages' tabs and
 * dialogs stay lazily loaded. Each group is the static-import closure of its roots, less the groups before it.
 */
const STEPS: readonly { readonly name: string; readonly roots: readonly string[] }[] = [
  { name: 'boot', roots: ['src/ui/main.tsx'] },
  { name: 'shell', roots: ['src/ui/shell/AppShell.tsx', 'src/composition/signedInServices.ts', 'src/ui/dashboard/DashboardPage.tsx'] },
  { name: 'customer-reads', roots: ['src/ui/customers/firstReads.ts'] },
  { name: 'customers', roots: ['src/ui/customers/pages.tsx'] },
];

/** What the closure needs to know of a module: its code as the bundler holds it, and where its imports lead. */
export interface ModuleGraph {
  code(id: string): string | null;
  /** Every module `id` imports statically (the bundler's list). */
  importedIds(id: string): readonly string[];
  /** The names `id` exports. */
  exports(id: string): readonly string[];
  /** The module an import specifier of `importer` resolves to. */
  resolved(importer: string, specifier: string): string | undefined;
}

/** One `import … from` or `export … from` statement: what it takes from which specifier ('*': everything). */
interface Binding {
  readonly specifier: string;
  readonly reExport: boolean;
  /** Imported names (original names, not the local ones); '*' for a namespace or `export *`. */
  readonly names: readonly string[];
}

const STATEMENT = /(?:^|[;\n}])\s*(import|export)\s*(type\s+)?([^;'"`]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n}])\s*import\s*["']([^"']+)["']/g;

/** The static import and re-export statements of a module's code. */
export function bindings(code: string): Binding[] {
  const found: Binding[] = [];
  for (const match of code.matchAll(STATEMENT)) {
    if (match[5] !== undefined) {
      found.push({ specifier: match[5], reExport: false, names: [] });
      continue;
    }
    if (match[2]) continue; // type-only
    const clause = match[3]!.trim();
    const names: string[] = [];
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces) {
      for (const part of braces[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name && !part.trim().startsWith('type ')) names.push(name);
      }
    }
    const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
    if (outside.includes('*')) names.push('*');
    else if (match[1] === 'import' && outside) names.push('default');
    found.push({ specifier: match[4]!, reExport: match[1] === 'export', names });
  }
  return found;
}

/** A module that only passes on other modules' exports (a package's index): it is followed name by name. */
function isBarrel(code: string): boolean {
  const stripped = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(STATEMENT, '')
    .replace(/(?:^|[;\n])\s*export\s*\{[^}]*\}/g, '')
    .replace(/[\s;]/g, '');
  return stripped === '' && /\bexport\b/.test(code);
}

/**
 * The modules `roots` need, following static imports. A barrel is followed only along the names imported from
 * it, as the tree-shaker does: `import { Box } from '@mui/material'` needs Box's module, not all of MUI.
 * Whatever the statements do not explain (a CSS file, a plugin's virtual module) is followed whole.
 */
export function staticClosure(graph: ModuleGraph, roots: readonly string[], stopAt: ReadonlySet<string>): Set<string> {
  const needed = new Set<string>();
  const barrelNames = new Map<string, Set<string>>();
  const pending: [string, readonly string[]][] = roots.map((id) => [id, ['*']]);
  while (pending.length > 0) {
    const [id, names] = pending.pop()!;
    const code = graph.code(id);
    // A barrel an earlier step holds is still walked through: the names this step takes from it may lead elsewhere.
    if (code !== null && isBarrel(code) && !names.includes('*')) {
      const seen = barrelNames.get(id) ?? new Set<string>();
      barrelNames.set(id, seen);
      const fresh = names.filter((name) => !seen.has(name));
      if (fresh.length === 0) continue;
      for (const name of fresh) seen.add(name);
      if (!stopAt.has(id)) needed.add(id);
      pending.push(...barrelSources(graph, id, code, fresh));
      continue;
    }
    if (stopAt.has(id) || (needed.has(id) && !barrelNames.has(id))) continue;
    barrelNames.delete(id);
    needed.add(id);
    const explained = new Set<string>();
    for (const binding of code === null ? [] : bindings(code)) {
      const target = graph.resolved(id, binding.specifier);
      if (target === undefined) continue;
      explained.add(target);
      pending.push([target, binding.reExport ? ['*'] : binding.names]);
    }
    for (const target of graph.importedIds(id)) if (!explained.has(target)) pending.push([target, ['*']]);
  }
  return needed;
}

/** Where a barrel's `names` come from: its named re-exports first, then the `export *` modules that export them. */
function barrelSources(graph: ModuleGraph, id: string, code: string, names: readonly string[]): [string, readonly string[]][] {
  const sources: [string, readonly string[]][] = [];
  const unresolved = new Set(names);
  const starSources: string[] = [];
  for (const statement of code.matchAll(/export\s*(\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) {
    const target = graph.resolved(id, statement[2]!);
    if (target === undefined) continue;
    if (statement[1] === '*') {
      starSources.push(target);
      continue;
    }
    for (const part of statement[1]!.slice(1, -1).split(',')) {
      const [original, exported = original] = part.trim().split(/\s+as\s+/).map((name) => name.trim());
      if (exported && unresolved.has(exported)) {
        unresolved.delete(exported);
        sources.push([target, [original!]]);
      }
    }
  }
  for (const name of [...unresolved]) {
    const target = starSources.find((source) => graph.exports(source).includes(name));
    if (target !== undefined) {
      unresolved.delete(name);
      sources.push([target, [name]]);
    }
  }
  // A name found nowhere (a namespace imported and exported again, say): the whole barrel, to be safe.
  if (unresolved.size > 0) for (const target of graph.importedIds(id)) sources.push([target, ['*']]);
  return sources;
}

/** Each step's modules: the closure of its roots that no earlier step holds. */
export function stepModules(graph: ModuleGraph, roots: readonly (readonly string[])[]): Set<string>[] {
  const taken = new Set<string>();
  return roots.map((stepRoots) => {
    const step = staticClosure(graph, stepRoots, taken);
    for (const id of step) taken.add(id);
    return step;
  });
}

/** The plugin that reads the module graph once it is complete, and the groups that then consult it. */
export function routeChunks(root: string) {
  let steps: Set<string>[] = STEPS.map(() => new Set());
  const plugin: Plugin = {
    name: 'norlink-route-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const rootIds = STEPS.map((step) => step.roots.map((file) => path.resolve(root, file)));
      for (const id of rootIds.flat()) if (!this.getModuleInfo(id)) throw new Error(`routeChunks: ${path.relative(root, id)} is not in the build`);
      // Every specifier resolved once, before the (synchronous) walk.
      const resolutions = new Map<string, string | undefined>();
      for (const id of this.getModuleIds()) {
        const code = this.getModuleInfo(id)?.code;
        if (!code) continue;
        for (const { specifier } of bindings(code)) {
          const key = `${id}\0${specifier}`;
          if (!resolutions.has(key)) resolutions.set(key, (await this.resolve(specifier, id))?.id);
        }
      }
      steps = stepModules(
        {
          code: (id) => this.getModuleInfo(id)?.code ?? null,
          importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
          exports: (id) => this.getModuleInfo(id)?.exports ?? [],
          resolved: (importer, specifier) => resolutions.get(`${importer}\0${specifier}`),
        },
        rootIds,
      );
    },
  };
  // Higher priority first: a module goes to the earliest step that needs it.
  const groups = STEPS.map((step, index) => ({ name: step.name, priority: STEPS.length - index, test: (id: string) => steps[index]!.has(id) }));
  return { plugin, groups };
}
