/**
 * Every operation of the API, in the order of the spec's route list.
 */
import { channelsOperations } from './channels.js';
import { complianceOperations } from './compliance.js';
import { configOperations } from './config.js';
import { coreOperations } from './core.js';
import { buildErrorCatalogue } from './errors.js';
import { kycOperations } from './kyc.js';
import { notificationsOperations } from './notifications.js';
import { authOperations } from './onboarding.js';
import { otcOperations } from './otc.js';
import { profileOperations } from './profile.js';
import { rampOperations } from './ramp.js';
import { OperationRegistry } from './registry.js';
import { teamsOperations } from './teams.js';
import { topupOperations } from './topup.js';
import { transactionsOperations } from './transactions.js';
import { userOperations } from './user.js';
import { walletsOperations } from './wallets.js';

/**
 * A flat, readonly array of every operation declaration.
 *
 * @example
 * ```ts
 * import { operations } from '@payments-platform/sdk/contract';
 * operations.filter((operation) => operation.method === 'GET').length;
 * ```
 */
export const operations = [
  ...authOperations,
  ...teamsOperations,
  ...profileOperations,
  ...userOperations,
  ...kycOperations,
  ...complianceOperations,
  ...channelsOperations,
  ...otcOperations,
  ...topupOperations,
  ...rampOperations,
  ...coreOperations,
  ...walletsOperations,
  ...transactionsOperations,
  ...configOperations,
  ...notificationsOperations,
] as const;

/** Any operation of the API. */
export type Operation = (typeof operations)[number];

/** The id of any operation. */
export type OperationId = Operation['id'];

/** The operation with a given id. */
export type OperationById<Id extends OperationId> = Extract<Operation, { id: Id }>;

/**
 * Lookup of operations by id, method + path template, or method + concrete path.
 *
 * @example
 * ```ts
 * registry.find('POST', '/v1/teams/invitations')?.id; // 'createInvitation'
 * registry.match('GET', '/v1/profile/banks/b-1')?.params; // { id: 'b-1' }
 * ```
 */
export const registry = new OperationRegistry<Operation>(operations);

/**
 * The operation declared with this method and path template.
 *
 * @example
 * ```ts
 * findOperation('GET', '/v1/maintenance')?.successStatus; // 200
 * ```
 */
export function findOperation(method: string, pathTemplate: string): Operation | undefined {
  return registry.find(method, pathTemplate);
}

/**
 * Every error code of the API (route codes and platform codes) with its statuses and meaning.
 *
 * @example
 * ```ts
 * errorCatalogue.APP_V1_AUTH_ONBOARD_ROUTE_05.statuses; // [409]
 * ```
 */
export const errorCatalogue = buildErrorCatalogue(operations);

/** Any documented error code. */
export type ErrorCode = keyof typeof errorCatalogue;
