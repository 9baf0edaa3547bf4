import { describe, expect, test } from 'vitest';
import { AREAS } from '../src/contract/operation.js';
import { operations } from '../src/contract/operations.js';
import { bundleSource as bundle } from './bundle-source.js';

/** Every area, each declared in its own contract module. */
const AREA_MODULES = AREAS;

const declaredIds = (code: string) =>
  operations.map((operation) => operation.id).filter((id) => code.includes(`id: "${id}"`));

describe('tree-shaking', () => {
  test('the core with one operation keeps that operation and the session refresh only', async () => {
    const code = await bundle(`
      import { call, createCore } from '@payments-platform/sdk/core';
      import { getMaintenance } from '@payments-platform/sdk/contract/config';
      export const result = call(createCore({ baseUrl: 'http://api.test' }), getMaintenance, {});
    `);
    expect(declaredIds(code)).toEqual(['refreshSession', 'getMaintenance']);
    expect(code).not.toContain('zod/v4/classic');
  }, 30_000);

  test.each(AREA_MODULES)(
    'contract/%s: one operation keeps none of its neighbours',
    async (area) => {
      const operation = operations.find(
        (candidate) => candidate.area === area && candidate.id !== 'refreshSession',
      );
      const code = await bundle(`
      import { call, createCore } from '@payments-platform/sdk/core';
      import { ${operation?.id} as operation } from '@payments-platform/sdk/contract/${area === 'auth' ? 'onboarding' : area}';
      export const result = call(createCore({ baseUrl: 'http://api.test' }), operation, {});
    `);
      expect(declaredIds(code).sort()).toEqual([operation?.id, 'refreshSession'].sort());
    },
    30_000,
  );
});
