/**
 * The wallets module's control actions: registering a wallet whose key the test holds (or a
 * platform-custody one) for a team, and ERC-20 allowances such a wallet approved itself.
 */
import * as z from 'zod';
import { defineControlAction } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import { lazy, settle } from '../../kernel/lazy.js';
import { MAX_ALLOWANCE, setAllowance } from '../chain/index.js';
import { addWallet } from './records.js';
import type { WalletRow } from './tables.js';

const evmAddress = lazy(() => z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address'));

export const RegisterWalletInput = lazy(() =>
  z.object({
    teamId: z.string().min(1),
    profileId: z.string().min(1).nullable().optional(),
    address: evmAddress(),
    custody: z.enum(['external', 'platform']),
    alias: z.string().trim().min(1).nullable().optional(),
  }),
);
export type RegisterWalletInput = z.input<ReturnType<typeof RegisterWalletInput>>;

/** An approval a test-held wallet sent itself. */
const SetAllowanceInput = lazy(() =>
  z.object({
    chainId: z.number().int().positive(),
    owner: evmAddress(),
    token: evmAddress(),
    spender: evmAddress(),
    /** Base units as a digit string, or `max` for 2^256 - 1; `0` revokes. */
    amount: z.union([z.literal('max'), z.string().regex(/^\d+$/, 'Expected base units as digits')]),
  }),
);

/** The wallets module's control actions. */
export const WALLETS_CONTROL = [
  defineControlAction({
    module: 'wallets',
    name: 'register',
    method: 'POST',
    path: '/wallets',
    summary:
      'Register a wallet of a team (and profile): `external` (a key the test holds) or `platform` custody.',
    status: 201,
    get body() {
      return RegisterWalletInput();
    },
    run: ({ body, services }): WalletRow => {
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
    },
  }),
  defineControlAction({
    module: 'wallets',
    name: 'setAllowance',
    method: 'POST',
    path: '/allowances',
    summary: 'Set an ERC-20 allowance, as an approval sent by a wallet whose key the test holds.',
    get body() {
      return SetAllowanceInput();
    },
    run: ({ body, services }) => {
      const amount = body.amount === 'max' ? MAX_ALLOWANCE : BigInt(body.amount);
      if (!services.store.chains.first('byChainId', String(body.chainId))) {
        fail('CHAIN_NOT_FOUND', `No simulated chain ${body.chainId}.`);
      }
      if (amount > MAX_ALLOWANCE) {
        fail('BODY_PARSER_ERROR', 'amount: at most 2^256 - 1.');
      }
      setAllowance(services.store, { ...body, amount });
      return {
        ...body,
        owner: body.owner.toLowerCase(),
        token: body.token.toLowerCase(),
        spender: body.spender.toLowerCase(),
        amount: amount.toString(),
      };
    },
  }),
  defineControlAction({
    module: 'wallets',
    name: 'allowances',
    method: 'GET',
    path: '/allowances',
    summary: 'The non-zero allowances an owner gave (`owner`).',
    get query() {
      return settle(this, 'query', z.object({ owner: evmAddress() }));
    },
    run: ({ query, services }) => ({
      allowances: services.store.allowances.by('byOwner', query.owner.toLowerCase()),
    }),
  }),
] as const;
