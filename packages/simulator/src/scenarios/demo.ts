/**
 * The demo seed: one app with a webhook endpoint and ready-made keys of every scope, an
 * individual and a business team with members of several roles, an OTC desk, a second app,
 * bank accounts, wallets and funded balances on the simulated chains. Ids and keys are fixed and
 * readable, exported as {@link DEMO} so tests and docs can name them.
 */

import type { KeyType, Permission } from '@payments-platform/sdk/contract';
import { CHAIN_IDS, NATIVE_TOKEN_ADDRESS, TOKEN_ADDRESSES } from '../modules/reference/index.js';
import { ENVIRONMENTS, type SimulatorEnvironment } from '../platform/config.js';
import type { Store } from '../platform/database.js';
import type { CheckedFixture, FixtureInput } from '../platform/fixtures.js';
import type { Role } from '../platform/roles.js';
import type { SeedContext } from '../platform/seed-context.js';
import { loadFixture } from './fixture-loader.js';

const address = (prefix: string, index: number) =>
  `0x${prefix}${index.toString(16).padStart(40 - prefix.length, '0')}`;

const apps = {
  main: {
    id: 'app_demo',
    name: 'Demo Payments App',
    webhookUrl: 'http://127.0.0.1:4011/webhooks',
    webhookSecret: 'whsec_demo_4f9c2b7e1a6d',
  },
  other: { id: 'app_other', name: 'Other App', webhookUrl: null, webhookSecret: null },
} as const;

const teams = {
  individual: { id: '10000000-0000-4000-8000-000000000001', name: 'Alice Rivera', appId: apps.main.id },
  business: { id: '10000000-0000-4000-8000-000000000002', name: 'Acme Imports', appId: apps.main.id },
  otcDesk: { id: '10000000-0000-4000-8000-000000000003', name: 'Andes OTC Desk', appId: apps.main.id },
  otherApp: { id: '10000000-0000-4000-8000-000000000004', name: 'Other App Team', appId: apps.other.id },
} as const;

const users = {
  alice: {
    id: 'usr_alice',
    email: 'alice@example.com',
    username: 'alice',
    firstName: 'Alice',
    lastName: 'Rivera',
    country: 'US',
    language: 'en',
    referralCode: 'ALIC0001',
  },
  bruno: {
    id: 'usr_bruno',
    email: 'bruno@example.com',
    username: 'bruno',
    firstName: 'Bruno',
    lastName: 'Méndez',
    country: 'MX',
    language: 'es',
    referralCode: 'BRUN0002',
  },
  carmen: {
    id: 'usr_carmen',
    email: 'carmen@example.com',
    username: 'carmen',
    firstName: 'Carmen',
    lastName: 'Ortiz',
    country: 'CO',
    language: 'es',
    referralCode: 'CARM0003',
  },
  diego: {
    id: 'usr_diego',
    email: 'diego@example.com',
    username: 'diego',
    firstName: 'Diego',
    lastName: 'Herrera',
    country: 'GT',
    language: 'es',
    referralCode: 'DIEG0004',
  },
  elena: {
    id: 'usr_elena',
    email: 'elena@example.com',
    username: 'elena',
    firstName: 'Elena',
    lastName: 'Castro',
    country: 'CR',
    language: 'es',
    referralCode: 'ELEN0005',
  },
  omar: {
    id: 'usr_omar',
    email: 'omar@example.com',
    username: 'omar',
    firstName: 'Omar',
    lastName: 'Vidal',
    country: 'AR',
    language: 'es',
    referralCode: 'OMAR0006',
  },
  pablo: {
    id: 'usr_pablo',
    email: 'pablo@example.com',
    username: 'pablo',
    firstName: 'Pablo',
    lastName: 'Rojas',
    country: 'MX',
    language: 'es',
    referralCode: 'PABL0007',
  },
} as const;

interface DemoProfile {
  readonly id: string;
  readonly userId: string;
  readonly teamId: string;
  readonly nickname: string;
  readonly role: Role;
}

const profiles = {
  /** Alice in her individual team (admin). */
  alice: {
    id: '20000000-0000-4000-8000-000000000001',
    userId: users.alice.id,
    teamId: teams.individual.id,
    nickname: 'alice',
    role: 'admin',
  },
  /** Bruno, admin of the business team. */
  bruno: {
    id: '20000000-0000-4000-8000-000000000002',
    userId: users.bruno.id,
    teamId: teams.business.id,
    nickname: 'bruno',
    role: 'admin',
  },
  /** Carmen, member of the business team. */
  carmen: {
    id: '20000000-0000-4000-8000-000000000003',
    userId: users.carmen.id,
    teamId: teams.business.id,
    nickname: 'carmen',
    role: 'member',
  },
  /** Diego, viewer in the business team. */
  diego: {
    id: '20000000-0000-4000-8000-000000000004',
    userId: users.diego.id,
    teamId: teams.business.id,
    nickname: 'diego',
    role: 'viewer',
  },
  /** Elena, blocked in the business team. */
  elena: {
    id: '20000000-0000-4000-8000-000000000005',
    userId: users.elena.id,
    teamId: teams.business.id,
    nickname: 'elena',
    role: 'blocked',
  },
  /** Alice's second profile, a developer in the business team. */
  aliceAtBusiness: {
    id: '20000000-0000-4000-8000-000000000006',
    userId: users.alice.id,
    teamId: teams.business.id,
    nickname: 'alice-acme',
    role: 'developer',
  },
  /** Omar, admin of the OTC desk. */
  omar: {
    id: '20000000-0000-4000-8000-000000000007',
    userId: users.omar.id,
    teamId: teams.otcDesk.id,
    nickname: 'omar',
    role: 'admin',
  },
  /** Pablo, admin of the team of the other app. */
  pablo: {
    id: '20000000-0000-4000-8000-000000000008',
    userId: users.pablo.id,
    teamId: teams.otherApp.id,
    nickname: 'pablo',
    role: 'admin',
  },
} as const satisfies Record<string, DemoProfile>;

const wallets = {
  alice: address('a11ce', 1),
  bruno: address('b0b0', 2),
  carmen: address('ca', 3),
  business: address('ac3e', 4),
  omar: address('0de5c', 5),
  pablo: address('ba', 6),
} as const;

const bankAccounts = {
  bruno: '30000000-0000-4000-8000-000000000001',
  alice: '30000000-0000-4000-8000-000000000002',
} as const;

interface KeySpec {
  readonly app: string;
  readonly type: KeyType;
  readonly permissions: readonly Permission[];
  readonly teamId?: string;
  readonly profileId?: string;
  readonly description: string;
}

const keySpecs = {
  app: { app: apps.main.id, type: 'STANDARD', permissions: [], description: 'app-scoped' },
  appWrite: { app: apps.main.id, type: 'STANDARD', permissions: ['WRITE'], description: 'app-scoped, WRITE' },
  team: {
    app: apps.main.id,
    type: 'STANDARD',
    permissions: [],
    teamId: teams.business.id,
    description: 'scoped to the business team',
  },
  teamWrite: {
    app: apps.main.id,
    type: 'STANDARD',
    permissions: ['WRITE'],
    teamId: teams.business.id,
    description: 'scoped to the business team, WRITE',
  },
  profile: {
    app: apps.main.id,
    type: 'STANDARD',
    permissions: [],
    teamId: teams.business.id,
    profileId: profiles.bruno.id,
    description: 'scoped to Bruno (business admin)',
  },
  profileWrite: {
    app: apps.main.id,
    type: 'STANDARD',
    permissions: ['WRITE'],
    teamId: teams.business.id,
    profileId: profiles.bruno.id,
    description: 'scoped to Bruno (business admin), WRITE',
  },
  memberProfile: {
    app: apps.main.id,
    type: 'STANDARD',
    permissions: ['WRITE'],
    teamId: teams.business.id,
    profileId: profiles.carmen.id,
    description: 'scoped to Carmen (business member), WRITE',
  },
  individualProfile: {
    app: apps.main.id,
    type: 'STANDARD',
    permissions: ['WRITE'],
    teamId: teams.individual.id,
    profileId: profiles.alice.id,
    description: 'scoped to Alice (individual team admin), WRITE',
  },
  blockedProfile: {
    app: apps.main.id,
    type: 'STANDARD',
    permissions: ['WRITE'],
    teamId: teams.business.id,
    profileId: profiles.elena.id,
    description: 'scoped to Elena (blocked in the business team)',
  },
  master: {
    app: apps.main.id,
    type: 'MASTER',
    permissions: ['WRITE'],
    description: 'MASTER, app-scoped, WRITE',
  },
  email: {
    app: apps.main.id,
    type: 'STANDARD',
    permissions: ['WRITE', 'EMAIL'],
    description: 'app-scoped, WRITE and EMAIL',
  },
  otcProvider: {
    app: apps.main.id,
    type: 'STANDARD',
    permissions: ['WRITE', 'OTC_PROVIDER'],
    teamId: teams.otcDesk.id,
    profileId: profiles.omar.id,
    description: 'scoped to Omar (OTC desk admin), WRITE and OTC_PROVIDER',
  },
  otherApp: {
    app: apps.other.id,
    type: 'STANDARD',
    permissions: ['WRITE'],
    description: 'app-scoped key of the other app, WRITE',
  },
} as const satisfies Record<string, KeySpec>;

/** Names of the demo keys. */
export type DemoKeyName = keyof typeof keySpecs;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The demo key of a name in an environment: `sk_sandbox_demo_<name>` or `sk_live_demo_<name>`.
 *
 * @example
 * ```ts
 * demoKey('appWrite'); // the sandbox key of the demo app with WRITE
 * demoKey('appWrite', 'production');
 * ```
 */
export function demoKey(name: DemoKeyName, environment: SimulatorEnvironment = 'sandbox'): string {
  return `${environment === 'sandbox' ? 'sk_sandbox_' : 'sk_live_'}demo_${snake(name)}`;
}

/** A string for each key of the demo seed, by its {@link DemoKeyName}: `DEMO.keys.appWrite`, … */
export type DemoKeyStrings = { readonly [Name in DemoKeyName]: string };

const keysOf = (environment: SimulatorEnvironment) =>
  Object.fromEntries(
    Object.keys(keySpecs).map((name) => [name, demoKey(name as DemoKeyName, environment)]),
  ) as DemoKeyStrings;

/**
 * Fixed ids, keys and addresses of the demo seed.
 *
 * @example
 * ```ts
 * await simulator.fetch('/v1/config/chains', { headers: { 'x-api-key': DEMO.keys.app } });
 * DEMO.teams.business.id; // '10000000-0000-4000-8000-000000000002'
 * ```
 */
export const DEMO = {
  apps,
  /** Sandbox keys. */
  keys: keysOf('sandbox'),
  /** The same keys for the production environment (`sk_live_...`). */
  liveKeys: keysOf('production'),
  /** What each key is scoped to and may do. */
  keyDescriptions: Object.fromEntries(
    Object.entries(keySpecs).map(([name, spec]) => [name, spec.description]),
  ) as DemoKeyStrings,
  users,
  teams,
  profiles,
  wallets,
  bankAccounts,
} as const;

const teamDetails = {
  individual: {
    isBusiness: false,
    description: null,
    countries: ['US'],
    notificationEmail: null,
    wallet: null,
  },
  business: {
    isBusiness: true,
    description: 'Imports of industrial parts across Latin America',
    countries: ['MX', 'CO'],
    notificationEmail: 'finance@acme.example.com',
    wallet: wallets.business,
  },
  otcDesk: {
    isBusiness: true,
    description: 'Over-the-counter liquidity provider',
    countries: ['AR'],
    notificationEmail: 'desk@andes.example.com',
    wallet: wallets.omar,
  },
  otherApp: {
    isBusiness: false,
    description: null,
    countries: ['MX'],
    notificationEmail: null,
    wallet: null,
  },
} as const satisfies Record<keyof typeof teams, unknown>;

type Balance = readonly [chainId: number, token: string, amount: string];

const { baseSepolia, polygon, base, arbitrum } = CHAIN_IDS;
const walletSpecs: ReadonlyArray<{
  readonly id: string;
  readonly address: string;
  readonly profile?: string;
  readonly team: string;
  readonly alias: string | null;
  readonly balances: readonly Balance[];
}> = [
  {
    id: 'wal_alice',
    address: wallets.alice,
    profile: profiles.alice.id,
    team: teams.individual.id,
    alias: 'Main',
    balances: [
      [baseSepolia, TOKEN_ADDRESSES.baseSepolia.USDC, '1000'],
      [baseSepolia, NATIVE_TOKEN_ADDRESS, '0.5'],
      [polygon, TOKEN_ADDRESSES.polygon.USDC, '250'],
      [polygon, NATIVE_TOKEN_ADDRESS, '20'],
    ],
  },
  {
    id: 'wal_bruno',
    address: wallets.bruno,
    profile: profiles.bruno.id,
    team: teams.business.id,
    alias: 'Bruno',
    balances: [
      [baseSepolia, TOKEN_ADDRESSES.baseSepolia.USDC, '5000'],
      [baseSepolia, NATIVE_TOKEN_ADDRESS, '1'],
      [base, TOKEN_ADDRESSES.base.USDC, '2500'],
      [base, NATIVE_TOKEN_ADDRESS, '0.2'],
    ],
  },
  {
    id: 'wal_carmen',
    address: wallets.carmen,
    profile: profiles.carmen.id,
    team: teams.business.id,
    alias: null,
    balances: [[baseSepolia, NATIVE_TOKEN_ADDRESS, '0.05']],
  },
  {
    id: 'wal_business',
    address: wallets.business,
    team: teams.business.id,
    alias: 'Treasury',
    balances: [
      [baseSepolia, TOKEN_ADDRESSES.baseSepolia.USDC, '25000'],
      [baseSepolia, NATIVE_TOKEN_ADDRESS, '2'],
      [polygon, TOKEN_ADDRESSES.polygon.USDT, '10000'],
      [polygon, NATIVE_TOKEN_ADDRESS, '50'],
    ],
  },
  {
    id: 'wal_omar',
    address: wallets.omar,
    profile: profiles.omar.id,
    team: teams.otcDesk.id,
    alias: 'Desk',
    balances: [
      [baseSepolia, TOKEN_ADDRESSES.baseSepolia.USDC, '100000'],
      [baseSepolia, NATIVE_TOKEN_ADDRESS, '1'],
      [arbitrum, TOKEN_ADDRESSES.arbitrum.USDT, '50000'],
      [arbitrum, NATIVE_TOKEN_ADDRESS, '0.3'],
    ],
  },
  {
    id: 'wal_pablo',
    address: wallets.pablo,
    profile: profiles.pablo.id,
    team: teams.otherApp.id,
    alias: null,
    balances: [[baseSepolia, TOKEN_ADDRESSES.baseSepolia.USDC, '750']],
  },
];

/**
 * The demo data as a fixture: what `seed: 'demo'` loads on top of the reference data. A fixture
 * of your own follows the same schema (see `docs/dev-server.md`).
 *
 * @example
 * ```ts
 * DEMO_FIXTURE.keys.find((key) => key.key === DEMO.keys.app)?.permissions; // []
 * ```
 */
export const DEMO_FIXTURE = {
  apps: Object.values(apps).map((app) => ({ ...app })),
  keys: ENVIRONMENTS.flatMap((environment) =>
    (Object.entries(keySpecs) as Array<[DemoKeyName, KeySpec]>).map(([name, spec]) => ({
      id: `key_demo_${snake(name)}${environment === 'production' ? '_live' : ''}`,
      key: demoKey(name, environment),
      app: spec.app,
      name: `${spec.description} (${environment})`,
      type: spec.type,
      permissions: [...spec.permissions],
      ...(spec.teamId === undefined ? {} : { team: spec.teamId }),
      ...(spec.profileId === undefined ? {} : { profile: spec.profileId }),
    })),
  ),
  teams: (Object.keys(teams) as Array<keyof typeof teams>).map((name) => {
    const details = teamDetails[name];
    return {
      id: teams[name].id,
      app: teams[name].appId,
      name: teams[name].name,
      isBusiness: details.isBusiness,
      description: details.description,
      countries: [...details.countries],
      notificationEmail: details.notificationEmail,
      defaultReceiverWallet: details.wallet,
      otcApproved: name === 'otcDesk',
      metadata: {},
    };
  }),
  users: Object.values(users).map((user) => ({ ...user })),
  profiles: Object.values(profiles).map((profile) => ({
    id: profile.id,
    user: profile.userId,
    team: profile.teamId,
    role: profile.role,
    nickname: profile.nickname,
  })),
  bankAccounts: [
    {
      id: bankAccounts.bruno,
      profile: profiles.bruno.id,
      accountName: 'Acme Imports SA de CV',
      accountAlias: 'Acme BBVA',
      accountType: 'BUSINESS',
      accountNumber: '0123456789',
      country: 'MX',
      bankSlug: 'bbva-mexico',
      currencySymbol: 'MXN',
      additionalData: { clabe: '012180001234567897' },
    },
    {
      id: bankAccounts.alice,
      profile: profiles.alice.id,
      accountName: 'Alice Rivera',
      accountAlias: 'Chase checking',
      accountType: 'CHECKING',
      accountNumber: '000123456789',
      country: 'US',
      bankSlug: 'chase',
      currencySymbol: 'USD',
      additionalData: {
        routingNumber: '021000021',
        beneficiaryAddress: '350 Fifth Avenue, New York, NY 10118',
      },
    },
  ],
  wallets: walletSpecs.map((wallet) => ({
    id: wallet.id,
    address: wallet.address,
    team: wallet.team,
    ...(wallet.profile === undefined ? {} : { profile: wallet.profile }),
    alias: wallet.alias,
    custody: 'platform',
    balances: wallet.balances.map(([chainId, token, amount]) => ({ chainId, token, amount })),
  })),
} as const satisfies FixtureInput;

/**
 * The demo seed loads {@link DEMO_FIXTURE} as it is, with no check at import or at each seed: it
 * is written complete (every default spelled out), and a test checks that `parseFixture` returns
 * it unchanged.
 */
const demoFixture: CheckedFixture = DEMO_FIXTURE;

/**
 * Fills a store with the demo data (the reference data is loaded separately).
 *
 * @example
 * ```ts
 * loadDemoData(store, { now: Date.now() });
 * ```
 */
export function loadDemoData(store: Store, context: SeedContext): void {
  loadFixture(store, demoFixture, context);
}
