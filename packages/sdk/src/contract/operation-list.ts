/**
 * Every operation of the API, in the order of the spec's route list: the declarations only, so
 * that the client loads them without the registry, the error catalogue or the documentation.
 */

import { channelsOperations } from './channels.js';
import { complianceOperations } from './compliance.js';
import { configOperations } from './config.js';
import { coreOperations } from './core.js';
import { kycOperations } from './kyc.js';
import { notificationsOperations } from './notifications.js';
import { authOperations } from './onboarding.js';
import type { OperationDefinition } from './operation.js';
import { otcOperations } from './otc.js';
import { profileOperations } from './profile.js';
import { rampOperations } from './ramp.js';
import { teamsOperations } from './teams.js';
import { topupOperations } from './topup.js';
import { transactionsOperations } from './transactions.js';
import { userOperations } from './user.js';
import { walletsOperations } from './wallets.js';

/**
 * A flat, readonly array of every operation declaration. Its type names each area's list, so its
 * declaration file does not repeat every declaration.
 *
 * @example
 * ```ts
 * import { operations } from '@payments-platform/sdk/contract';
 * operations.filter((operation) => operation.method === 'GET').length;
 * ```
 */
export const operations: readonly [
  ...typeof authOperations,
  ...typeof teamsOperations,
  ...typeof profileOperations,
  ...typeof userOperations,
  ...typeof kycOperations,
  ...typeof complianceOperations,
  ...typeof channelsOperations,
  ...typeof otcOperations,
  ...typeof topupOperations,
  ...typeof rampOperations,
  ...typeof coreOperations,
  ...typeof walletsOperations,
  ...typeof transactionsOperations,
  ...typeof configOperations,
  ...typeof notificationsOperations,
] = [
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

/**
 * Any operation of the API. (Written as `Extract` so that the union carries this name: tools that
 * print types, documentation among them, then show `Operation` instead of all its members.)
 */
export type Operation = Extract<(typeof operations)[number], OperationDefinition>;

/** The id of any operation. */
export type OperationId = Operation['id'];

/** The operation with a given id. */
export type OperationById<Id extends OperationId> = Extract<Operation, { id: Id }>;
