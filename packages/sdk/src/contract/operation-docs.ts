/**
 * The documentation text of every operation, keyed by operation id. The declarations carry no
 * prose, so a client bundle never holds it; the OpenAPI document, the generated TSDoc, the
 * reference docs and the error catalogue read it from here.
 */

import { authDocs } from './docs/auth.js';
import { channelsDocs } from './docs/channels.js';
import { complianceDocs } from './docs/compliance.js';
import { configDocs } from './docs/config.js';
import { coreDocs } from './docs/core.js';
import { kycDocs } from './docs/kyc.js';
import { notificationsDocs } from './docs/notifications.js';
import { otcDocs } from './docs/otc.js';
import { profileDocs } from './docs/profile.js';
import { rampDocs } from './docs/ramp.js';
import { teamsDocs } from './docs/teams.js';
import { topupDocs } from './docs/topup.js';
import { transactionsDocs } from './docs/transactions.js';
import type { OperationDocs } from './docs/types.js';
import { userDocs } from './docs/user.js';
import { walletsDocs } from './docs/wallets.js';
import type { OperationId } from './operation-list.js';

export type { OperationDocs } from './docs/types.js';

/**
 * The summary, description and error descriptions of every operation, by operation id.
 *
 * @example
 * ```ts
 * import { operationDocs } from '@payments-platform/sdk/contract';
 * operationDocs.getMaintenance.summary; // 'Read the platform maintenance status.'
 * ```
 */
export const operationDocs: Readonly<Record<OperationId, OperationDocs>> = {
  ...authDocs,
  ...teamsDocs,
  ...profileDocs,
  ...userDocs,
  ...kycDocs,
  ...complianceDocs,
  ...channelsDocs,
  ...otcDocs,
  ...coreDocs,
  ...topupDocs,
  ...rampDocs,
  ...walletsDocs,
  ...transactionsDocs,
  ...configDocs,
  ...notificationsDocs,
};

const NO_DOCS: OperationDocs = { summary: '', errors: [] };

/**
 * The documentation of an operation; empty text for an operation that has none (one declared
 * outside this package).
 *
 * @example
 * ```ts
 * const { summary, errors } = docsOf(createInvitation);
 * errors[0]; // 'Missing profile or team context.', the description of createInvitation.errors[0]
 * ```
 */
export function docsOf(operation: { readonly id: string }): OperationDocs {
  return Object.hasOwn(operationDocs, operation.id)
    ? ((operationDocs as Readonly<Record<string, OperationDocs>>)[operation.id] as OperationDocs)
    : NO_DOCS;
}
