/**
 * Every table of the simulator, with the indexes the list routes need. `snapshot()` and
 * `restore()` move the whole content as JSON; seeds fill it.
 */

import { copyJson, deepFreeze } from '../kernel/json.js';
import { OrderedTable } from '../kernel/ordered-table.js';
import { Table } from '../kernel/table.js';
import { NotificationTable } from '../modules/notifications/notification-table.js';
import { applySeed, type SeedName } from '../scenarios/seeds.js';
import type {
  ActivityRow,
  AllowanceRow,
  ApiKeyRow,
  AppChannelRow,
  AppRow,
  BalanceRow,
  BankAccountRow,
  BankFieldSchemaRow,
  BankRow,
  ChainRow,
  ChainTxRow,
  ChannelCapabilityRow,
  ChannelCategoryRow,
  ChannelDiscoveryRow,
  ChannelGateRow,
  ChannelOnboardingRow,
  ChannelRow,
  ComplianceCheckoutRow,
  ComplianceSettingsRow,
  CoreSendPrepareRow,
  CoreSendRow,
  CountryRow,
  ForwarderNonceRow,
  GasSponsorshipRow,
  InvitationRow,
  JobRow,
  MemberRow,
  OtcOfferRow,
  OtcRequestRow,
  OtpChallengeRow,
  OutboxMessageRow,
  PaymentRequestRow,
  ProfileRow,
  RampOrderRow,
  SessionRow,
  SettingsRow,
  StoredSessionRow,
  TeamRow,
  TokenDeploymentRow,
  TokenRow,
  TopupWithdrawalRow,
  TransactionFileRow,
  TransactionRow,
  TxFileUploadRow,
  UploadRow,
  UserRow,
  VerificationRow,
  WalletRow,
  WebhookDeliveryRow,
} from './rows.js';
import type { SeedContext } from './seed-context.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The UTC day of an instant as an index value: days since the epoch, as a string. `null` (not
 * indexed) when the value is not a date.
 *
 * @example
 * ```ts
 * store.transactions.count('byCreatedDay', utcDayKey('2025-01-05T10:00:00Z')); // created that day
 * ```
 */
export function utcDayKey(value: string | number): string | null {
  const epochMs = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(epochMs) ? String(Math.floor(epochMs / DAY_MS)) : null;
}

/** The JSON form of a store: the rows of each table, in insertion order. */
export type StoreSnapshot = { readonly [table: string]: readonly unknown[] };

/**
 * The in-memory database of one simulator.
 *
 * @example
 * ```ts
 * const store = new Store();
 * store.teams.by('byApp', 'app_demo'); // the teams of an app
 * const copy = store.snapshot();
 * store.restore(copy);
 * ```
 */
export class Store {
  readonly settings = new Table<SettingsRow>({ name: 'settings', key: (row) => row.id });
  readonly apps = new Table<AppRow>({ name: 'apps', key: (row) => row.id });
  readonly apiKeys = new Table<ApiKeyRow, 'byKey' | 'byApp'>({
    name: 'apiKeys',
    key: (row) => row.id,
    indexes: { byKey: (row) => row.key, byApp: (row) => row.appId },
  });
  readonly users = new Table<UserRow, 'byEmail' | 'byUsername' | 'byReferralCode'>({
    name: 'users',
    key: (row) => row.id,
    indexes: {
      byEmail: (row) => row.email.toLowerCase(),
      byUsername: (row) => row.username.toLowerCase(),
      byReferralCode: (row) => row.referralCode.toUpperCase(),
    },
  });
  readonly teams = new Table<TeamRow, 'byApp'>({
    name: 'teams',
    key: (row) => row.id,
    indexes: { byApp: (row) => row.appId },
  });
  readonly profiles = new Table<ProfileRow, 'byUser' | 'byTeam' | 'byApp' | 'byNickname'>({
    name: 'profiles',
    key: (row) => row.id,
    indexes: {
      byUser: (row) => row.userId,
      byTeam: (row) => row.teamId,
      byApp: (row) => row.appId,
      byNickname: (row) => row.nickname.toLowerCase(),
    },
  });
  readonly members = new Table<MemberRow, 'byTeam'>({
    name: 'members',
    key: (row) => row.profileId,
    indexes: { byTeam: (row) => row.teamId },
  });
  readonly bankAccounts = new Table<BankAccountRow, 'byProfile' | 'byTeam'>({
    name: 'bankAccounts',
    key: (row) => row.id,
    indexes: { byProfile: (row) => row.profileId, byTeam: (row) => row.teamId },
  });
  readonly wallets = new Table<WalletRow, 'byAddress' | 'byProfile' | 'byTeam'>({
    name: 'wallets',
    key: (row) => row.id,
    indexes: {
      byAddress: (row) => row.address.toLowerCase(),
      byProfile: (row) => row.profileId,
      byTeam: (row) => row.teamId,
    },
  });
  readonly balances = new Table<BalanceRow, 'byAddress' | 'byChain'>({
    name: 'balances',
    key: (row) => row.id,
    indexes: { byAddress: (row) => row.address.toLowerCase(), byChain: (row) => String(row.chainId) },
  });
  readonly sessions = new Table<SessionRow, 'byUser'>({
    name: 'sessions',
    key: (row) => row.token,
    indexes: { byUser: (row) => row.userId },
  });
  readonly otpChallenges = new Table<OtpChallengeRow, 'byUser'>({
    name: 'otpChallenges',
    key: (row) => row.id,
    indexes: { byUser: (row) => row.userId },
  });
  readonly storedSessions = new Table<StoredSessionRow>({ name: 'storedSessions', key: (row) => row.id });
  readonly invitations = new Table<InvitationRow, 'byTeam' | 'byEmail'>({
    name: 'invitations',
    key: (row) => row.id,
    indexes: { byTeam: (row) => row.teamId, byEmail: (row) => row.email.toLowerCase() },
  });
  readonly activity = new OrderedTable<ActivityRow, 'byTeam'>({
    name: 'activity',
    key: (row) => row.SK,
    group: (row) => row.TeamId,
    indexes: { byTeam: (row) => row.TeamId },
  });
  readonly uploads = new Table<UploadRow, 'byFilePath'>({
    name: 'uploads',
    key: (row) => row.id,
    indexes: { byFilePath: (row) => row.filePath },
  });
  readonly outbox = new Table<OutboxMessageRow, 'byTo'>({
    name: 'outbox',
    key: (row) => row.id,
    indexes: { byTo: (row) => row.to.toLowerCase() },
  });
  readonly webhookDeliveries = new Table<WebhookDeliveryRow, 'byApp'>({
    name: 'webhookDeliveries',
    key: (row) => row.id,
    indexes: { byApp: (row) => row.appId },
  });
  readonly jobs = new Table<JobRow, 'byKind'>({
    name: 'jobs',
    key: (row) => row.id,
    indexes: { byKind: (row) => row.kind },
  });
  readonly countries = new Table<CountryRow>({ name: 'countries', key: (row) => row.code });
  readonly banks = new Table<BankRow, 'byCountry'>({
    name: 'banks',
    key: (row) => row.id,
    indexes: { byCountry: (row) => row.country },
  });
  readonly bankFieldSchemas = new Table<BankFieldSchemaRow>({
    name: 'bankFieldSchemas',
    key: (row) => row.country,
  });
  readonly chains = new Table<ChainRow, 'bySlug' | 'byChainId'>({
    name: 'chains',
    key: (row) => row.id,
    indexes: { bySlug: (row) => row.slug, byChainId: (row) => String(row.chainId) },
  });
  readonly tokens = new Table<TokenRow, 'bySymbol'>({
    name: 'tokens',
    key: (row) => row.id,
    indexes: { bySymbol: (row) => row.symbol.toUpperCase() },
  });
  readonly tokenDeployments = new Table<TokenDeploymentRow, 'byChain' | 'byToken' | 'byAddress'>({
    name: 'tokenDeployments',
    key: (row) => row.id,
    indexes: {
      byChain: (row) => row.chain,
      byToken: (row) => row.tokenId,
      byAddress: (row) => row.address.toLowerCase(),
    },
  });
  readonly verifications = new Table<VerificationRow, 'byUser' | 'byTeam' | 'byVerificationId'>({
    name: 'verifications',
    key: (row) => row.id,
    indexes: {
      byUser: (row) => (row.workflow === 'kyc' ? row.userId : null),
      byTeam: (row) => (row.workflow === 'kyb' ? row.teamId : null),
      byVerificationId: (row) => row.verificationId,
    },
  });
  readonly paymentRequests = new Table<PaymentRequestRow, 'byMakerTeam' | 'byPayerTeam' | 'byCustomId'>({
    name: 'paymentRequests',
    key: (row) => row.id,
    indexes: {
      byMakerTeam: (row) => row.makerTeamId,
      byPayerTeam: (row) => row.payerTeamId,
      byCustomId: (row) => row.customId,
    },
  });
  readonly complianceCheckouts = new Table<ComplianceCheckoutRow, 'byTeam'>({
    name: 'complianceCheckouts',
    key: (row) => row.id,
    indexes: { byTeam: (row) => row.teamId },
  });
  readonly complianceSettings = new Table<ComplianceSettingsRow>({
    name: 'complianceSettings',
    key: (row) => row.id,
  });
  readonly chainTxs = new Table<ChainTxRow, 'byAddress' | 'byChain'>({
    name: 'chainTxs',
    key: (row) => row.hash,
    indexes: {
      byAddress: (row) => [...new Set([row.from, row.to, row.gasPayer])],
      byChain: (row) => String(row.chainId),
    },
  });
  readonly forwarderNonces = new Table<ForwarderNonceRow>({ name: 'forwarderNonces', key: (row) => row.id });
  readonly transactions = new Table<
    TransactionRow,
    'byApp' | 'byTeam' | 'byProfile' | 'byChainTx' | 'byCreatedDay'
  >({
    name: 'transactions',
    key: (row) => row.id,
    indexes: {
      byApp: (row) => row.appId,
      byTeam: (row) => row.teamId,
      byProfile: (row) => row.profileId,
      byChainTx: (row) => row.chainTxHashes,
      byCreatedDay: (row) => utcDayKey(row.createdAt),
    },
  });
  readonly topupWithdrawals = new Table<TopupWithdrawalRow>({
    name: 'topupWithdrawals',
    key: (row) => row.id,
  });
  readonly allowances = new Table<AllowanceRow, 'byOwner'>({
    name: 'allowances',
    key: (row) => row.id,
    indexes: { byOwner: (row) => row.owner },
  });
  readonly gasSponsorships = new Table<GasSponsorshipRow, 'byUser'>({
    name: 'gasSponsorships',
    key: (row) => row.id,
    indexes: { byUser: (row) => row.userId },
  });
  readonly coreSends = new Table<CoreSendRow, 'byTxId'>({
    name: 'coreSends',
    key: (row) => row.id,
    indexes: { byTxId: (row) => row.txId },
  });
  readonly coreSendPrepares = new Table<CoreSendPrepareRow, 'bySend'>({
    name: 'coreSendPrepares',
    key: (row) => row.id,
    indexes: { bySend: (row) => row.sendId },
  });
  readonly channels = new Table<ChannelRow, 'bySlug'>({
    name: 'channels',
    key: (row) => row.id,
    indexes: { bySlug: (row) => row.slug },
  });
  readonly channelCategories = new Table<ChannelCategoryRow>({
    name: 'channelCategories',
    key: (row) => row.id,
  });
  readonly channelGates = new Table<ChannelGateRow>({ name: 'channelGates', key: (row) => row.id });
  readonly channelCapabilities = new Table<ChannelCapabilityRow, 'byChannel' | 'byGate'>({
    name: 'channelCapabilities',
    key: (row) => row.id,
    indexes: { byChannel: (row) => row.channelId, byGate: (row) => row.gateId },
  });
  readonly appChannels = new Table<AppChannelRow, 'byApp'>({
    name: 'appChannels',
    key: (row) => row.id,
    indexes: { byApp: (row) => row.appId },
  });
  readonly channelOnboardings = new Table<ChannelOnboardingRow>({
    name: 'channelOnboardings',
    key: (row) => row.id,
  });
  readonly channelDiscovery = new Table<ChannelDiscoveryRow>({
    name: 'channelDiscovery',
    key: (row) => row.id,
  });
  readonly rampOrders = new Table<RampOrderRow, 'byApp' | 'byTx'>({
    name: 'rampOrders',
    key: (row) => row.id,
    indexes: { byApp: (row) => row.appId, byTx: (row) => row.txId },
  });
  readonly txFileUploads = new Table<TxFileUploadRow, 'byToken'>({
    name: 'txFileUploads',
    key: (row) => row.id,
    indexes: { byToken: (row) => row.files.map((file) => file.token) },
  });
  readonly transactionFiles = new Table<TransactionFileRow, 'byTx'>({
    name: 'transactionFiles',
    key: (row) => row.filePath,
    indexes: { byTx: (row) => row.txId },
  });
  readonly otcRequests = new Table<OtcRequestRow, 'byApp' | 'byTeam'>({
    name: 'otcRequests',
    key: (row) => row.id,
    indexes: { byApp: (row) => row.appId, byTeam: (row) => row.teamId },
  });
  readonly otcOffers = new Table<OtcOfferRow, 'byRequest'>({
    name: 'otcOffers',
    key: (row) => row.id,
    indexes: { byRequest: (row) => row.requestId },
  });
  /** Team notifications, by sort key, with each team's keys in order (newest-first pages). */
  readonly notifications = new NotificationTable();

  /** Every table, in a fixed order. */
  tables(): Array<Table<object, string>> {
    return Object.values(this).filter((value): value is Table<object, string> => value instanceof Table);
  }

  /** Removes every row of every table. */
  clear(): void {
    for (const table of this.tables()) table.clear();
  }

  /**
   * Empties every table and loads a seed. The seeded content is built once per seed and start
   * instant; later resets install its rows (frozen, shared) and rebuild only the indexes.
   */
  reset(seed: SeedName, context: SeedContext): void {
    const seeded = seededContent(seed, context);
    const installs = this.tables().map((table) => {
      const rows = seeded.get(table.name);
      if (!rows) return undefined;
      return table.stage(rows);
    });
    if (installs.some((install) => install === undefined)) {
      applySeed(this, seed, context);
      return;
    }
    for (const install of installs) install?.();
  }

  /** A JSON-serialisable deep copy of every table. */
  snapshot(): StoreSnapshot {
    const snapshot: Record<string, unknown[]> = {};
    for (const table of this.tables()) snapshot[table.name] = copyJson(table.all());
    return snapshot;
  }

  /**
   * Copies a snapshot's rows and builds every table aside; the returned function installs them
   * all at once and returns the function that puts the former content back. Nothing changes when
   * the snapshot is invalid (unknown table, not an array, duplicate key).
   */
  stage(snapshot: StoreSnapshot): () => () => void {
    const tables = this.tables();
    const known = new Set(tables.map((table) => table.name));
    for (const name of Object.keys(snapshot)) {
      if (!known.has(name)) throw new Error(`Unknown table "${name}" in the snapshot`);
    }
    const installs = tables.map((table) => {
      const rows = snapshot[table.name] ?? [];
      if (!Array.isArray(rows)) throw new Error(`Table "${table.name}" of the snapshot is not an array`);
      return table.stage(copyJson(rows) as object[]);
    });
    return () => {
      const undos = installs.map((install) => install());
      return () => {
        for (const undo of undos) undo();
      };
    };
  }

  /** Replaces the content with a snapshot; tables missing from it end up empty. */
  restore(snapshot: StoreSnapshot): void {
    this.stage(snapshot)();
  }
}

/** Seeded contents by seed and start instant: the rows of each table, frozen. */
const SEEDED = new Map<string, ReadonlyMap<string, readonly object[]>>();
/** How many seeded contents are kept (the oldest built is dropped beyond). */
const SEEDED_LIMIT = 8;

function seededContent(seed: SeedName, context: SeedContext): ReadonlyMap<string, readonly object[]> {
  const key = `${seed}@${context.now}`;
  const cached = SEEDED.get(key);
  if (cached) return cached;
  const store = new Store();
  applySeed(store, seed, context);
  const content = new Map(store.tables().map((table) => [table.name, deepFreeze(table.all())] as const));
  if (SEEDED.size >= SEEDED_LIMIT) SEEDED.delete(SEEDED.keys().next().value as string);
  SEEDED.set(key, content);
  return content;
}
