/**
 * Control of the OTC provider side under `/_simulator/otc`: make an offer on a request, read a
 * request with its offers and splits, set an escrow-factory allowance a wallet approved itself,
 * and hand the escrow a split approval or denial the user's wallet signed. The simulator's `otc`
 * methods call the same functions.
 */
import * as z from 'zod';
import { defineControlRoute, parseControlInput } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import type { Services } from '../../kernel/services.js';
import {
  allowanceOf,
  ChainLedger,
  fromBaseUnits,
  MAX_ALLOWANCE,
  setAllowance,
  toBaseUnits,
} from '../chain/index.js';
import { offerView, requestView } from './model.js';
import { escrowFactory, MakeOfferInput, makeOffer } from './offers.js';
import { relaySplitSignature } from './signatures.js';

export { MakeOfferInput } from './offers.js';

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address');

/** Body of `PUT /_simulator/otc/allowance`. */
export const OtcAllowanceInput = z.object({
  chainId: z.number().int().positive(),
  owner: evmAddress,
  /** Token address or symbol. */
  token: z.string().trim().min(1),
  /** Whole tokens, or `max`. */
  amount: z.union([
    z.literal('max'),
    z.string().regex(/^\d+(\.\d+)?$/, 'Expected a decimal amount'),
    z.number().nonnegative(),
  ]),
});
export type OtcAllowanceInput = z.input<typeof OtcAllowanceInput>;

/** Body of `POST /_simulator/otc/{id}/splits/{splitIndex}/signature`. */
export const SplitSignatureInput = z.object({ signature: z.string().trim().min(1) });

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

const splitIndexOf = (value: string | undefined): number => {
  if (value === undefined || !/^\d+$/.test(value)) {
    fail('BODY_PARSER_ERROR', 'splitIndex: expected a non-negative integer.');
  }
  return Number(value);
};

/**
 * The OTC provider side of one simulator.
 *
 * @example
 * ```ts
 * const offer = simulator.otc.makeOffer(requestId, { splits: 2 });
 * simulator.otc.request(requestId).status; // 'new'
 * ```
 */
export class OtcControl {
  readonly #services: Services;

  constructor(services: Services) {
    this.#services = services;
  }

  /** Makes an offer on a `new` request for an OTC-provider team (the demo OTC desk by default). */
  makeOffer(requestId: string, input: MakeOfferInput = {}) {
    const body = parseControlInput(MakeOfferInput, input);
    return offerView(this.#services.store, makeOffer(this.#services, requestId, body));
  }

  /** An OTC request with its offers and splits, as the API shows it. */
  request(requestId: string) {
    return requestView(this.#services.store, requestById(this.#services, requestId));
  }

  /** Sets the escrow-factory allowance of a wallet, as an `approve` the wallet sent itself does. */
  setAllowance(input: OtcAllowanceInput): OtcAllowanceView {
    const body = parseControlInput(OtcAllowanceInput, input);
    const deployment = new ChainLedger(this.#services).token(body.chainId, body.token);
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
    setAllowance(this.#services.store, { ...key, amount });
    const current = allowanceOf(this.#services.store, key);
    return {
      chainId: body.chainId,
      owner: body.owner.toLowerCase(),
      tokenAddress: deployment.address.toLowerCase(),
      spender: key.spender,
      allowance: current === MAX_ALLOWANCE ? 'max' : fromBaseUnits(current, deployment.decimals),
    };
  }

  /** Hands the escrow a split approval or denial signed by the user's wallet. */
  relaySplitSignature(requestId: string, splitIndex: number, signature: string) {
    const body = parseControlInput(SplitSignatureInput, { signature });
    return relaySplitSignature(this.#services, requestId, splitIndex, body.signature);
  }
}

/** The OTC control routes. */
export const otcControlRoutes = [
  defineControlRoute({
    method: 'POST',
    path: '/otc/{id}/offers',
    summary: 'Make an offer on a new OTC request for an OTC-provider team (the demo OTC desk by default).',
    status: 201,
    body: MakeOfferInput,
    run: ({ params, body, services }) => new OtcControl(services).makeOffer(params.id ?? '', body),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/otc/{id}',
    summary: 'An OTC request with its offers and splits.',
    run: ({ params, services }) => new OtcControl(services).request(params.id ?? ''),
  }),
  defineControlRoute({
    method: 'PUT',
    path: '/otc/allowance',
    summary: 'Set the escrow-factory allowance of a wallet (an approve the wallet sent itself).',
    body: OtcAllowanceInput,
    run: ({ body, services }) => new OtcControl(services).setAllowance(body),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/otc/{id}/splits/{splitIndex}/signature',
    summary: "Hand the escrow a split approval or denial signed by the user's wallet.",
    body: SplitSignatureInput,
    run: ({ params, body, services }) =>
      new OtcControl(services).relaySplitSignature(
        params.id ?? '',
        splitIndexOf(params.splitIndex),
        body.signature,
      ),
  }),
];
