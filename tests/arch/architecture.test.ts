import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const config = require(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

async function violationsIn(baseDir: string, targets: string[]) {
  const result = await cruise(targets, {
    ...config.options,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    baseDir,
    tsConfig: { fileName: path.join(root, 'tsconfig.json') },
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => ({ from: v.from, rule: v.rule.name }));
}

describe('the architecture lint', () => {
  it('reports every planted violation in the fixture, and nothing else', async () => {
    const fixture = path.join(root, 'tests/arch/fixture');
    const violations = await violationsIn(fixture, ['src', 'server']);
    const offenders = [...new Set(violations.map((v) => path.basename(v.from)))].sort();
    expect(offenders).toEqual([
      'violates-application-imports-adapter.ts',
      'violates-application-imports-mui.ts',
      'violates-composition-imports-ui.ts',
      'violates-domain-imports-adapter.ts',
      'violates-domain-imports-node.ts',
      'violates-domain-imports-react.ts',
      'violates-other-api-generated.ts',
      'violates-server-imports-ui.ts',
      'violates-ui-imports-adapter.ts',
      'violates-ui-imports-generated.ts',
    ]);
    expect(violations).toContainEqual({ from: 'src/domain/violates-domain-imports-react.ts', rule: 'domain-is-pure' });
    expect(violations).toContainEqual({
      from: 'src/adapters/http/data/violates-other-api-generated.ts',
      rule: 'generated-types-stay-in-their-api-adapter',
    });
    expect(violations).toContainEqual({ from: 'src/composition/violates-composition-imports-ui.ts', rule: 'composition-knows-no-ui' });
    expect(violations).toContainEqual({
      from: 'src/ui/violates-ui-imports-generated.ts',
      rule: 'generated-types-only-in-http-adapters',
    });
  }, 60_000);

  it('passes on the product tree', async () => {
    expect(await violationsIn(root, ['src', 'server'])).toEqual([]);
  }, 60_000);
});
