/**
 * Resource schemas (spec: Resources and their fields). All are loose: unknown keys are kept,
 * and enums the spec does not close accept other strings.
 */
import * as z from 'zod/mini';
import { jsonObject, LANGUAGES, loose, openEnum, ROLES, timestamp } from './schemas.js';

/** A user as returned in summaries. */
export const User = loose({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  language: openEnum(LANGUAGES),
  referralCode: z.optional(z.string()),
  referralsCount: z.optional(z.number()),
});
export type User = z.infer<typeof User>;

/** A role; open so a role added later does not break a client. */
export const Role = openEnum(ROLES);

/** A profile. */
export const Profile = loose({
  id: z.string(),
  nickname: z.string(),
  metadata: z.optional(jsonObject()),
  suborgId: z.optional(z.string()),
  teamMembers: z.optional(loose({ role: Role })),
  team: z.optional(loose({ id: z.string(), name: z.string() })),
  createdAt: z.optional(timestamp()),
  updatedAt: z.optional(timestamp()),
  imageUrl: z.optional(z.string()),
});
export type Profile = z.infer<typeof Profile>;

/** A team row. */
export const Team = loose({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  metadata: z.optional(jsonObject()),
  countries: z.optional(z.array(z.string())),
  defaultReceiverWallet: z.optional(z.nullable(z.string())),
  notificationEmail: z.optional(z.nullable(z.string())),
  createdAt: z.optional(timestamp()),
  updatedAt: z.optional(timestamp()),
  imageUrl: z.optional(z.string()),
});
export type Team = z.infer<typeof Team>;

/** A member of a team. */
export const TeamMember = loose({
  profileId: z.string(),
  role: Role,
  joinedAt: z.optional(timestamp()),
  addedBy: z.optional(z.nullable(z.string())),
  profile: z.optional(
    loose({
      id: z.string(),
      nickname: z.string(),
      metadata: z.optional(jsonObject()),
      createdAt: z.optional(timestamp()),
      updatedAt: z.optional(timestamp()),
    }),
  ),
  user: z.optional(
    loose({
      id: z.string(),
      username: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      country: z.string(),
      language: z.string(),
    }),
  ),
  imageUrl: z.optional(z.string()),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** Invitation statuses seen in the spec. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'expired'] as const;

/** An invitation to join a team. */
export const Invitation = loose({
  id: z.string(),
  teamId: z.string(),
  email: z.string(),
  role: Role,
  invitedBy: z.optional(z.nullable(z.string())),
  status: openEnum(INVITATION_STATUSES),
  expiresAt: timestamp(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Invitation = z.infer<typeof Invitation>;

/** Bank account types. */
export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS', 'BUSINESS', 'CURRENT', 'MONEY_MARKET'] as const;

/** A bank account of a profile. */
export const BankAccount = loose({
  id: z.string(),
  accountName: z.optional(z.string()),
  accountAlias: z.string(),
  accountType: openEnum(ACCOUNT_TYPES),
  accountNumber: z.string(),
  country: z.string(),
  bankSlug: z.string(),
  additionalData: z.optional(jsonObject()),
  currency: z.optional(loose({ symbol: z.string() })),
});
export type BankAccount = z.infer<typeof BankAccount>;

/** A bank account as paired in list and profile views. */
export const BankWithCurrency = loose({
  bank: BankAccount,
  currency: z.nullable(loose({ symbol: z.string() })),
});

/** KYC statuses seen in the spec; the full set is not shown. */
export const KYC_STATUSES = ['none', 'not started', 'approved'] as const;

/** A KYC or KYB verification record. */
export const VerificationRecord = loose({
  id: z.string(),
  verificationId: z.string(),
  status: openEnum(KYC_STATUSES),
  /** Spelled exactly so by the API. */
  verficationProvider: z.optional(z.string()),
  createdAt: timestamp(),
  data: z.optional(jsonObject()),
});
export type VerificationRecord = z.infer<typeof VerificationRecord>;

/** Wallet types. */
export const WALLET_TYPES = ['EVM', 'SVM', 'BTC', 'FIAT'] as const;

/** A wallet record. */
export const WalletRecord = loose({
  address: z.string(),
  walletType: openEnum(WALLET_TYPES),
  profileId: z.optional(z.nullable(z.string())),
  teamId: z.optional(z.nullable(z.string())),
  alias: z.optional(z.nullable(z.string())),
  metadata: z.optional(z.nullable(jsonObject())),
  createdAt: z.optional(timestamp()),
});
export type WalletRecord = z.infer<typeof WalletRecord>;

/** Transaction statuses seen; the full set is not shown. */
export const TRANSACTION_STATUSES = ['pending'] as const;

/** A transaction. */
export const Transaction = loose({
  id: z.string(),
  status: openEnum(TRANSACTION_STATUSES),
  txs: z.optional(z.nullable(jsonObject())),
  channel: z.optional(z.nullable(jsonObject())),
  token: z.optional(z.nullable(jsonObject())),
  chain: z.optional(z.nullable(jsonObject())),
});
export type Transaction = z.infer<typeof Transaction>;

/** A file attached to a transaction. */
export const TransactionFile = loose({
  filePath: z.string(),
  fileName: z.string(),
  uploadedAt: z.optional(timestamp()),
  uploadedBy: z.optional(z.string()),
  signedUrl: z.optional(z.string()),
  expiresAt: z.optional(timestamp()),
});
export type TransactionFile = z.infer<typeof TransactionFile>;

/** OTC request statuses. */
export const OTC_STATUSES = [
  'new',
  'processing',
  'proofing',
  'verifying',
  'conflict',
  'completed',
  'cancelled',
] as const;

/** An OTC buy/sell request. */
export const OtcRequest = loose({
  id: z.string(),
  txId: z.string(),
  status: openEnum(OTC_STATUSES),
  type: openEnum(['buy', 'sell']),
  buyAmount: z.number(),
  sellAmount: z.number(),
  amountUsd: z.number(),
  buyCurrency: z.string(),
  sellCurrency: z.string(),
  buyChainId: z.union([z.string(), z.number()]),
  sellChainId: z.union([z.string(), z.number()]),
  profileBankId: z.optional(z.nullable(z.string())),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  idHash: z.optional(z.string()),
  feeInfo: z.optional(z.unknown()),
  escrowAddress: z.optional(z.nullable(z.string())),
  txs: z.optional(z.unknown()),
});
export type OtcRequest = z.infer<typeof OtcRequest>;

/** A channel summary. */
export const ChannelSummary = loose({
  name: z.string(),
  slug: z.string(),
  methods: z.array(z.string()),
});

/** A channel category. */
export const Category = loose({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.optional(timestamp()),
  updatedAt: z.optional(timestamp()),
});

/** A reference to a chain inside discovery and capability views. */
export const ChainRef = loose({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  chainId: z.union([z.number(), z.string()]),
  image: z.optional(z.nullable(z.string())),
});

/** A gate reference inside a capability. */
export const GateRef = loose({
  id: z.string(),
  name: z.string(),
  imgUrl: z.optional(z.nullable(z.string())),
  onboardingUrl: z.optional(z.nullable(z.string())),
});

/** Service types. */
export const SERVICE_TYPES = ['onramp', 'offramp'] as const;

/** A capability: one channel method for one service, country, currency, token and chain. */
export const Capability = loose({
  capabilityId: z.string(),
  channelId: z.string(),
  channelSlug: z.string(),
  channelName: z.string(),
  category: z.optional(z.nullable(z.string())),
  serviceType: openEnum(SERVICE_TYPES),
  fiatSymbol: z.optional(z.nullable(z.string())),
  cryptoSymbol: z.optional(z.nullable(z.string())),
  cryptoChainId: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  chain: z.optional(z.nullable(ChainRef)),
  countryCode: z.optional(z.nullable(z.string())),
  channelMethodId: z.optional(z.string()),
  gate: z.optional(z.nullable(GateRef)),
  params: z.array(
    loose({ key: z.string(), type: z.string(), description: z.optional(z.string()), required: z.boolean() }),
  ),
  limits: z.nullable(z.unknown()),
});

/** A gate of the discovery tree. */
export const Gate = loose({
  id: z.string(),
  name: z.string(),
  imgUrl: z.optional(z.nullable(z.string())),
  onboardingUrl: z.optional(z.nullable(z.string())),
  filters: z.optional(z.unknown()),
  matrix: z.optional(z.unknown()),
  providers: z.optional(
    z.array(
      loose({
        channelId: z.string(),
        slug: z.string(),
        name: z.string(),
        rating: z.optional(z.nullable(z.number())),
      }),
    ),
  ),
  capabilities: z.optional(z.array(Capability)),
});

/** A fee entry of a fee configuration. */
export const FeeEntry = loose({
  type: openEnum(['fixed', 'percentage']),
  style: openEnum(['surcharge', 'commission']),
  value: z.number(),
});

/** Fee configuration of a channel. */
export const FeeConfiguration = loose({
  send: FeeEntry,
  request: FeeEntry,
  minSurchargeBps: z.number(),
  minCommissionBps: z.number(),
});

/** A team activity item. */
export const ActivityItem = loose({
  PK: z.string(),
  SK: z.string(),
  ActionType: z.string(),
  ActionName: z.string(),
  Status: z.string(),
  TeamId: z.string(),
  ProfileId: z.nullable(z.string()),
  CreatedAt: timestamp(),
});

/** A notification; its fields are not shown by the spec beyond an opaque sort key. */
export const Notification = loose({});

/** Payment request statuses seen. */
export const PAYMENT_REQUEST_STATUSES = ['open', 'completed', 'failed'] as const;

/** Tax info entry stored in team metadata. */
export const TaxInfoEntry = loose({
  country: z.string(),
  taxId: z.string(),
  name: z.optional(z.nullable(z.string())),
  address: z.optional(z.nullable(z.string())),
});
