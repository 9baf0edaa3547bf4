/**
 * The yearly compliance fee (spec: Endpoints > KYC and compliance): a card checkout session, or
 * the team's on-chain fee payment request. The context comes from a session, both headers or the
 * key's scope (resolved by the engine); no admin role is needed.
 */

import { type FailCode, fail } from '../../kernel/fail.js';
import { defineHandlers } from '../../kernel/module.js';
import type { Store } from '../../platform/database.js';
import type { PaymentRequestRow } from '../core-requests/index.js';
import { createPaymentRequest } from '../core-requests/index.js';
import type { Caller, ProfileRow, TeamRow } from '../tenancy/index.js';
import { complianceSettingsOf } from './fee-settings.js';

/** How long a checkout session stays open: 24 hours of virtual time. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** The hosted checkout page of a session (not served by the simulator). */
export const checkoutUrlOf = (sessionId: string) => `https://checkout.payments-platform.test/c/${sessionId}`;

/** The `customId` of a team's compliance-fee request of a year. */
export const feeCustomIdOf = (teamId: string, year: number) => `compliance-fee:${teamId}:${year}`;

/**
 * The paying team and profile: 400 with the missing-context code without a team, 404 with the
 * profile code when the context has no profile (a team-scoped key) or it is no longer stored.
 */
function payerOf(
  caller: Caller,
  store: Store,
  missingContext: FailCode,
  profileNotFound: FailCode,
): { readonly team: TeamRow; readonly profile: ProfileRow } {
  if (!caller.team) fail(missingContext, 'This operation needs a team context.', { status: 400 });
  const team = store.teams.get(caller.team.id);
  if (!team) fail(missingContext, `Team ${caller.team.id} no longer exists.`, { status: 400 });
  const profile = caller.profile ? store.profiles.get(caller.profile.id) : undefined;
  if (!profile) {
    fail(profileNotFound, 'The context has no profile to pay the compliance fee.', { status: 404 });
  }
  return { team, profile };
}

/** The answer of pay-via-request for a stored request. */
const feeRequestView = (request: PaymentRequestRow) => ({
  amountUsd: request.amount,
  customId: request.customId ?? '',
  ...(request.status === 'open'
    ? {
        id: request.id,
        url: request.url,
        embedUrl: request.embedUrl,
        txId: request.txId,
        channelTableType: request.channelTableType,
        createdAt: request.createdAt,
      }
    : { txId: request.txId, completedAt: request.completedAt }),
  status: request.status,
});

/** Handlers of the compliance area. */
export const complianceHandlers = defineHandlers({
  createComplianceCheckout: ({ body, caller, store, ids, clock, fail }) => {
    const { team, profile } = payerOf(
      caller,
      store,
      'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_01',
      'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_02',
    );
    const app = store.apps.get(team.appId);
    const successUrl = body.successUrl ?? app?.complianceSuccessUrl ?? null;
    const cancelUrl = body.cancelUrl ?? app?.complianceCancelUrl ?? null;
    if (successUrl === null || cancelUrl === null) {
      const missing = [successUrl === null ? 'successUrl' : null, cancelUrl === null ? 'cancelUrl' : null]
        .filter((name) => name !== null)
        .join(' and ');
      throw fail(
        'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_03',
        `No ${missing}: send it or configure the app's default.`,
      );
    }
    const sessionId = `cs_${ids.token(24)}`;
    const checkout = store.complianceCheckouts.insert({
      id: sessionId,
      appId: team.appId,
      teamId: team.id,
      profileId: profile.id,
      mode: 'subscription',
      checkoutUrl: checkoutUrlOf(sessionId),
      successUrl,
      cancelUrl,
      status: 'open',
      createdAt: clock.iso(),
      expiresAt: clock.now() + CHECKOUT_TTL_MS,
    });
    return { checkoutUrl: checkout.checkoutUrl, sessionId: checkout.id, mode: checkout.mode };
  },

  payComplianceViaRequest: (request) => {
    const { caller, store, clock, fail } = request;
    const { team } = payerOf(
      caller,
      store,
      'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_01',
      'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_02',
    );
    const settings = complianceSettingsOf(store);
    if (settings.feeMakerProfileId === null) {
      throw fail(
        'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_03',
        'The compliance fee-maker profile id is not configured.',
      );
    }
    const maker = store.profiles.get(settings.feeMakerProfileId);
    if (!maker) {
      throw fail(
        'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_04',
        `The fee-maker profile ${settings.feeMakerProfileId} does not exist.`,
      );
    }
    const year = new Date(clock.now()).getUTCFullYear();
    const customId = feeCustomIdOf(team.id, year);
    const existing = store.paymentRequests
      .by('byCustomId', customId)
      .filter((row) => row.payerTeamId === team.id && row.status !== 'failed')
      .at(-1);
    if (existing) return feeRequestView(existing);
    const makerTeam = store.teams.get(maker.teamId);
    const makerWallet = store.wallets.by('byProfile', maker.id)[0]?.address ?? null;
    const created = createPaymentRequest(request, {
      appId: team.appId,
      amount: settings.feeAmountUsd,
      currencyToken: 'USD',
      targetAddress: makerTeam?.defaultReceiverWallet ?? makerWallet,
      customId,
      note: `Compliance fee ${year}`,
      makerProfileId: maker.id,
      makerTeamId: maker.teamId,
      payerTeamId: team.id,
    });
    return feeRequestView(created);
  },
});
