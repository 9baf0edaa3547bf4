/**
 * The areas of behaviour the simulator ships with. Each area lives in its own folder and is
 * listed here once; operations without a handler answer 501 `OPERATION_NOT_SIMULATED`.
 */
import type { AreaModule } from './kernel/module.js';
import { activityArea } from './modules/activity/index.js';
import { authArea } from './modules/auth/index.js';
import { chainArea } from './modules/chain/index.js';
import { channelRoutesArea } from './modules/channel-routes/index.js';
import { channelsArea } from './modules/channels/index.js';
import { complianceArea } from './modules/compliance/index.js';
import { configArea } from './modules/config/index.js';
import { coreRequestsArea } from './modules/core-requests/index.js';
import { coreSendsArea } from './modules/core-sends/index.js';
import { kycArea } from './modules/kyc/index.js';
import { notificationsArea } from './modules/notifications/index.js';
import { otcArea } from './modules/otc/index.js';
import { profileArea } from './modules/profile/index.js';
import { rampArea } from './modules/ramp/index.js';
import { referenceArea } from './modules/reference/index.js';
import { teamsArea } from './modules/teams/index.js';
import { tenancyArea } from './modules/tenancy/index.js';
import { topupArea } from './modules/topup/index.js';
import { transactionsArea } from './modules/transactions/index.js';
import { uploadsArea } from './modules/uploads/index.js';
import { userArea } from './modules/user/index.js';
import { walletsArea } from './modules/wallets/index.js';

/** Built-in modules, in their declared order: each imports only the modules before it. */
export const BUILT_IN_AREAS = [
  referenceArea,
  tenancyArea,
  activityArea,
  notificationsArea,
  uploadsArea,
  transactionsArea,
  chainArea,
  walletsArea,
  kycArea,
  profileArea,
  userArea,
  teamsArea,
  authArea,
  configArea,
  channelsArea,
  topupArea,
  rampArea,
  coreRequestsArea,
  complianceArea,
  coreSendsArea,
  otcArea,
  channelRoutesArea,
] as const satisfies readonly AreaModule[];
