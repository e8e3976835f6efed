/**
 * The rules of the house (../shared/ARCHITECTURE.md §3, rules 1–3) as an architecture lint.
 * Paths are relative to the folder being cruised, so tests/arch runs the same rules on a planted fixture.
 */
const testFile = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'Rule 1: src/domain imports nothing but other domain modules and pure value libraries (luxon).',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: testFile },
      to: { pathNot: ['^src/domain/', '(^|/)node_modules/(luxon|@types/luxon)/'] },
    },
    {
      name: 'application-knows-no-adapters-or-ui',
      comment: 'Rule 2: nothing inside application imports an adapter, the UI, the composition root, React or MUI.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: {
        path: [
          '^src/(adapters|ui|composition)/',
          '(^|/)node_modules/(react|react-dom|@mui/[^/]+|@emotion/[^/]+|inversify|openapi-fetch)/',
        ],
      },
    },
    {
      name: 'generated-types-stay-in-their-api-adapter',
      comment: 'Rule 3: generated OpenAPI types never leave src/adapters/http/<api>/.',
      severity: 'error',
      from: { path: '^src/adapters/http/([^/]+)/' },
      to: { path: '^src/adapters/http/[^/]+/generated/', pathNot: '^src/adapters/http/$1/' },
    },
    {
      name: 'generated-types-only-in-http-adapters',
      comment: 'Rule 3: generated OpenAPI types never leave src/adapters/http/<api>/.',
      severity: 'error',
      from: { pathNot: '^src/adapters/http/' },
      to: { path: '^src/adapters/http/[^/]+/generated/' },
    },
    {
      name: 'ui-reaches-services-through-the-container',
      comment: 'Rule 5: components get services from useInjection, never by importing an adapter (tests assemble their own container).',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: testFile },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'composition-knows-no-ui',
      comment: 'The composition root wires ports to adapters; the UI depends on it, never the other way (adapters such as the toast store live in src/adapters).',
      severity: 'error',
      from: { path: '^src/composition/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'server-reuses-only-the-domain',
      comment: 'The reference back-end shares the pure domain with the SPA, never its application, adapters or UI.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/(application|adapters|composition|ui)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)tests/arch/fixture/', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
