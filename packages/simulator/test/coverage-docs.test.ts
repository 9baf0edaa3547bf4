/**
 * docs/simulator-behaviour.md states the coverage; this keeps it true.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS, operations } from '@payments-platform/sdk/contract';
import { describe, expect, test } from 'vitest';
import { BUILT_IN_AREAS } from '../src/modules.js';

const docsPath = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/simulator-behaviour.md');
const docs = readFileSync(docsPath, 'utf8');
const simulated = new Set(BUILT_IN_AREAS.flatMap((area) => Object.keys(area.handlers ?? {})));

describe('docs: coverage', () => {
  test('the list of simulated operations is the set of built-in handlers', () => {
    const block =
      /<!-- simulated-operations:start -->([\s\S]*?)<!-- simulated-operations:end -->/.exec(docs)?.[1] ?? '';
    const listed = [...block.matchAll(/- `(\w+)` \((\w+) (\S+)\)/g)].map(([, id, method, path]) => ({
      id,
      method,
      path,
    }));
    expect(listed.map((entry) => entry.id).sort()).toEqual([...simulated].sort());
    for (const entry of listed) {
      const operation = operations.find((candidate) => candidate.id === entry.id);
      expect(`${operation?.method} ${operation?.path}`).toBe(`${entry.method} ${entry.path}`);
    }
  });

  test('the coverage table counts the operations and the simulated ones of each area', () => {
    for (const area of AREAS) {
      const inArea = operations.filter((operation) => operation.area === area);
      const done = inArea.filter((operation) => simulated.has(operation.id)).length;
      expect(docs).toMatch(new RegExp(`\\| ${area} +\\| +${inArea.length} \\| +${done} \\|`));
    }
  });
});
