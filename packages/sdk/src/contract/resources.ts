/**
 * Resource schemas (spec: Resources and their fields). All are loose: unknown keys are kept,
 * and enums the spec does not close accept other strings.
 */
import * as z from 'zod/mini';
import { jsonObject, LANGUAGES, loose, openEnum, ROLES, timestamp } from './schemas.js';

/** A user as returned in summaries. */
export const User = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  username: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  firstName: /* @__PURE__ */ z.string(),
  lastName: /* @__PURE__ */ z.string(),
  country: /* @__PURE__ */ z.string(),
  language: /* @__PURE__ */ openEnum(LANGUAGES),
  referralCode: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  referralsCount: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
});
export type User = z.infer<typeof User>;

/** A role; open so a role added later does not break a client. */
export const Role = /* @__PURE__ */ openEnum(ROLES);

/** The team a profile belongs to, as shown on the profile. */
export const ProfileTeam = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
});

/** A profile. */
export const Profile = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  nickname: /* @__PURE__ */ z.string(),
  metadata: /* @__PURE__ */ z.optional(/* @__PURE__ */ jsonObject()),
  suborgId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  teamMembers: /* @__PURE__ */ z.optional(/* @__PURE__ */ loose({ role: Role })),
  team: /* @__PURE__ */ z.optional(ProfileTeam),
  createdAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
  updatedAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
  imageUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});
export type Profile = z.infer<typeof Profile>;

/** A team row. */
export const Team = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  metadata: /* @__PURE__ */ z.optional(/* @__PURE__ */ jsonObject()),
  countries: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
  defaultReceiverWallet: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  notificationEmail: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  createdAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
  updatedAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
  imageUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});
export type Team = z.infer<typeof Team>;

/** A member of a team. */
export const TeamMember = /* @__PURE__ */ loose({
  profileId: /* @__PURE__ */ z.string(),
  role: Role,
  joinedAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
  addedBy: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  profile: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ loose({
      id: /* @__PURE__ */ z.string(),
      nickname: /* @__PURE__ */ z.string(),
      metadata: /* @__PURE__ */ z.optional(/* @__PURE__ */ jsonObject()),
      createdAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
      updatedAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
    }),
  ),
  user: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ loose({
      id: /* @__PURE__ */ z.string(),
      username: /* @__PURE__ */ z.string(),
      email: /* @__PURE__ */ z.string(),
      firstName: /* @__PURE__ */ z.string(),
      lastName: /* @__PURE__ */ z.string(),
      country: /* @__PURE__ */ z.string(),
      language: /* @__PURE__ */ z.string(),
    }),
  ),
  imageUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** Invitation statuses seen in the spec. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'expired'] as const;

/** An invitation to join a team. */
export const Invitation = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  teamId: /* @__PURE__ */ z.string(),
  email: /* @__PURE__ */ z.string(),
  role: Role,
  invitedBy: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  status: /* @__PURE__ */ openEnum(INVITATION_STATUSES),
  expiresAt: /* @__PURE__ */ timestamp(),
  createdAt: /* @__PURE__ */ timestamp(),
  updatedAt: /* @__PURE__ */ timestamp(),
});
export type Invitation = z.infer<typeof Invitation>;

/** Bank account types. */
export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS', 'BUSINESS', 'CURRENT', 'MONEY_MARKET'] as const;

/** A bank account of a profile. */
export const BankAccount = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  accountName: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  accountAlias: /* @__PURE__ */ z.string(),
  accountType: /* @__PURE__ */ openEnum(ACCOUNT_TYPES),
  accountNumber: /* @__PURE__ */ z.string(),
  country: /* @__PURE__ */ z.string(),
  bankSlug: /* @__PURE__ */ z.string(),
  additionalData: /* @__PURE__ */ z.optional(/* @__PURE__ */ jsonObject()),
  currency: /* @__PURE__ */ z.optional(/* @__PURE__ */ loose({ symbol: /* @__PURE__ */ z.string() })),
});
export type BankAccount = z.infer<typeof BankAccount>;

/** A bank account as paired in list and profile views. */
export const BankWithCurrency = /* @__PURE__ */ loose({
  bank: BankAccount,
  currency: /* @__PURE__ */ z.nullable(/* @__PURE__ */ loose({ symbol: /* @__PURE__ */ z.string() })),
});

/** KYC statuses seen in the spec; the full set is not shown. */
export const KYC_STATUSES = ['none', 'not started', 'approved'] as const;

/** A KYC or KYB verification record. */
export const VerificationRecord = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  verificationId: /* @__PURE__ */ z.string(),
  status: /* @__PURE__ */ openEnum(KYC_STATUSES),
  /** Spelled exactly so by the API. */
  verficationProvider: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  createdAt: /* @__PURE__ */ timestamp(),
  data: /* @__PURE__ */ z.optional(/* @__PURE__ */ jsonObject()),
});
export type VerificationRecord = z.infer<typeof VerificationRecord>;

/** Wallet types. */
export const WALLET_TYPES = ['EVM', 'SVM', 'BTC', 'FIAT'] as const;

/** A wallet record. */
export const WalletRecord = /* @__PURE__ */ loose({
  address: /* @__PURE__ */ z.string(),
  walletType: /* @__PURE__ */ openEnum(WALLET_TYPES),
  profileId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  teamId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  alias: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  metadata: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
  createdAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
});
export type WalletRecord = z.infer<typeof WalletRecord>;

/** Transaction statuses seen; the full set is not shown. */
export const TRANSACTION_STATUSES = ['pending'] as const;

/** A transaction. */
export const Transaction = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  status: /* @__PURE__ */ openEnum(TRANSACTION_STATUSES),
  txs: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
  channel: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
  token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
  chain: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
});
export type Transaction = z.infer<typeof Transaction>;

/** A file attached to a transaction. */
export const TransactionFile = /* @__PURE__ */ loose({
  filePath: /* @__PURE__ */ z.string(),
  fileName: /* @__PURE__ */ z.string(),
  uploadedAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
  uploadedBy: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  signedUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  expiresAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
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
export const OtcRequest = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  txId: /* @__PURE__ */ z.string(),
  status: /* @__PURE__ */ openEnum(OTC_STATUSES),
  type: /* @__PURE__ */ openEnum(['buy', 'sell']),
  buyAmount: /* @__PURE__ */ z.number(),
  sellAmount: /* @__PURE__ */ z.number(),
  amountUsd: /* @__PURE__ */ z.number(),
  buyCurrency: /* @__PURE__ */ z.string(),
  sellCurrency: /* @__PURE__ */ z.string(),
  buyChainId: /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number()]),
  sellChainId: /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number()]),
  profileBankId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  createdAt: /* @__PURE__ */ timestamp(),
  updatedAt: /* @__PURE__ */ timestamp(),
  idHash: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  feeInfo: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
  escrowAddress: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  txs: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
});
export type OtcRequest = z.infer<typeof OtcRequest>;

/** A channel summary. */
export const ChannelSummary = /* @__PURE__ */ loose({
  name: /* @__PURE__ */ z.string(),
  slug: /* @__PURE__ */ z.string(),
  methods: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
});

/** A channel category. */
export const Category = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  slug: /* @__PURE__ */ z.string(),
  createdAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
  updatedAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
});

/** A reference to a chain inside discovery and capability views. */
export const ChainRef = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  slug: /* @__PURE__ */ z.string(),
  chainId: /* @__PURE__ */ z.union([/* @__PURE__ */ z.number(), /* @__PURE__ */ z.string()]),
  image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
});

/** A gate reference inside a capability. */
export const GateRef = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  imgUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  onboardingUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
});

/** Service types. */
export const SERVICE_TYPES = ['onramp', 'offramp'] as const;

/** A capability: one channel method for one service, country, currency, token and chain. */
export const Capability = /* @__PURE__ */ loose({
  capabilityId: /* @__PURE__ */ z.string(),
  channelId: /* @__PURE__ */ z.string(),
  channelSlug: /* @__PURE__ */ z.string(),
  channelName: /* @__PURE__ */ z.string(),
  category: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  serviceType: /* @__PURE__ */ openEnum(SERVICE_TYPES),
  fiatSymbol: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  cryptoSymbol: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  cryptoChainId: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.nullable(
      /* @__PURE__ */ z.union([/* @__PURE__ */ z.number(), /* @__PURE__ */ z.string()]),
    ),
  ),
  chain: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(ChainRef)),
  countryCode: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  channelMethodId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  gate: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(GateRef)),
  params: /* @__PURE__ */ z.array(
    /* @__PURE__ */ loose({
      key: /* @__PURE__ */ z.string(),
      type: /* @__PURE__ */ z.string(),
      description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      required: /* @__PURE__ */ z.boolean(),
    }),
  ),
  limits: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.unknown()),
});

/** A gate of the discovery tree. */
export const Gate = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  imgUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  onboardingUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  filters: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
  matrix: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
  providers: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(
      /* @__PURE__ */ loose({
        channelId: /* @__PURE__ */ z.string(),
        slug: /* @__PURE__ */ z.string(),
        name: /* @__PURE__ */ z.string(),
        /** Named without a type by the spec: any value. */
        rating: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
      }),
    ),
  ),
  capabilities: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(Capability)),
});

/** A fee entry of a fee configuration. */
export const FeeEntry = /* @__PURE__ */ loose({
  type: /* @__PURE__ */ openEnum(['fixed', 'percentage']),
  style: /* @__PURE__ */ openEnum(['surcharge', 'commission']),
  value: /* @__PURE__ */ z.number(),
});

/** Fee configuration of a channel. */
export const FeeConfiguration = /* @__PURE__ */ loose({
  send: FeeEntry,
  request: FeeEntry,
  minSurchargeBps: /* @__PURE__ */ z.number(),
  minCommissionBps: /* @__PURE__ */ z.number(),
});

/** A team activity item. */
export const ActivityItem = /* @__PURE__ */ loose({
  PK: /* @__PURE__ */ z.string(),
  SK: /* @__PURE__ */ z.string(),
  ActionType: /* @__PURE__ */ z.string(),
  ActionName: /* @__PURE__ */ z.string(),
  Status: /* @__PURE__ */ z.string(),
  TeamId: /* @__PURE__ */ z.string(),
  ProfileId: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  CreatedAt: /* @__PURE__ */ timestamp(),
});

/** A notification; its fields are not shown by the spec beyond an opaque sort key. */
export const Notification = /* @__PURE__ */ loose({});

/** Payment request statuses seen. */
export const PAYMENT_REQUEST_STATUSES = ['open', 'completed', 'failed'] as const;

/** Tax info entry stored in team metadata. */
export const TaxInfoEntry = /* @__PURE__ */ loose({
  country: /* @__PURE__ */ z.string(),
  taxId: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  address: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
});
