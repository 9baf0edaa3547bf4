/**
 * The areas of behaviour the simulator ships with. Each area lives in its own folder and is
 * listed here once; operations without a handler answer 501 `OPERATION_NOT_SIMULATED`.
 */
import type { AreaModule } from '../engine/handlers.js';
import { chainArea } from '../services/chain-area.js';
import { authArea } from './auth/auth-area.js';
import { channelsArea } from './channels/channels-area.js';
import { complianceArea } from './compliance/compliance-area.js';
import { configArea } from './config/config-area.js';
import { coreRequestsArea } from './core-requests/core-requests-area.js';
import { coreSendsArea } from './core-sends/core-sends-area.js';
import { kycArea } from './kyc/kyc-area.js';
import { notificationsArea } from './notifications/notifications-area.js';
import { otcArea } from './otc/otc-area.js';
import { profileArea } from './profile/profile-area.js';
import { rampArea } from './ramp/ramp-area.js';
import { teamsArea } from './teams/teams-area.js';
import { topupArea } from './topup/topup-area.js';
import { transactionsArea } from './transactions/transactions-area.js';
import { userArea } from './user/user-area.js';
import { walletsArea } from './wallets/wallets-area.js';

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
