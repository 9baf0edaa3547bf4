/**
 * Who may use a send: the sending wallet must be an EVM wallet of the caller's team that is a team
 * wallet (no profile), the caller's own, or any team wallet for an admin; viewers send nothing.
 */

import { fail } from '../../kernel/fail.js';
import type { Services } from '../../kernel/services.js';
import type { SimulatorError } from '../../kernel/simulator-error.js';
import { type Caller, canWrite, inCallerApp } from '../tenancy/index.js';
import { canUseWallet, type WalletRow } from '../wallets/index.js';
import type { CoreSendRow } from './tables.js';

/** Whether the caller may send from this wallet: an EVM wallet it may use (ownership rule), never as a viewer. */
export function canSendFrom(services: Services, caller: Caller, wallet: WalletRow): boolean {
  if (wallet.walletType !== 'EVM' || caller.role === 'viewer') return false;
  return canUseWallet(services.store, caller, wallet);
}

/** The EVM wallet of a team with this address. */
export function teamWallet(services: Services, teamId: string, address: string): WalletRow | undefined {
  return services.store.wallets
    .by('byAddress', address.trim().toLowerCase())
    .find((wallet) => wallet.teamId === teamId && wallet.walletType === 'EVM');
}

/**
 * The wallet a new send is paid from: `address` must be an EVM wallet of the caller's team that
 * the caller may use.
 *
 * @throws `forbidden(message)` otherwise (no team context, a viewer, another team's or member's wallet).
 */
export function sendingWallet(
  services: Services,
  caller: Caller,
  address: string,
  forbidden: (message: string) => SimulatorError,
): WalletRow {
  const team = caller.team;
  if (!team) throw forbidden('A send needs a team context.');
  if (caller.role === 'viewer') throw forbidden('A viewer cannot send funds.');
  const wallet = teamWallet(services, team.id, address);
  if (!wallet || !canSendFrom(services, caller, wallet)) {
    throw forbidden(`Wallet ${address} is not a wallet of the caller's team that the caller may send from.`);
  }
  return wallet;
}

/**
 * The send of a path id (the `sendId`, or the `txId` of its transaction) that the caller may act on.
 *
 * @throws 404 `SEND_NOT_FOUND` (unknown, or of another app); 403 `SEND_ACCESS_DENIED` (another
 * team, a viewer, or a wallet the caller may not use).
 */
export function accessibleSend(services: Services, caller: Caller, id: string): CoreSendRow {
  const { coreSends } = services.store;
  const row = coreSends.get(id.trim()) ?? coreSends.first('byTxId', id.trim());
  if (!row || !inCallerApp(caller, row)) {
    fail('SEND_NOT_FOUND', `No send ${id}.`);
  }
  const wallet = teamWallet(services, row.teamId, row.senderAddress);
  if (!canWrite(caller, 'send', row) || !wallet || !canSendFrom(services, caller, wallet)) {
    // Never name the other team's wallet.
    fail(
      'SEND_ACCESS_DENIED',
      `The caller may not act on send ${row.id}: its wallet is not one the caller may use.`,
    );
  }
  return row;
}
