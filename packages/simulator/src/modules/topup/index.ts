/**
 * The top-up channel (spec: Endpoints > Native payment request and send, top-up, and ramp channel
 * routes): the estimate of a top-up, phone-code validation, and withdrawals with sponsored gas.
 */

import { defineArea, defineHandlers } from '../../kernel/module.js';
import { magicTopupPhone } from '../../platform/magic-values.js';
import { CODIGOPAQ_PATTERN, TOPUP_CAPABILITY_IDS, TOPUP_COUNTRIES, TOPUP_LIMITS } from '../channels/index.js';
import {
  localEstimate,
  TOPUP_INPUT_CODE,
  topupChain,
  topupEstimate,
  topupPhoneSignature,
  topupToken,
  topupUnits,
} from './rules.js';
import { topupTables } from './tables.js';
import { createWithdrawal, processSponsoredTx, signPayload } from './withdrawals.js';

export {
  checkTopupLimits,
  localEstimate,
  topupChain,
  topupEstimate,
  topupPhoneSignature,
  topupToken,
} from './rules.js';

import { loadSigning } from '../../kernel/signing.js';

export type { TopupWithdrawalRow } from './tables.js';
export { createWithdrawal } from './withdrawals.js';

const CAPABILITY_IDS: readonly string[] = Object.values(TOPUP_CAPABILITY_IDS);

/** Handlers of the top-up area. */
export const topupHandlers = defineHandlers({
  previewTopup: ({ query, store, fail }) => {
    const chain = topupChain(store, query.chain);
    const { deployment, symbol } = topupToken(store, chain, query.token);
    topupUnits(query.amount, deployment.decimals);
    const amount = Number(query.amount);
    if (!Number.isFinite(amount)) {
      throw fail(TOPUP_INPUT_CODE, `amount: ${query.amount} is too large to estimate.`);
    }
    const estimate = topupEstimate(store, amount, deployment.decimals);
    return {
      amount: query.amount,
      chain: { id: chain.id, slug: chain.slug, chainId: chain.chainId },
      token: { address: deployment.address, symbol, decimals: deployment.decimals },
      usdPrice: 1,
      ...estimate,
      limits: { ...TOPUP_LIMITS },
      estimates: TOPUP_COUNTRIES.map((country) => localEstimate(country, estimate.estimatedUsd)),
    };
  },
  validateTopupPhone: async ({ query, config, fail }) => {
    const codigopaq = query.codigopaq.trim();
    const unknown = CODIGOPAQ_PATTERN.test(codigopaq) ? magicTopupPhone(config, codigopaq) : null;
    const ok = CODIGOPAQ_PATTERN.test(codigopaq) && unknown === null;
    const reason = ok ? null : (unknown ?? 'codigopaq must be 8 to 12 digits.');
    if (query.capabilityId === undefined) return { ok, codigopaq, reason };
    if (!CAPABILITY_IDS.includes(query.capabilityId.toLowerCase())) {
      throw fail(
        TOPUP_INPUT_CODE,
        `capabilityId: ${query.capabilityId} is not a capability of the top-up channel.`,
      );
    }
    return {
      ok,
      signature: ok ? await topupPhoneSignature(query.capabilityId.toLowerCase(), codigopaq) : null,
    };
  },
  createTopupWithdrawal: (request) => createWithdrawal(request),
  getTopupWithdrawalSignPayload: async (request) => {
    await loadSigning();
    return signPayload(request);
  },
  processTopupWithdrawalSponsoredTx: async (request) => {
    await loadSigning();
    return processSponsoredTx(request);
  },
});

/** The top-up area. */
export const topupArea = defineArea({
  tables: topupTables,
  name: 'topup',
  handlers: topupHandlers,
});
