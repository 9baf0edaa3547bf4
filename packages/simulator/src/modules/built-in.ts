/**
 * The areas of behaviour the simulator ships with. Each area lives in its own folder and is
 * listed here once; operations without a handler answer 501 `OPERATION_NOT_SIMULATED`.
 */
import type { AreaModule } from '../kernel/module.js';
import { authArea } from './auth/index.js';
import { chainArea } from './chain/index.js';
import { channelsArea } from './channels/index.js';
import { complianceArea } from './compliance/index.js';
import { configArea } from './config/index.js';
import { coreRequestsArea } from './core-requests/index.js';
import { coreSendsArea } from './core-sends/index.js';
import { kycArea } from './kyc/index.js';
import { notificationsArea } from './notifications/index.js';
import { otcArea } from './otc/index.js';
import { profileArea } from './profile/index.js';
import { rampArea } from './ramp/index.js';
import { teamsArea } from './teams/index.js';
import { topupArea } from './topup/index.js';
import { transactionsArea } from './transactions/index.js';
import { userArea } from './user/index.js';
import { walletsArea } from './wallets/index.js';

/** Built-in areas, in registration order. */
export const BUILT_IN_AREAS: readonly AreaModule[] = [
  configArea,
  profileArea,
  userArea,
  authArea,
  teamsArea,
  notificationsArea,
  kycArea,
  complianceArea,
  chainArea,
  topupArea,
  channelsArea,
  rampArea,
  walletsArea,
  coreSendsArea,
  transactionsArea,
  coreRequestsArea,
  otcArea,
];
