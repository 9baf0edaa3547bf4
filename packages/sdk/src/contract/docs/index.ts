/**
 * The documentation text of every operation, keyed by operation id. The declarations carry no
 * prose, so a client bundle never holds it; the OpenAPI document, the generated TSDoc, the
 * reference docs and the error catalogue read it from here.
 */
import type { OperationId } from '../operation-list.js';
import { authDocs } from './auth.js';
import { channelsDocs } from './channels.js';
import { complianceDocs } from './compliance.js';
import { configDocs } from './config.js';
import { coreDocs } from './core.js';
import { kycDocs } from './kyc.js';
import { notificationsDocs } from './notifications.js';
import { otcDocs } from './otc.js';
import { profileDocs } from './profile.js';
import { rampDocs } from './ramp.js';
import { teamsDocs } from './teams.js';
import { topupDocs } from './topup.js';
import { transactionsDocs } from './transactions.js';
import type { OperationDocs } from './types.js';
import { userDocs } from './user.js';
import { walletsDocs } from './wallets.js';

export type { OperationDocs } from './types.js';

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
