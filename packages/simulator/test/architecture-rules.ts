/**
 * The layers of the simulator and the arrows allowed between them, read by the architecture
 * test. Modules are listed in their declared order: a module may import the `index.ts` of the
 * modules before it, never of those after it.
 */
export const MODULE_ORDER = [
  'reference',
  'tenancy',
  'activity',
  'notifications',
  'uploads',
  'transactions',
  'chain',
  'wallets',
  'kyc',
  'profile',
  'user',
  'teams',
  'auth',
  'config',
  'channels',
  'topup',
  'ramp',
  'core-requests',
  'compliance',
  'core-sends',
  'otc',
  'channel-routes',
] as const;

/** Files at the root of `src`: the composition root and the package entry points. */
export const ROOT_FILES = ['simulator.ts', 'index.ts', 'node.ts', 'cli.ts'] as const;

/**
 * What the adapters (fetch, MSW, the Node server, and the validation proxy) may import: each
 * other and the HTTP layer, whose request and response data shapes they convert to and from.
 * Never the kernel, the platform, a module or the composition root; what they need of those
 * (the control prefix, body limits) the HTTP layer exposes.
 */
export const ADAPTER_IMPORTS = ['adapters', 'http'] as const;
