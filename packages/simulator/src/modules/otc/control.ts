/**
 * The OTC module's control actions, the provider side: make an offer on a request, read a request
 * with its offers and splits, set an escrow-factory allowance a wallet approved itself, and hand
 * the escrow a split approval or denial the user's wallet signed.
 */
import * as z from 'zod';
import { defineControlAction } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import { lazy, settle } from '../../kernel/lazy.js';
import type { Services } from '../../kernel/services.js';
import { loadSigning } from '../../kernel/signing.js';
import {
  allowanceOf,
  ChainLedger,
  fromBaseUnits,
  MAX_ALLOWANCE,
  setAllowance,
  toBaseUnits,
} from '../chain/index.js';
import { offerView, requestView } from './model.js';
import { MakeOfferInput } from './offer-input.js';
import { escrowFactory, makeOffer } from './offers.js';
import { relaySplitSignature } from './signatures.js';

export { MakeOfferInput } from './offer-input.js';

const evmAddress = lazy(() => z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address'));

/** Input of `otc.setAllowance`. */
export const OtcAllowanceInput = lazy(() =>
  z.object({
    chainId: z.number().int().positive(),
    owner: evmAddress(),
    /** Token address or symbol. */
    token: z.string().trim().min(1),
    /** Whole tokens, or `max`. */
    amount: z.union([
      z.literal('max'),
      z.string().regex(/^\d+(\.\d+)?$/, 'Expected a decimal amount'),
      z.number().nonnegative(),
    ]),
  }),
);
export type OtcAllowanceInput = z.input<ReturnType<typeof OtcAllowanceInput>>;

/** An escrow-factory allowance as the control API shows it. */
export interface OtcAllowanceView {
  readonly chainId: number;
  readonly owner: string;
  readonly tokenAddress: string;
  readonly spender: string;
  /** Whole tokens, or `max`. */
  readonly allowance: string;
}

const requestById = (services: Services, id: string) => {
  const row = services.store.otcRequests.get(id);
  if (!row) fail('OTC_REQUEST_NOT_FOUND', `No OTC request ${id}.`);
  return row;
};

const splitIndexOf = (value: string | number): number => {
  if (!/^\d+$/.test(String(value))) {
    fail('BODY_PARSER_ERROR', 'splitIndex: expected a non-negative integer.');
  }
  return Number(value);
};

const requestParams = lazy(() => z.object({ id: z.string() }));

/** The OTC module's control actions. */
export const OTC_CONTROL = [
  defineControlAction({
    module: 'otc',
    name: 'makeOffer',
    method: 'POST',
    path: '/otc/{id}/offers',
    summary: 'Make an offer on a new OTC request for an OTC-provider team (the demo OTC desk by default).',
    status: 201,
    get params() {
      return requestParams();
    },
    body: MakeOfferInput,
    run: ({ params, body, services }) => offerView(services.store, makeOffer(services, params.id, body)),
  }),
  defineControlAction({
    module: 'otc',
    name: 'request',
    method: 'GET',
    path: '/otc/{id}',
    summary: 'An OTC request with its offers and splits, as the API shows it.',
    get params() {
      return requestParams();
    },
    run: ({ params, services }) => requestView(services.store, requestById(services, params.id)),
  }),
  defineControlAction({
    module: 'otc',
    name: 'setAllowance',
    method: 'PUT',
    path: '/otc/allowance',
    summary: 'Set the escrow-factory allowance of a wallet (an `approve` the wallet sent itself).',
    get body() {
      return OtcAllowanceInput();
    },
    run: ({ body, services }): OtcAllowanceView => {
      const deployment = new ChainLedger(services).token(body.chainId, body.token);
      if (deployment.type !== 'erc20') {
        fail('BODY_PARSER_ERROR', 'token: the native coin has no allowance.');
      }
      let amount: bigint;
      try {
        amount = body.amount === 'max' ? MAX_ALLOWANCE : toBaseUnits(body.amount, deployment.decimals);
      } catch (error) {
        fail('BODY_PARSER_ERROR', `amount: ${(error as Error).message}.`);
      }
      if (amount > MAX_ALLOWANCE) {
        fail('BODY_PARSER_ERROR', 'amount: above the largest allowance (2^256 - 1).');
      }
      const key = {
        chainId: body.chainId,
        owner: body.owner,
        token: deployment.address,
        spender: escrowFactory(body.chainId),
      };
      setAllowance(services.store, { ...key, amount });
      const current = allowanceOf(services.store, key);
      return {
        chainId: body.chainId,
        owner: body.owner.toLowerCase(),
        tokenAddress: deployment.address.toLowerCase(),
        spender: key.spender,
        allowance: current === MAX_ALLOWANCE ? 'max' : fromBaseUnits(current, deployment.decimals),
      };
    },
  }),
  defineControlAction({
    module: 'otc',
    name: 'relaySplitSignature',
    method: 'POST',
    path: '/otc/{id}/splits/{splitIndex}/signature',
    summary: "Hand the escrow a split approval or denial signed by the user's wallet.",
    get params() {
      return settle(
        this,
        'params',
        z.object({ id: z.string(), splitIndex: z.union([z.string(), z.number()]) }),
      );
    },
    get body() {
      return settle(this, 'body', z.object({ signature: z.string().trim().min(1) }));
    },
    run: async ({ params, body, services }) => {
      await loadSigning();
      return relaySplitSignature(services, params.id, splitIndexOf(params.splitIndex), body.signature);
    },
  }),
] as const;
