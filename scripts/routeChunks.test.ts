import { describe, expect, it } from 'vitest';
import { bindings, stepModules, type ModuleGraph } from './routeChunks';

/** A module graph from code alone: specifiers are the ids, and importedIds are what the code imports. */
function graphOf(modules: Record<string, string>, extraImports: Record<string, string[]> = {}): ModuleGraph {
  return {
    code: (id) => modules[id] ?? null,
    importedIds: (id) => [...bindings(modules[id] ?? '').map((b) => b.specifier), ...(extraImports[id] ?? [])],
    exports: (id) => [...(modules[id] ?? '').matchAll(/export (?:const|function) (\w+)/g)].map((m) => m[1]!),
    resolved: (_importer, specifier) => (specifier in modules ? specifier : undefined),
  };
}

const LIBRARY = {
  lib: `export { default as Box } from "box";\nexport * from "box";\nexport { default as Grid } from "grid";\nexport * from "styles";`,
  box: `import { deepmerge } from "utils";\nexport const boxClasses = 1;\nexport default function Box() { return deepmerge; }`,
  grid: `import "heavy";\nexport default function Grid() {}`,
  heavy: `export const big = 1;`,
  styles: `export const alpha = 1;\nexport function styled() {}`,
  utils: `export const deepmerge = 1;`,
};

describe('route chunk steps', () => {
  it('follows a barrel only along the names imported from it, as the tree-shaker keeps them', () => {
    const graph = graphOf({ ...LIBRARY, shell: `import { Box, alpha as a } from "lib";\nexport const x = a;` });
    const [shell] = stepModules(graph, [['shell']]);
    expect([...shell!].sort()).toEqual(['box', 'lib', 'shell', 'styles', 'utils']);
  });

  it('follows a namespace import or an `export *` of a module that is not a barrel whole', () => {
    const graph = graphOf({ ...LIBRARY, page: `import * as all from "lib";\nexport const y = all;` });
    const [page] = stepModules(graph, [['page']]);
    expect(page).toContain('grid');
    expect(page).toContain('heavy');
  });

  it('leaves to each step only what no earlier step holds', () => {
    const graph = graphOf({ ...LIBRARY, boot: `import { Box } from "lib";\nexport const b = Box;`, page: `import { Box, Grid } from "lib";\nexport const p = [Box, Grid];` });
    const [boot, page] = stepModules(graph, [['boot'], ['page']]);
    expect([...boot!].sort()).toEqual(['boot', 'box', 'lib', 'utils']);
    expect([...page!].sort()).toEqual(['grid', 'heavy', 'page']);
  });

  it('follows whole an import the statements do not explain (a CSS file, a virtual module)', () => {
    const graph = graphOf({ ...LIBRARY, page: `export const p = 1;` }, { page: ['lib'] });
    const [page] = stepModules(graph, [['page']]);
    expect(page).toContain('heavy');
  });

  it('reads default, named, namespace, side-effect and type-only imports', () => {
    const code = `import React, { useState as s, type FC } from "react";\nimport type { X } from "types";\nimport "./base.css";\nimport * as ns from "ns";\nexport { a as b } from "re";`;
    expect(bindings(code)).toEqual([
      { specifier: 'react', reExport: false, names: ['useState', 'default'] },
      { specifier: './base.css', reExport: false, names: [] },
      { specifier: 'ns', reExport: false, names: ['*'] },
      { specifier: 're', reExport: true, names: ['a'] },
    ]);
  });
});
