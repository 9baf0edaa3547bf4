/**
 * The tables of the otc module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
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

/** The tables of the otc module, by name. */
export const otcTables = defineTables({
  otcRequests: () =>
    new Table<OtcRequestRow, 'byApp' | 'byTeam'>({
      name: 'otcRequests',
      key: (row) => row.id,
      indexes: { byApp: (row) => row.appId, byTeam: (row) => row.teamId },
    }),
  otcOffers: () =>
    new Table<OtcOfferRow, 'byRequest'>({
      name: 'otcOffers',
      key: (row) => row.id,
      indexes: { byRequest: (row) => row.requestId },
    }),
});

/** The otc module's tables as the store holds them. */
export type OtcTables = TablesOf<typeof otcTables>;

declare module '../../platform/database.js' {
  interface Tables extends OtcTables {}
}
