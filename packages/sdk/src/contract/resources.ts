/**
 * Resource schemas (spec: Resources and their fields). All are loose: unknown keys are kept,
 * and enums the spec does not close accept other strings.
 */
import * as z from 'zod';
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
  referralCode: z.string().optional(),
  referralsCount: z.number().optional(),
});
export type User = z.infer<typeof User>;

/** A role; open so a role added later does not break a client. */
export const Role = openEnum(ROLES);

/** A profile. */
export const Profile = loose({
  id: z.string(),
  nickname: z.string(),
  metadata: jsonObject().optional(),
  suborgId: z.string().optional(),
  teamMembers: loose({ role: Role }).optional(),
  team: loose({ id: z.string(), name: z.string() }).optional(),
  createdAt: timestamp().optional(),
  updatedAt: timestamp().optional(),
  imageUrl: z.string().optional(),
});
export type Profile = z.infer<typeof Profile>;

/** A team row. */
export const Team = loose({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  metadata: jsonObject().optional(),
  countries: z.array(z.string()).optional(),
  defaultReceiverWallet: z.string().nullable().optional(),
  notificationEmail: z.string().nullable().optional(),
  createdAt: timestamp().optional(),
  updatedAt: timestamp().optional(),
  imageUrl: z.string().optional(),
});
export type Team = z.infer<typeof Team>;

/** A member of a team. */
export const TeamMember = loose({
  profileId: z.string(),
  role: Role,
  joinedAt: timestamp().optional(),
  addedBy: z.string().nullable().optional(),
  profile: loose({
    id: z.string(),
    nickname: z.string(),
    metadata: jsonObject().optional(),
    createdAt: timestamp().optional(),
    updatedAt: timestamp().optional(),
  }).optional(),
  user: loose({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    country: z.string(),
    language: z.string(),
  }).optional(),
  imageUrl: z.string().optional(),
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
  invitedBy: z.string().nullable().optional(),
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
  accountName: z.string().optional(),
  accountAlias: z.string(),
  accountType: openEnum(ACCOUNT_TYPES),
  accountNumber: z.string(),
  country: z.string(),
  bankSlug: z.string(),
  additionalData: jsonObject().optional(),
  currency: loose({ symbol: z.string() }).optional(),
});
export type BankAccount = z.infer<typeof BankAccount>;

/** A bank account as paired in list and profile views. */
export const BankWithCurrency = loose({
  bank: BankAccount,
  currency: loose({ symbol: z.string() }).nullable(),
});

/** KYC statuses seen in the spec; the full set is not shown. */
export const KYC_STATUSES = ['none', 'not started', 'approved'] as const;

/** A KYC or KYB verification record. */
export const VerificationRecord = loose({
  id: z.string(),
  verificationId: z.string(),
  status: openEnum(KYC_STATUSES),
  /** Spelled exactly so by the API. */
  verficationProvider: z.string().optional(),
  createdAt: timestamp(),
  data: jsonObject().optional(),
});
export type VerificationRecord = z.infer<typeof VerificationRecord>;

/** Wallet types. */
export const WALLET_TYPES = ['EVM', 'SVM', 'BTC', 'FIAT'] as const;

/** A wallet record. */
export const WalletRecord = loose({
  address: z.string(),
  walletType: openEnum(WALLET_TYPES),
  profileId: z.string().nullable().optional(),
  teamId: z.string().nullable().optional(),
  alias: z.string().nullable().optional(),
  metadata: jsonObject().nullable().optional(),
  createdAt: timestamp().optional(),
});
export type WalletRecord = z.infer<typeof WalletRecord>;

/** Transaction statuses seen; the full set is not shown. */
export const TRANSACTION_STATUSES = ['pending'] as const;

/** A transaction. */
export const Transaction = loose({
  id: z.string(),
  status: openEnum(TRANSACTION_STATUSES),
  txs: jsonObject().nullable().optional(),
  channel: jsonObject().nullable().optional(),
  token: jsonObject().nullable().optional(),
  chain: jsonObject().nullable().optional(),
});
export type Transaction = z.infer<typeof Transaction>;

/** A file attached to a transaction. */
export const TransactionFile = loose({
  filePath: z.string(),
  fileName: z.string(),
  uploadedAt: timestamp().optional(),
  uploadedBy: z.string().optional(),
  signedUrl: z.string().optional(),
  expiresAt: timestamp().optional(),
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
  profileBankId: z.string().nullable().optional(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  idHash: z.string().optional(),
  feeInfo: z.unknown().optional(),
  escrowAddress: z.string().nullable().optional(),
  txs: z.unknown().optional(),
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
  createdAt: timestamp().optional(),
  updatedAt: timestamp().optional(),
});

/** A reference to a chain inside discovery and capability views. */
export const ChainRef = loose({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  chainId: z.union([z.number(), z.string()]),
  image: z.string().nullable().optional(),
});

/** A gate reference inside a capability. */
export const GateRef = loose({
  id: z.string(),
  name: z.string(),
  imgUrl: z.string().nullable().optional(),
  onboardingUrl: z.string().nullable().optional(),
});

/** Service types. */
export const SERVICE_TYPES = ['onramp', 'offramp'] as const;

/** A capability: one channel method for one service, country, currency, token and chain. */
export const Capability = loose({
  capabilityId: z.string(),
  channelId: z.string(),
  channelSlug: z.string(),
  channelName: z.string(),
  category: z.string().nullable().optional(),
  serviceType: openEnum(SERVICE_TYPES),
  fiatSymbol: z.string().nullable().optional(),
  cryptoSymbol: z.string().nullable().optional(),
  cryptoChainId: z.union([z.number(), z.string()]).nullable().optional(),
  chain: ChainRef.nullable().optional(),
  countryCode: z.string().nullable().optional(),
  channelMethodId: z.string().optional(),
  gate: GateRef.nullable().optional(),
  params: z.array(
    loose({ key: z.string(), type: z.string(), description: z.string().optional(), required: z.boolean() }),
  ),
  limits: z.unknown().nullable(),
});

/** A gate of the discovery tree. */
export const Gate = loose({
  id: z.string(),
  name: z.string(),
  imgUrl: z.string().nullable().optional(),
  onboardingUrl: z.string().nullable().optional(),
  filters: z.unknown().optional(),
  matrix: z.unknown().optional(),
  providers: z
    .array(
      loose({
        channelId: z.string(),
        slug: z.string(),
        name: z.string(),
        rating: z.number().nullable().optional(),
      }),
    )
    .optional(),
  capabilities: z.array(Capability).optional(),
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
  ProfileId: z.string().nullable(),
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
  name: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
});
