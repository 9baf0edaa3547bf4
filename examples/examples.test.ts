import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { EXAMPLES } from './run.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(HERE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
  .map((entry) => entry.name);

describe('examples', () => {
  test.each(folders)('%s: has a README and a test', (folder) => {
    expect(existsSync(`${HERE}${folder}/README.md`)).toBe(true);
    const files = readdirSync(`${HERE}${folder}`);
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(true);
  });

  test('every example program with a run() is listed by npm run example', () => {
    const programs = folders.filter((folder) => existsSync(`${HERE}${folder}/${folder}.ts`));
    expect(Object.keys(EXAMPLES).sort()).toEqual(programs.sort());
  });
});
