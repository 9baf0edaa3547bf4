/**
 * Control actions of the wallets module: registering a wallet whose key the test holds, or a
 * platform-custody one, for a team (and profile).
 */
import * as z from 'zod';
import { defineControlRoute, parseControlInput } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import type { Services } from '../../kernel/services.js';
import { addWallet } from './records.js';
import type { WalletRow } from './tables.js';

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address');

export const RegisterWalletInput = z.object({
  teamId: z.string().min(1),
  profileId: z.string().min(1).nullable().optional(),
  address: evmAddress,
  custody: z.enum(['external', 'platform']),
  alias: z.string().trim().min(1).nullable().optional(),
});
export type RegisterWalletInput = z.input<typeof RegisterWalletInput>;

/** Registers an EVM wallet of a team (and profile) whose key the test holds, or a platform one. */
export function registerWallet(services: Services, input: RegisterWalletInput): WalletRow {
  const body = parseControlInput(RegisterWalletInput, input);
  const { store, ids, clock } = services;
  const team = store.teams.get(body.teamId);
  if (!team) fail('TEAM_NOT_FOUND', `No team ${body.teamId}.`);
  const profileId = body.profileId ?? null;
  if (profileId !== null) {
    const profile = store.profiles.get(profileId);
    if (!profile) fail('PROFILE_NOT_FOUND', `No profile ${profileId}.`);
    if (profile.teamId !== team.id) {
      fail('BODY_PARSER_ERROR', `Profile ${profileId} is not in team ${team.id}.`);
    }
  }
  const address = body.address.toLowerCase();
  if (store.wallets.by('byAddress', address).some((wallet) => wallet.teamId === team.id)) {
    fail('WALLET_EXISTS', `Team ${team.id} already has wallet ${address}.`);
  }
  return addWallet(
    store,
    {
      id: ids.prefixed('wal'),
      address,
      custody: body.custody,
      profileId,
      teamId: team.id,
      alias: body.alias ?? null,
    },
    clock.iso(),
  );
}

/** The control routes of the wallets module. */
export const walletsControlRoutes = [
  defineControlRoute({
    method: 'POST',
    path: '/wallets',
    summary: 'Register a wallet of a team (and profile), external or platform custody.',
    status: 201,
    body: RegisterWalletInput,
    run: ({ body, services }) => registerWallet(services, body),
  }),
];
