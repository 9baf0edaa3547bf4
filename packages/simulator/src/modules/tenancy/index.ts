/**
 * The public functions of the tenancy module.
 */
import { defineArea } from '../../kernel/module.js';
import { TENANCY_CONTROL } from './control.js';
import { otpHandlers } from './otp.js';
import { tenancyTables } from './tables.js';

export { environmentOfKey, platformError } from './api-keys.js';
export { ANONYMOUS_CALLER, type Caller } from './caller.js';
export type {
  AddProfileInput,
  CreateApiKeyInput,
  CreateAppInput,
  CreateSessionInput,
  SessionView,
} from './control.js';
export { OTP_MAX_ATTEMPTS } from './otp.js';
export {
  actingTeamId,
  canRead,
  canWrite,
  inCallerApp,
  keyScopeAllows,
  OWNERSHIP_RULES,
  type Owner,
  ownerInTeam,
  ownsRecord,
  type Reach,
  type RecordKind,
  teamOwner,
  withinCallerScope,
} from './ownership.js';
export {
  addMember,
  changeMemberRole,
  changeProfile,
  changeTeamDetails,
  countReferral,
  createApp,
  createProfile,
  createTeam,
  createUser,
  issueApiKey,
  type NewApiKey,
  type NewApp,
  type NewMember,
  type NewProfile,
  type NewTeam,
  type NewUser,
  type ProfileDetails,
  revokeApiKey,
  setComplianceRedirects,
  setDefaultProfile,
  setDefaultReceiverWallet,
  sweepExpiredLogins,
  type TeamDetails,
} from './records.js';
export type {
  ApiKeyRow,
  AppRow,
  MemberRow,
  OtpChallengeRow,
  ProfileRow,
  SessionRow,
  StoredSessionRow,
  TeamRow,
  UserRow,
} from './tables.js';
export { matchesUserType, signInProfiles, userTypeOf } from './user-types.js';

/** The tenancy module. */
export const tenancyArea = defineArea({
  name: 'tenancy',
  tables: tenancyTables,
  handlers: otpHandlers,
  control: TENANCY_CONTROL,
});
