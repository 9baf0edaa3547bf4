/**
 * The tables of the otc module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** Statuses of an OTC request. */
export type OtcRequestStatus =
  | 'new'
  | 'processing'
  | 'proofing'
  | 'verifying'
  | 'conflict'
  | 'completed'
  | 'cancelled';

/** A proof file of an OTC split; its bytes stay in the upload slot of the same `filePath`. */
export type OtcProofFile = {
  readonly fileName: string;
  readonly filePath: string;
};

/** Statuses of one split of an accepted OTC request. */
export type OtcSplitStatus =
  | 'awaiting_proof'
  | 'proof_submitted'
  | 'verified'
  | 'disputed'
  | 'released'
  | 'refunded';

/** One split (tranche) of an accepted OTC request. */
export type OtcSplit = {
  readonly index: number;
  readonly status: OtcSplitStatus;
  readonly buyAmount: number;
  readonly sellAmount: number;
  /** The split's share of the escrowed tokens, in base units. */
  readonly cryptoUnits: string;
  readonly proofFiles: OtcProofFile[];
  /** Upload slots opened by prepare-proof and not submitted yet. */
  readonly pendingUpload: { readonly uploadId: string; readonly files: OtcProofFile[] } | null;
  readonly denialReason: string | null;
  /** Chain transactions of the split by action (`submit`, `verify`, `deny`, `release`, `refund`). */
  readonly txHashes: { readonly [action: string]: string };
  /** The split approval or denial last handed out as typed data (external wallets). */
  readonly pendingSignature: {
    readonly action: 'approve' | 'deny';
    readonly wallet: string;
    readonly expiresAtMs: number;
  } | null;
  readonly updatedAt: string;
};

/** An OTC buy/sell request: a crypto leg (token on a chain) against a fiat leg (bank currency). */
export type OtcRequestRow = {
  readonly id: string;
  readonly txId: string;
  readonly appId: string;
  /** The creator team and profile. */
  readonly teamId: string;
  readonly profileId: string;
  readonly status: OtcRequestStatus;
  readonly type: 'buy' | 'sell';
  readonly amountType: 'buy' | 'sell';
  readonly amount: number;
  readonly buyAmount: number;
  readonly sellAmount: number;
  readonly amountUsd: number;
  readonly buyCurrency: string;
  readonly sellCurrency: string;
  readonly buyChainId: number | string;
  readonly sellChainId: number | string;
  /** The crypto leg. */
  readonly chainId: number;
  readonly tokenAddress: string;
  readonly tokenSymbol: string;
  readonly tokenDecimals: number;
  /** The fiat leg's currency. */
  readonly fiatCurrency: string;
  /** Fiat units per token. */
  readonly rate: number;
  readonly targetAddress: string;
  readonly profileBankId: string;
  readonly taxId: string | null;
  readonly idHash: string;
  readonly acceptedOfferId: string | null;
  readonly providerTeamId: string | null;
  readonly providerWallet: string | null;
  readonly escrowAddress: string | null;
  readonly escrowTxHash: string | null;
  readonly escrowExpiresAtMs: number | null;
  readonly splits: OtcSplit[];
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** An offer of an OTC-provider team on an OTC request. */
export type OtcOfferRow = {
  readonly id: string;
  readonly requestId: string;
  readonly appId: string;
  readonly providerTeamId: string;
  readonly providerProfileId: string | null;
  readonly providerWallet: string;
  /** Fiat units per token. */
  readonly rate: number;
  readonly buyAmount: number;
  readonly sellAmount: number;
  readonly amountUsd: number;
  readonly splitCount: number;
  readonly status: 'pending' | 'accepted' | 'rejected' | 'expired';
  readonly expiresAtMs: number;
  /** The platform's escrow-creation signature for a platform-custody wallet (create-escrow/user). */
  readonly platformSignature: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
};

const otcRequestsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    txId: z.string(),
    appId: z.string(),
    teamId: z.string(),
    profileId: z.string(),
    status: z.enum(['new', 'processing', 'proofing', 'verifying', 'conflict', 'completed', 'cancelled']),
    type: z.enum(['buy', 'sell']),
    amountType: z.enum(['buy', 'sell']),
    amount: z.number(),
    buyAmount: z.number(),
    sellAmount: z.number(),
    amountUsd: z.number(),
    buyCurrency: z.string(),
    sellCurrency: z.string(),
    buyChainId: z.union([z.number(), z.string()]),
    sellChainId: z.union([z.number(), z.string()]),
    chainId: z.number().int().positive(),
    tokenAddress: z.string(),
    tokenSymbol: z.string(),
    tokenDecimals: rowFields.count(),
    fiatCurrency: z.string(),
    rate: z.number(),
    targetAddress: z.string(),
    profileBankId: z.string(),
    taxId: z.string().nullable(),
    idHash: z.string(),
    acceptedOfferId: z.string().nullable(),
    providerTeamId: z.string().nullable(),
    providerWallet: z.string().nullable(),
    escrowAddress: z.string().nullable(),
    escrowTxHash: z.string().nullable(),
    escrowExpiresAtMs: rowFields.instantMs().nullable(),
    splits: z.array(
      z.strictObject({
        index: rowFields.count(),
        status: z.enum(['awaiting_proof', 'proof_submitted', 'verified', 'disputed', 'released', 'refunded']),
        buyAmount: z.number(),
        sellAmount: z.number(),
        cryptoUnits: rowFields.units(),
        proofFiles: z.array(z.strictObject({ fileName: z.string(), filePath: z.string() })),
        pendingUpload: z
          .strictObject({
            uploadId: z.string(),
            files: z.array(z.strictObject({ fileName: z.string(), filePath: z.string() })),
          })
          .nullable(),
        denialReason: z.string().nullable(),
        txHashes: z.record(z.string(), z.string()),
        pendingSignature: z
          .strictObject({
            action: z.enum(['approve', 'deny']),
            wallet: z.string(),
            expiresAtMs: rowFields.instantMs(),
          })
          .nullable(),
        updatedAt: rowFields.instant(),
      }),
    ),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);
const otcOffersRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    requestId: z.string(),
    appId: z.string(),
    providerTeamId: z.string(),
    providerProfileId: z.string().nullable(),
    providerWallet: z.string(),
    rate: z.number(),
    buyAmount: z.number(),
    sellAmount: z.number(),
    amountUsd: z.number(),
    splitCount: rowFields.count(),
    status: z.enum(['pending', 'accepted', 'rejected', 'expired']),
    expiresAtMs: rowFields.instantMs(),
    platformSignature: z.string().nullable(),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);

/** The tables of the otc module, by name. */
export const otcTables = defineTables({
  otcRequests: () =>
    new Table<OtcRequestRow, 'byApp' | 'byTeam'>({
      name: 'otcRequests',
      row: otcRequestsRow,
      key: (row) => row.id,
      indexes: { byApp: (row) => row.appId, byTeam: (row) => row.teamId },
    }),
  otcOffers: () =>
    new Table<OtcOfferRow, 'byRequest'>({
      name: 'otcOffers',
      row: otcOffersRow,
      key: (row) => row.id,
      indexes: { byRequest: (row) => row.requestId },
    }),
});

/** The otc module's tables as the store holds them. */
export type OtcTables = TablesOf<typeof otcTables>;

declare module '../../platform/database.js' {
  interface Tables extends OtcTables {}
}
