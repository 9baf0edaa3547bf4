import type { Options } from 'tsup';
import { packageBuild } from '../../tsup.shared.js';

const base = packageBuild(import.meta.dirname, { noExternal: ['nanoid'] }) as Options;

/** The exports-map entries plus the `payments-simulator` command; nanoid (ESM only) is bundled for the CJS build. */
const config: Options = {
  ...base,
  entry: { ...(base.entry as Record<string, string>), cli: 'src/cli.ts' },
};

export default config;
