// Generated from the operation declarations by `npm run generate`; do not edit by hand.
import type { OperationDescriptor } from '../contract/shape.js';

/** The params object of `client.auth.onboard`: path params, query and body fields together. */
export type OnboardUserParams = {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  country: string;
  isBusiness: boolean;
  termsOfService: true;
  referralCode?: string | undefined;
  language?: "en" | "es" | undefined;
  businessName?: string | undefined;
  teamMetadata?: Record<string, unknown> | undefined;
  teamDescription?: string | undefined;
};
/** What `client.auth.onboard` resolves with: the `data` of its answer. */
export type OnboardUserResult = {
  team: {
    id: string;
  };
  profile: {
    id: string;
    nickname: string;
    suborgId: string;
  };
  teamMember: {
    profileId: string;
    teamId: string;
    role: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api" | (string & {});
  };
  invitationAccepted: boolean;
  walletCreated: boolean;
};
/** Every error code `client.auth.onboard` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type OnboardUserErrorCode = "APP_V1_AUTH_ONBOARD_ROUTE_04" | "APP_V1_AUTH_ONBOARD_ROUTE_01" | "APP_V1_AUTH_ONBOARD_ROUTE_05" | "APP_V1_AUTH_ONBOARD_ROUTE_03" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.auth.validateReferral`: path params, query and body fields together. */
export type ValidateReferralCodeParams = {
  referralCode: string;
};
/** What `client.auth.validateReferral` resolves with: the `data` of its answer. */
export type ValidateReferralCodeResult = {
  exists: boolean;
};
/** Every error code `client.auth.validateReferral` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ValidateReferralCodeErrorCode = "APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_01" | "APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_02" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.auth.refreshSession`: path params, query and body fields together. */
export type RefreshSessionParams = {};
/** What `client.auth.refreshSession` resolves with: the `data` of its answer. */
export type RefreshSessionResult = {
  session: string;
  userType: "admin" | (string & {}) | "individual" | "business";
  expirationTimestamp?: number | undefined;
} | {
  message: string;
  userType: "admin" | (string & {}) | "individual" | "business";
  expirationTimestamp?: number | undefined;
};
/** Every error code `client.auth.refreshSession` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type RefreshSessionErrorCode = "APP_V1_AUTH_REFRESH_SESSION_01" | "APP_V1_AUTH_REFRESH_SESSION_02" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.auth.sendOtp`: path params, query and body fields together. */
export type SendOtpParams = {
  email: string;
  identifier?: string | null | undefined;
  language?: "en" | "es" | null | undefined;
  userType?: "admin" | "individual" | "business" | null | undefined;
};
/** What `client.auth.sendOtp` resolves with: the `data` of its answer. */
export type SendOtpResult = {
  otpId: string;
  identifier: string;
  profiles: {
    id: string;
    nickname: string;
    team?: unknown;
    userType?: "admin" | (string & {}) | "individual" | "business" | null | undefined;
  }[];
};
/** Every error code `client.auth.sendOtp` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type SendOtpErrorCode = "APP_V1_AUTH_SEND_OTP_ROUTE_01" | "APP_V1_AUTH_SEND_OTP_ROUTE_02" | "APP_V1_AUTH_SEND_OTP_ROUTE_03" | "APP_V1_AUTH_SEND_OTP_ROUTE_04" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "OTP_GATE_CLOSED" | "INTERNAL_ERROR";
/** The params object of `client.auth.verifyOtp`: path params, query and body fields together. */
export type VerifyOtpParams = {
  otp: string;
  otpId: string;
  email: string;
  identifier?: string | null | undefined;
  profileId?: string | null | undefined;
  userType?: "admin" | "individual" | "business" | null | undefined;
};
/** What `client.auth.verifyOtp` resolves with: the `data` of its answer. */
export type VerifyOtpResult = {
  session: string;
  orgId: string;
  country: string;
  userType: "admin" | (string & {}) | "individual" | "business";
  teams: {
    teamId: string;
    teamName: string;
    profileId: string;
    profileNickname: string;
    profileSuborgId: string;
    profileRole: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api" | (string & {});
    userType: "admin" | (string & {}) | "individual" | "business";
    teamDefaultReceiverWallet: string | null;
    teamProfileSuborgId: string;
  }[];
};
/** Every error code `client.auth.verifyOtp` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type VerifyOtpErrorCode = "APP_V1_AUTH_VERIFY_OTP_ROUTE_01" | "APP_V1_AUTH_VERIFY_OTP_ROUTE_02" | "APP_V1_AUTH_VERIFY_OTP_ROUTE_03" | "APP_V1_AUTH_VERIFY_OTP_ROUTE_04" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "OTP_GATE_CLOSED" | "INTERNAL_ERROR";
/** The params object of `client.teams.banks.list`: path params, query and body fields together. */
export type ListTeamBanksParams = {};
/** What `client.teams.banks.list` resolves with: the `data` of its answer. */
export type ListTeamBanksResult = {
  profile: {
    id: string;
    nickname: string;
  };
  banks: {
    id: string;
    accountAlias: string;
    accountType: (string & {}) | "CHECKING" | "SAVINGS" | "BUSINESS" | "CURRENT" | "MONEY_MARKET";
  }[];
}[];
/** Every error code `client.teams.banks.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListTeamBanksErrorCode = "APP_V1_TEAMS_BANKS_ROUTE_01" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.countries.add`: path params, query and body fields together. */
export type AddTeamCountryParams = {
  country: string;
};
/** What `client.teams.countries.add` resolves with: the `data` of its answer. */
export type AddTeamCountryResult = {
  id: string;
  name: string;
  description?: string | null | undefined;
  metadata?: Record<string, unknown> | undefined;
  countries?: string[] | undefined;
  defaultReceiverWallet?: string | null | undefined;
  notificationEmail?: string | null | undefined;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  imageUrl?: string | undefined;
};
/** Every error code `client.teams.countries.add` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type AddTeamCountryErrorCode = "APP_V1_TEAMS_COUNTRIES_01" | "APP_V1_TEAMS_COUNTRIES_02" | "APP_V1_TEAMS_COUNTRIES_03" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.countries.remove`: path params, query and body fields together. */
export type RemoveTeamCountryParams = {
  country: string;
};
/** What `client.teams.countries.remove` resolves with: the `data` of its answer. */
export type RemoveTeamCountryResult = {
  id: string;
  name: string;
  description?: string | null | undefined;
  metadata?: Record<string, unknown> | undefined;
  countries?: string[] | undefined;
  defaultReceiverWallet?: string | null | undefined;
  notificationEmail?: string | null | undefined;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  imageUrl?: string | undefined;
};
/** Every error code `client.teams.countries.remove` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type RemoveTeamCountryErrorCode = "APP_V1_TEAMS_COUNTRIES_01" | "APP_V1_TEAMS_COUNTRIES_02" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.defaultReceiverWallet.update`: path params, query and body fields together. */
export type UpdateTeamDefaultReceiverWalletParams = {
  defaultReceiverWallet?: string | null | undefined;
};
/** What `client.teams.defaultReceiverWallet.update` resolves with: the `data` of its answer. */
export type UpdateTeamDefaultReceiverWalletResult = {
  id: string;
  name: string;
  description?: string | null | undefined;
  metadata?: Record<string, unknown> | undefined;
  countries?: string[] | undefined;
  defaultReceiverWallet?: string | null | undefined;
  notificationEmail?: string | null | undefined;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  imageUrl?: string | undefined;
};
/** Every error code `client.teams.defaultReceiverWallet.update` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type UpdateTeamDefaultReceiverWalletErrorCode = "APP_V1_TEAMS_DEFAULT_RECEIVER_WALLET_ROUTE_01" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.invitations.list`: path params, query and body fields together. */
export type ListInvitationsParams = {};
/** What `client.teams.invitations.list` resolves with: the `data` of its answer. */
export type ListInvitationsResult = {
  id: string;
  teamId: string;
  email: string;
  role: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api" | (string & {});
  status: (string & {}) | "pending" | "accepted" | "rejected" | "expired";
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  invitedBy?: string | null | undefined;
}[];
/** Every error code `client.teams.invitations.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListInvitationsErrorCode = "APP_V1_TEAMS_INVITATIONS_ROUTE_01" | "APP_V1_TEAMS_INVITATIONS_ROUTE_03" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.invitations.create`: path params, query and body fields together. */
export type CreateInvitationParams = {
  email: string;
  role?: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api" | undefined;
};
/** What `client.teams.invitations.create` resolves with: the `data` of its answer. */
export type CreateInvitationResult = {
  id: string;
  teamId: string;
  email: string;
  role: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api" | (string & {});
  status: (string & {}) | "pending" | "accepted" | "rejected" | "expired";
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  invitedBy?: string | null | undefined;
};
/** Every error code `client.teams.invitations.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateInvitationErrorCode = "APP_V1_TEAMS_INVITATIONS_ROUTE_01" | "APP_V1_TEAMS_INVITATIONS_ROUTE_02" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.invitations.delete`: path params, query and body fields together. */
export type DeleteInvitationParams = {
  id: string;
};
/** What `client.teams.invitations.delete` resolves with: the `data` of its answer. */
export type DeleteInvitationResult = {
  id: string;
  teamId: string;
  email: string;
  role: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api" | (string & {});
  status: (string & {}) | "pending" | "accepted" | "rejected" | "expired";
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
  invitedBy?: string | null | undefined;
};
/** Every error code `client.teams.invitations.delete` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type DeleteInvitationErrorCode = "APP_V1_TEAMS_INVITATIONS_ID_ROUTE_01" | "APP_V1_TEAMS_INVITATIONS_ID_ROUTE_02" | "APP_V1_TEAMS_INVITATIONS_ID_ROUTE_03" | "APP_V1_TEAMS_INVITATIONS_ID_ROUTE_04" | "APP_V1_TEAMS_INVITATIONS_ID_ROUTE_05" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.members.list`: path params, query and body fields together. */
export type ListTeamMembersParams = {};
/** What `client.teams.members.list` resolves with: the `data` of its answer. */
export type ListTeamMembersResult = {
  profileId: string;
  role: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api" | (string & {});
  joinedAt?: string | undefined;
  addedBy?: string | null | undefined;
  profile?: {
    id: string;
    nickname: string;
    metadata?: Record<string, unknown> | undefined;
    createdAt?: string | undefined;
    updatedAt?: string | undefined;
  } | undefined;
  user?: {
    id: string;
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    country: string;
    language: string;
  } | undefined;
  imageUrl?: string | undefined;
}[];
/** Every error code `client.teams.members.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListTeamMembersErrorCode = "APP_V1_TEAMS_MEMBERS_ROUTE_01" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.members.block`: path params, query and body fields together. */
export type BlockTeamMemberParams = {
  profileId: string;
};
/** What `client.teams.members.block` resolves with: the `data` of its answer. */
export type BlockTeamMemberResult = {
  profileId: string;
  blocked: true;
};
/** Every error code `client.teams.members.block` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type BlockTeamMemberErrorCode = "APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_01" | "APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_02" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.members.updateRole`: path params, query and body fields together. */
export type UpdateTeamMemberRoleParams = {
  profileId: string;
  role: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api";
};
/** What `client.teams.members.updateRole` resolves with: the `data` of its answer. */
export type UpdateTeamMemberRoleResult = {
  profileId: string;
  role: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api" | (string & {});
};
/** Every error code `client.teams.members.updateRole` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type UpdateTeamMemberRoleErrorCode = "APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01" | "APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_02" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.metadata.update`: path params, query and body fields together. */
export type UpdateTeamMetadataParams = {
  [x: string]: unknown;
  name?: string | undefined;
  description?: string | undefined;
};
/** What `client.teams.metadata.update` resolves with: the `data` of its answer. */
export type UpdateTeamMetadataResult = {
  id: string;
  name: string;
  description?: string | null | undefined;
  metadata?: Record<string, unknown> | undefined;
  countries?: string[] | undefined;
  defaultReceiverWallet?: string | null | undefined;
  notificationEmail?: string | null | undefined;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  imageUrl?: string | undefined;
};
/** Every error code `client.teams.metadata.update` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type UpdateTeamMetadataErrorCode = "APP_V1_TEAMS_METADATA_ROUTE_01" | "APP_V1_TEAMS_METADATA_ROUTE_02" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.notificationEmail.update`: path params, query and body fields together. */
export type UpdateTeamNotificationEmailParams = {
  notificationEmail?: string | null | undefined;
};
/** What `client.teams.notificationEmail.update` resolves with: the `data` of its answer. */
export type UpdateTeamNotificationEmailResult = {
  id: string;
  name: string;
  description?: string | null | undefined;
  metadata?: Record<string, unknown> | undefined;
  countries?: string[] | undefined;
  defaultReceiverWallet?: string | null | undefined;
  notificationEmail?: string | null | undefined;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  imageUrl?: string | undefined;
};
/** Every error code `client.teams.notificationEmail.update` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type UpdateTeamNotificationEmailErrorCode = "APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_01" | "APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_03" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.taxInfo.upsert`: path params, query and body fields together. */
export type UpsertTeamTaxInfoParams = {
  country: string;
  taxId: string;
  name?: string | null | undefined;
  address?: string | null | undefined;
  setAsDefaultForCountry?: boolean | undefined;
  setAsGlobalDefault?: boolean | undefined;
};
/** What `client.teams.taxInfo.upsert` resolves with: the `data` of its answer. */
export type UpsertTeamTaxInfoResult = {
  id: string;
  name: string;
  description?: string | null | undefined;
  metadata?: Record<string, unknown> | undefined;
  countries?: string[] | undefined;
  defaultReceiverWallet?: string | null | undefined;
  notificationEmail?: string | null | undefined;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  imageUrl?: string | undefined;
};
/** Every error code `client.teams.taxInfo.upsert` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type UpsertTeamTaxInfoErrorCode = "APP_V1_TEAMS_TAX_INFO_01" | "APP_V1_TEAMS_TAX_INFO_02" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.taxInfo.setDefault`: path params, query and body fields together. */
export type SetTeamDefaultTaxInfoParams = {
  country: string;
  taxId: string;
};
/** What `client.teams.taxInfo.setDefault` resolves with: the `data` of its answer. */
export type SetTeamDefaultTaxInfoResult = {
  id: string;
  name: string;
  description?: string | null | undefined;
  metadata?: Record<string, unknown> | undefined;
  countries?: string[] | undefined;
  defaultReceiverWallet?: string | null | undefined;
  notificationEmail?: string | null | undefined;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  imageUrl?: string | undefined;
};
/** Every error code `client.teams.taxInfo.setDefault` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type SetTeamDefaultTaxInfoErrorCode = "APP_V1_TEAMS_TAX_INFO_DEFAULT_01" | "APP_V1_TEAMS_TAX_INFO_DEFAULT_02" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.teams.activity.list`: path params, query and body fields together. */
export type ListTeamActivityParams = {
  teamId: string;
  profileId?: string | undefined;
  limit?: string | number | undefined;
  exclusiveStartKey?: string | undefined;
};
/** One page of `client.teams.activity.list`: what awaiting its result gives. */
export type ListTeamActivityResult = {
  items: {
    PK: string;
    SK: string;
    ActionType: string;
    ActionName: string;
    Status: string;
    TeamId: string;
    ProfileId: string | null;
    CreatedAt: string;
  }[];
  lastEvaluatedKey?: string | undefined;
};
/** One item of the pages of `client.teams.activity.list`: what `for await` over its result gives. */
export type ListTeamActivityItem = {
  PK: string;
  SK: string;
  ActionType: string;
  ActionName: string;
  Status: string;
  TeamId: string;
  ProfileId: string | null;
  CreatedAt: string;
};
/** Every error code `client.teams.activity.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListTeamActivityErrorCode = "APP_V1_TEAMS_ACTIVITY_01" | "APP_V1_TEAMS_ACTIVITY_03" | "APP_V1_TEAMS_ACTIVITY_02" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "ROLE_REQUIRED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.teams.image.createUploadUrl`: path params, query and body fields together. */
export type CreateTeamImageUploadUrlParams = {
  teamId: string;
  fileName: string;
  contentType: "image/jpeg" | "image/jpg" | "image/png" | "image/webp" | "image/gif";
};
/** What `client.teams.image.createUploadUrl` resolves with: the `data` of its answer. */
export type CreateTeamImageUploadUrlResult = {
  uploadUrl: string;
  filePath: string;
  expiresAt: string;
};
/** Every error code `client.teams.image.createUploadUrl` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateTeamImageUploadUrlErrorCode = "V1_TEAM_IMAGE_UPLOAD_URL_01" | "V1_TEAM_IMAGE_UPLOAD_URL_02" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.teams.image.confirm`: path params, query and body fields together. */
export type ConfirmTeamImageParams = {
  teamId: string;
  filePath: string;
};
/** What `client.teams.image.confirm` resolves with: the `data` of its answer. */
export type ConfirmTeamImageResult = {
  imageUrl: string;
};
/** Every error code `client.teams.image.confirm` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ConfirmTeamImageErrorCode = "V1_TEAM_IMAGE_CONFIRM_01" | "V1_TEAM_IMAGE_CONFIRM_02" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.profile.retrieve`: path params, query and body fields together. */
export type GetProfileParams = {};
/** What `client.profile.retrieve` resolves with: the `data` of its answer. */
export type GetProfileResult = {
  profile: {
    id: string;
    nickname: string;
    metadata?: Record<string, unknown> | undefined;
    suborgId?: string | undefined;
    teamMembers?: {
      role: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api" | (string & {});
    } | undefined;
    team?: {
      id: string;
      name: string;
    } | undefined;
    createdAt?: string | undefined;
    updatedAt?: string | undefined;
    imageUrl?: string | undefined;
  };
  banks: {
    bank: {
      id: string;
      accountAlias: string;
      accountType: (string & {}) | "CHECKING" | "SAVINGS" | "BUSINESS" | "CURRENT" | "MONEY_MARKET";
      accountNumber: string;
      country: string;
      bankSlug: string;
      accountName?: string | undefined;
      additionalData?: Record<string, unknown> | undefined;
      currency?: {
        symbol: string;
      } | undefined;
    };
    currency: {
      symbol: string;
    } | null;
  }[];
  user: {
    country: string;
    firstName: string;
    lastName: string;
    language: "en" | "es" | (string & {});
    username: string;
    referralCode?: string | undefined;
    referralsCount?: number | undefined;
  };
  kyc: {
    isVerified: boolean;
    status: (string & {}) | "none" | "not started" | "approved";
  };
  wallets: unknown[];
  imageUrl?: string | undefined;
};
/** Every error code `client.profile.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetProfileErrorCode = "APP_V1_PROFILE_ROUTE_01" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.profile.banks.list`: path params, query and body fields together. */
export type ListProfileBanksParams = {};
/** What `client.profile.banks.list` resolves with: the `data` of its answer. */
export type ListProfileBanksResult = {
  bank: {
    id: string;
    accountAlias: string;
    accountType: (string & {}) | "CHECKING" | "SAVINGS" | "BUSINESS" | "CURRENT" | "MONEY_MARKET";
    accountNumber: string;
    country: string;
    bankSlug: string;
    accountName?: string | undefined;
    additionalData?: Record<string, unknown> | undefined;
    currency?: {
      symbol: string;
    } | undefined;
  };
  currency: {
    symbol: string;
  } | null;
}[];
/** Every error code `client.profile.banks.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListProfileBanksErrorCode = "APP_V1_PROFILE_BANKS_ROUTE_02" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.profile.banks.create`: path params, query and body fields together. */
export type CreateProfileBankParams = {
  accountName: string;
  accountAlias: string;
  accountType: "CHECKING" | "SAVINGS" | "BUSINESS" | "CURRENT" | "MONEY_MARKET";
  accountNumber: string;
  country: string;
  currencySymbol: string;
  bankSlug: string;
  additionalData?: Record<string, unknown> | undefined;
};
/** What `client.profile.banks.create` resolves with: the `data` of its answer. */
export type CreateProfileBankResult = {
  id: string;
  accountAlias: string;
  accountType: (string & {}) | "CHECKING" | "SAVINGS" | "BUSINESS" | "CURRENT" | "MONEY_MARKET";
  accountNumber: string;
  country: string;
  bankSlug: string;
  accountName?: string | undefined;
  additionalData?: Record<string, unknown> | undefined;
  currency?: {
    symbol: string;
  } | undefined;
};
/** Every error code `client.profile.banks.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateProfileBankErrorCode = "APP_V1_PROFILE_BANKS_ROUTE_01" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.profile.banks.retrieve`: path params, query and body fields together. */
export type GetProfileBankParams = {
  id: string;
};
/** What `client.profile.banks.retrieve` resolves with: the `data` of its answer. */
export type GetProfileBankResult = {
  id: string;
  accountAlias: string;
  accountType: (string & {}) | "CHECKING" | "SAVINGS" | "BUSINESS" | "CURRENT" | "MONEY_MARKET";
  accountNumber: string;
  country: string;
  bankSlug: string;
  accountName?: string | undefined;
  additionalData?: Record<string, unknown> | undefined;
  currency?: {
    symbol: string;
  } | undefined;
};
/** Every error code `client.profile.banks.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetProfileBankErrorCode = "APP_V1_PROFILE_BANKS_ID_ROUTE_01" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.profile.banks.update`: path params, query and body fields together. */
export type UpdateProfileBankParams = {
  id: string;
  accountName?: string | undefined;
  accountAlias?: string | undefined;
};
/** What `client.profile.banks.update` resolves with: the `data` of its answer. */
export type UpdateProfileBankResult = {
  id: string;
  accountAlias: string;
  accountType: (string & {}) | "CHECKING" | "SAVINGS" | "BUSINESS" | "CURRENT" | "MONEY_MARKET";
  accountNumber: string;
  country: string;
  bankSlug: string;
  accountName?: string | undefined;
  additionalData?: Record<string, unknown> | undefined;
  currency?: {
    symbol: string;
  } | undefined;
};
/** Every error code `client.profile.banks.update` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type UpdateProfileBankErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.profile.banks.delete`: path params, query and body fields together. */
export type DeleteProfileBankParams = {
  id: string;
};
/** What `client.profile.banks.delete` resolves with: the `data` of its answer. */
export type DeleteProfileBankResult = {
  deleted: true;
};
/** Every error code `client.profile.banks.delete` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type DeleteProfileBankErrorCode = "APP_V1_PROFILE_BANKS_ID_ROUTE_01" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.profile.image.createUploadUrl`: path params, query and body fields together. */
export type CreateProfileImageUploadUrlParams = {
  fileName: string;
  contentType: "image/jpeg" | "image/jpg" | "image/png" | "image/webp" | "image/gif";
};
/** What `client.profile.image.createUploadUrl` resolves with: the `data` of its answer. */
export type CreateProfileImageUploadUrlResult = {
  uploadUrl: string;
  filePath: string;
  expiresAt: string;
};
/** Every error code `client.profile.image.createUploadUrl` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateProfileImageUploadUrlErrorCode = "V1_PROFILE_IMAGE_UPLOAD_URL_01" | "V1_PROFILE_IMAGE_UPLOAD_URL_02" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.profile.image.confirm`: path params, query and body fields together. */
export type ConfirmProfileImageParams = {
  filePath: string;
};
/** What `client.profile.image.confirm` resolves with: the `data` of its answer. */
export type ConfirmProfileImageResult = {
  imageUrl: string;
};
/** Every error code `client.profile.image.confirm` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ConfirmProfileImageErrorCode = "V1_PROFILE_IMAGE_CONFIRM_01" | "V1_PROFILE_IMAGE_CONFIRM_02" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.profile.metadata.update`: path params, query and body fields together. */
export type UpdateProfileMetadataParams = {
  [x: string]: unknown;
  name?: string | undefined;
  image?: string | undefined;
};
/** What `client.profile.metadata.update` resolves with: the `data` of its answer. */
export type UpdateProfileMetadataResult = {
  id: string;
  nickname: string;
  metadata?: Record<string, unknown> | undefined;
  suborgId?: string | undefined;
  teamMembers?: {
    role: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api" | (string & {});
  } | undefined;
  team?: {
    id: string;
    name: string;
  } | undefined;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  imageUrl?: string | undefined;
};
/** Every error code `client.profile.metadata.update` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type UpdateProfileMetadataErrorCode = "APP_V1_PROFILE_METADATA_ROUTE_01" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.profile.username.update`: path params, query and body fields together. */
export type UpdateProfileUsernameParams = {
  nickname: string;
};
/** What `client.profile.username.update` resolves with: the `data` of its answer. */
export type UpdateProfileUsernameResult = {
  id: string;
  nickname: string;
  metadata?: Record<string, unknown> | undefined;
  suborgId?: string | undefined;
  teamMembers?: {
    role: "admin" | "member" | "viewer" | "developer" | "analyst" | "blocked" | "api" | (string & {});
  } | undefined;
  team?: {
    id: string;
    name: string;
  } | undefined;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  imageUrl?: string | undefined;
};
/** Every error code `client.profile.username.update` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type UpdateProfileUsernameErrorCode = "APP_V1_PROFILE_USERNAME_ROUTE_01" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.user.profiles.list`: path params, query and body fields together. */
export type ListUserProfilesParams = {};
/** What `client.user.profiles.list` resolves with: the `data` of its answer. */
export type ListUserProfilesResult = {
  profiles: {
    id: string;
    teamId: string;
    teamName: string;
    appId: string;
    appName: string;
    nickname: string;
    isDefault: boolean;
  }[];
};
/** Every error code `client.user.profiles.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListUserProfilesErrorCode = "APP_V1_USER_PROFILES_ROUTE_01" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.user.defaultProfile.set`: path params, query and body fields together. */
export type SetDefaultProfileParams = {
  profileId: string;
};
/** What `client.user.defaultProfile.set` resolves with: the `data` of its answer. */
export type SetDefaultProfileResult = {
  defaultProfileId: string;
};
/** Every error code `client.user.defaultProfile.set` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type SetDefaultProfileErrorCode = "APP_V1_USER_DEFAULT_PROFILE_ROUTE_01" | "APP_V1_USER_DEFAULT_PROFILE_ROUTE_02" | "APP_V1_USER_DEFAULT_PROFILE_ROUTE_03" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.user.defaultProfile.update`: path params, query and body fields together. */
export type UpdateDefaultProfileParams = {
  profileId: string;
};
/** What `client.user.defaultProfile.update` resolves with: the `data` of its answer. */
export type UpdateDefaultProfileResult = {
  defaultProfileId: string;
};
/** Every error code `client.user.defaultProfile.update` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type UpdateDefaultProfileErrorCode = "APP_V1_USER_DEFAULT_PROFILE_ROUTE_01" | "APP_V1_USER_DEFAULT_PROFILE_ROUTE_02" | "APP_V1_USER_DEFAULT_PROFILE_ROUTE_03" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.kyc.sessions.create`: path params, query and body fields together. */
export type CreateKycSessionParams = {
  email: string;
  metadata?: Record<string, unknown> | undefined;
};
/** What `client.kyc.sessions.create` resolves with: the `data` of its answer. */
export type CreateKycSessionResult = {
  sessionUrl: string;
  verificationId: string;
  status: (string & {}) | "none" | "not started" | "approved";
};
/** Every error code `client.kyc.sessions.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateKycSessionErrorCode = "APP_V1_KYC_SESSION_ROUTE_01" | "APP_V1_KYC_SESSION_ROUTE_04" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "KYC_GATE_CLOSED" | "INTERNAL_ERROR";
/** The params object of `client.kyc.status.retrieve`: path params, query and body fields together. */
export type GetKycStatusParams = {};
/** What `client.kyc.status.retrieve` resolves with: the `data` of its answer. */
export type GetKycStatusResult = {
  isVerified: boolean;
  status: (string & {}) | "none" | "not started" | "approved";
  verification: {
    id: string;
    verificationId: string;
    status: (string & {}) | "none" | "not started" | "approved";
    createdAt: string;
    verficationProvider?: string | undefined;
    data?: Record<string, unknown> | undefined;
  } | null;
};
/** Every error code `client.kyc.status.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetKycStatusErrorCode = "APP_V1_KYC_STATUS_ROUTE_01" | "APP_V1_KYC_STATUS_ROUTE_02" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "KYC_GATE_CLOSED" | "INTERNAL_ERROR";
/** The params object of `client.kyc.verifications.list`: path params, query and body fields together. */
export type ListKycVerificationsParams = {};
/** What `client.kyc.verifications.list` resolves with: the `data` of its answer. */
export type ListKycVerificationsResult = {
  id: string;
  verificationId: string;
  status: (string & {}) | "none" | "not started" | "approved";
  createdAt: string;
  verficationProvider?: string | undefined;
  data?: Record<string, unknown> | undefined;
}[];
/** Every error code `client.kyc.verifications.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListKycVerificationsErrorCode = "APP_V1_KYC_VERIFICATIONS_ROUTE_01" | "APP_V1_KYC_VERIFICATIONS_ROUTE_04" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "KYC_GATE_CLOSED" | "INTERNAL_ERROR";
/** The params object of `client.compliance.checkout.create`: path params, query and body fields together. */
export type CreateComplianceCheckoutParams = {
  successUrl?: string | undefined;
  cancelUrl?: string | undefined;
};
/** What `client.compliance.checkout.create` resolves with: the `data` of its answer. */
export type CreateComplianceCheckoutResult = {
  checkoutUrl: string | null;
  sessionId: string;
  mode: (string & {}) | "subscription";
};
/** Every error code `client.compliance.checkout.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateComplianceCheckoutErrorCode = "APP_V1_COMPLIANCE_CHECKOUT_ROUTE_01" | "APP_V1_COMPLIANCE_CHECKOUT_ROUTE_02" | "APP_V1_COMPLIANCE_CHECKOUT_ROUTE_03" | "APP_V1_COMPLIANCE_CHECKOUT_ROUTE_04" | "APP_V1_COMPLIANCE_CHECKOUT_ROUTE_05" | "APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06" | "PAYLOAD_TOO_LARGE" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.compliance.payViaRequest`: path params, query and body fields together. */
export type PayComplianceViaRequestParams = {};
/** What `client.compliance.payViaRequest` resolves with: the `data` of its answer. */
export type PayComplianceViaRequestResult = {
  amountUsd: number;
  customId: string;
  id?: string | undefined;
  url?: string | undefined;
  embedUrl?: string | undefined;
};
/** Every error code `client.compliance.payViaRequest` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type PayComplianceViaRequestErrorCode = "APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_01" | "APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_02" | "APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_03" | "APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_04" | "APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_05" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.channels.list`: path params, query and body fields together. */
export type ListChannelsParams = {
  country?: string | undefined;
  fiat_asset?: string | undefined;
  crypto_asset?: string | undefined;
  service_type?: "onramp" | "offramp" | undefined;
  category?: string | undefined;
};
/** What `client.channels.list` resolves with: the `data` of its answer. */
export type ListChannelsResult = {
  name: string;
  slug: string;
  methods: string[];
}[];
/** Every error code `client.channels.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListChannelsErrorCode = "CH-01" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.channels.categories.list`: path params, query and body fields together. */
export type ListChannelCategoriesParams = {
  includeUnknown?: string | boolean | undefined;
};
/** What `client.channels.categories.list` resolves with: the `data` of its answer. */
export type ListChannelCategoriesResult = {
  categories: {
    id: string;
    name: string;
    slug: string;
    createdAt?: string | undefined;
    updatedAt?: string | undefined;
  }[];
};
/** Every error code `client.channels.categories.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListChannelCategoriesErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.channels.discovery.retrieve`: path params, query and body fields together. */
export type GetDiscoveryParams = {};
/** What `client.channels.discovery.retrieve` resolves with: the `data` of its answer. */
export type GetDiscoveryResult = {
  filters: {
    countries: {
      id: string;
      code: string;
      name: string;
      flag?: string | null | undefined;
    }[];
    tokens: {
      id: string;
      symbol: string;
      name: string;
    }[];
    currencies: {
      id: string;
      symbol: string;
      name: string;
    }[];
    categories: {
      id: string;
      slug: string;
      name: string;
    }[];
    chains: {
      id: string;
      name: string;
      slug: string;
      chainId: string | number;
      image?: string | null | undefined;
    }[];
    serviceTypes: ((string & {}) | "onramp" | "offramp")[];
  };
  gates: {
    id: string;
    name: string;
    imgUrl?: string | null | undefined;
    onboardingUrl?: string | null | undefined;
    filters?: unknown;
    matrix?: unknown;
    providers?: {
      channelId: string;
      slug: string;
      name: string;
      rating?: unknown;
    }[] | undefined;
    capabilities?: {
      capabilityId: string;
      channelId: string;
      channelSlug: string;
      channelName: string;
      serviceType: (string & {}) | "onramp" | "offramp";
      params: {
        key: string;
        type: string;
        required: boolean;
        description?: string | undefined;
      }[];
      limits: unknown;
      category?: string | null | undefined;
      fiatSymbol?: string | null | undefined;
      cryptoSymbol?: string | null | undefined;
      cryptoChainId?: string | number | null | undefined;
      chain?: {
        id: string;
        name: string;
        slug: string;
        chainId: string | number;
        image?: string | null | undefined;
      } | null | undefined;
      countryCode?: string | null | undefined;
      channelMethodId?: string | undefined;
      gate?: {
        id: string;
        name: string;
        imgUrl?: string | null | undefined;
        onboardingUrl?: string | null | undefined;
      } | null | undefined;
    }[] | undefined;
  }[];
  updatedAt: string;
};
/** Every error code `client.channels.discovery.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetDiscoveryErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.channels.discovery.capabilities.retrieve`: path params, query and body fields together. */
export type GetDiscoveryCapabilityParams = {
  capabilityId: string;
};
/** What `client.channels.discovery.capabilities.retrieve` resolves with: the `data` of its answer. */
export type GetDiscoveryCapabilityResult = {
  capability: {
    capabilityId: string;
    channelId: string;
    channelSlug: string;
    channelName: string;
    serviceType: (string & {}) | "onramp" | "offramp";
    params: {
      key: string;
      type: string;
      required: boolean;
      description?: string | undefined;
    }[];
    limits: unknown;
    category?: string | null | undefined;
    fiatSymbol?: string | null | undefined;
    cryptoSymbol?: string | null | undefined;
    cryptoChainId?: string | number | null | undefined;
    chain?: {
      id: string;
      name: string;
      slug: string;
      chainId: string | number;
      image?: string | null | undefined;
    } | null | undefined;
    countryCode?: string | null | undefined;
    channelMethodId?: string | undefined;
    gate?: {
      id: string;
      name: string;
      imgUrl?: string | null | undefined;
      onboardingUrl?: string | null | undefined;
    } | null | undefined;
  };
  updatedAt: string;
};
/** Every error code `client.channels.discovery.capabilities.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetDiscoveryCapabilityErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.channels.discovery.gates.retrieve`: path params, query and body fields together. */
export type GetDiscoveryGateParams = {
  gateId: string;
};
/** What `client.channels.discovery.gates.retrieve` resolves with: the `data` of its answer. */
export type GetDiscoveryGateResult = {
  gate: {
    id: string;
    name: string;
    imgUrl?: string | null | undefined;
    onboardingUrl?: string | null | undefined;
    filters?: unknown;
    matrix?: unknown;
    providers?: {
      channelId: string;
      slug: string;
      name: string;
      rating?: unknown;
    }[] | undefined;
    capabilities?: {
      capabilityId: string;
      channelId: string;
      channelSlug: string;
      channelName: string;
      serviceType: (string & {}) | "onramp" | "offramp";
      params: {
        key: string;
        type: string;
        required: boolean;
        description?: string | undefined;
      }[];
      limits: unknown;
      category?: string | null | undefined;
      fiatSymbol?: string | null | undefined;
      cryptoSymbol?: string | null | undefined;
      cryptoChainId?: string | number | null | undefined;
      chain?: {
        id: string;
        name: string;
        slug: string;
        chainId: string | number;
        image?: string | null | undefined;
      } | null | undefined;
      countryCode?: string | null | undefined;
      channelMethodId?: string | undefined;
      gate?: {
        id: string;
        name: string;
        imgUrl?: string | null | undefined;
        onboardingUrl?: string | null | undefined;
      } | null | undefined;
    }[] | undefined;
  };
  updatedAt: string;
};
/** Every error code `client.channels.discovery.gates.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetDiscoveryGateErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.channels.execute`: path params, query and body fields together. */
export type ExecuteChannelParams = {
  capabilityId: string;
  amount: number;
  params: Record<string, unknown>;
  targetAddress?: string | undefined;
};
/** What `client.channels.execute` resolves with: the `data` of its answer. */
export type ExecuteChannelResult = {
  txId: string;
  channelTableType: string;
  recordId: string;
  walletFlow: (string & {}) | "internal" | "external";
  providerPayload?: {
    [x: string]: unknown;
    url?: unknown;
    orderCustomId?: unknown;
    expiresAt?: unknown;
    refreshUrlEndpoint?: unknown;
  } | null | undefined;
};
/** Every error code `client.channels.execute` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ExecuteChannelErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.channels.methods.list`: path params, query and body fields together. */
export type ListChannelMethodsParams = {
  channelSlug: string;
  method?: string | undefined;
};
/** What `client.channels.methods.list` resolves with: the `data` of its answer. */
export type ListChannelMethodsResult = {
  channelId: string;
  slug: string;
  methods: Record<string, {
    httpMethod: string;
    params: Record<string, {
      type: string;
      required: boolean;
    }>;
  }>;
};
/** Every error code `client.channels.methods.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListChannelMethodsErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.channels.onboarding.complete`: path params, query and body fields together. */
export type CompleteChannelOnboardingParams = {
  channelId: string;
};
/** What `client.channels.onboarding.complete` resolves with: the `data` of its answer. */
export type CompleteChannelOnboardingResult = {
  scope: "user" | "team" | (string & {});
  channelId: string;
};
/** Every error code `client.channels.onboarding.complete` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CompleteChannelOnboardingErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.channels.quote`: path params, query and body fields together. */
export type QuoteChannelParams = {
  capabilityId: string;
  amount: number;
  params: Record<string, unknown>;
  targetAddress?: string | undefined;
};
/** What `client.channels.quote` resolves with: the `data` of its answer. */
export type QuoteChannelResult = {
  capabilityId: string;
  channelSlug: string;
  serviceType: (string & {}) | "onramp" | "offramp";
  selection: {
    amount: string | number;
    fiat?: string | null | undefined;
    payment?: string | null | undefined;
    crypto?: string | null | undefined;
    chainId?: string | number | null | undefined;
    country?: string | null | undefined;
  };
  quote: {
    amountIn: {
      value: string | number;
      currency: string;
    };
    amountOut: {
      value: string | number;
      currency: string;
    };
    exchangeRate: {
      value: string | number;
      pair: string;
    };
    fees: {
      total: {
        value: string | number;
        currency: string;
      };
      breakdown: {
        type: string;
        value: string | number;
        currency: string;
      }[];
    };
    raw: unknown;
  };
  context?: unknown;
};
/** Every error code `client.channels.quote` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type QuoteChannelErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.channels.retrieve`: path params, query and body fields together. */
export type GetChannelParams = {
  channelSlug: string;
};
/** What `client.channels.retrieve` resolves with: the `data` of its answer. */
export type GetChannelResult = {
  channelSlug: string;
  methods: Record<string, {
    httpMethod: string;
    parameters: unknown;
    description?: string | null | undefined;
  }>;
};
/** Every error code `client.channels.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetChannelErrorCode = "CH-01" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.channels.actions.run`: path params, query and body fields together. */
export type RunChannelActionParams = {
  [x: string]: unknown;
  channelSlug: string;
  actionName: string;
  actionId: string;
};
/** What `client.channels.actions.run` resolves with: the `data` of its answer. */
export type RunChannelActionResult = unknown;
/** Every error code `client.channels.actions.run` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type RunChannelActionErrorCode = "CH-06" | "CH-01" | "CH-02" | "CH-05" | "CH-07" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.channels.methods.retrieve`: path params, query and body fields together. */
export type GetChannelMethodParams = {
  channelSlug: string;
  methodName: string;
};
/** What `client.channels.methods.retrieve` resolves with: the `data` of its answer. */
export type GetChannelMethodResult = {
  [x: string]: unknown;
  httpMethod?: string | undefined;
  params?: unknown;
};
/** Every error code `client.channels.methods.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetChannelMethodErrorCode = "CH-01" | "CH-03" | "CH-02" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.channels.validate`: path params, query and body fields together. */
export type ValidateChannelParamParams = {
  channelSlug: string;
  paramKey: string;
  value: unknown;
  capabilityId: string;
};
/** What `client.channels.validate` resolves with: the `data` of its answer. */
export type ValidateChannelParamResult = {
  [x: string]: unknown;
  ok?: boolean | undefined;
  signature?: string | null | undefined;
};
/** Every error code `client.channels.validate` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ValidateChannelParamErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.channels.transactions.retrieve`: path params, query and body fields together. */
export type GetChannelTransactionParams = {
  channelSlug: string;
  txId: string;
};
/** What `client.channels.transactions.retrieve` resolves with: the `data` of its answer. */
export type GetChannelTransactionResult = {
  tx: {
    id: string;
    status: (string & {}) | "pending";
    txs?: Record<string, unknown> | null | undefined;
    channel?: Record<string, unknown> | null | undefined;
    token?: Record<string, unknown> | null | undefined;
    chain?: Record<string, unknown> | null | undefined;
  };
  detail: unknown;
  actionNeeded: boolean;
  steps: unknown[];
  team?: {
    id: string;
    name: string;
    image?: string | null | undefined;
  } | undefined;
  offers?: unknown;
};
/** Every error code `client.channels.transactions.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetChannelTransactionErrorCode = "CHID#GET-01" | "CHID#GET-03" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.channels.app.list`: path params, query and body fields together. */
export type ListAppChannelsParams = {};
/** What `client.channels.app.list` resolves with: the `data` of its answer. */
export type ListAppChannelsResult = {
  appChannels: unknown;
  channel: unknown;
}[];
/** Every error code `client.channels.app.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListAppChannelsErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.channels.fees.retrieve`: path params, query and body fields together. */
export type GetChannelFeesParams = {
  channelSlug: string;
};
/** What `client.channels.fees.retrieve` resolves with: the `data` of its answer. */
export type GetChannelFeesResult = {
  send: {
    type: (string & {}) | "fixed" | "percentage";
    style: (string & {}) | "surcharge" | "commission";
    value: number;
  };
  request: {
    type: (string & {}) | "fixed" | "percentage";
    style: (string & {}) | "surcharge" | "commission";
    value: number;
  };
  minSurchargeBps: number;
  minCommissionBps: number;
};
/** Every error code `client.channels.fees.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetChannelFeesErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.otc.requests.create`: path params, query and body fields together. */
export type CreateOtcRequestParams = {
  targetAddress: string;
  amount: number;
  channelParams: {
    requestType: "buy" | "sell";
    amountType: "buy" | "sell";
    buyCurrency: string;
    sellCurrency: string;
    buyChain: string;
    sellChain: string;
    userBankId: string;
    taxId?: string | undefined;
  };
};
/** What `client.otc.requests.create` resolves with: the `data` of its answer. */
export type CreateOtcRequestResult = {
  id: string;
  txId: string;
  status: (string & {}) | "new" | "processing" | "proofing" | "verifying" | "conflict" | "completed" | "cancelled";
  type: (string & {}) | "buy" | "sell";
  buyAmount: number;
  sellAmount: number;
  amountUsd: number;
  buyCurrency: string;
  sellCurrency: string;
  buyChainId: string | number;
  sellChainId: string | number;
  createdAt: string;
  updatedAt: string;
  profileBankId?: string | null | undefined;
  idHash?: string | undefined;
  feeInfo?: unknown;
  escrowAddress?: string | null | undefined;
  txs?: unknown;
};
/** Every error code `client.otc.requests.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateOtcRequestErrorCode = "CH-03" | "CH-06" | "CH-01" | "CH-02" | "CH-04" | "CH-07" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.otc.offers.accept`: path params, query and body fields together. */
export type AcceptOtcOfferParams = {
  id: string;
  offerId: string;
  userSignature: string;
};
/** What `client.otc.offers.accept` resolves with: the `data` of its answer. */
export type AcceptOtcOfferResult = {
  escrowAddress: string;
  txHash: string;
  offerId: string;
  requestId: string;
};
/** Every error code `client.otc.offers.accept` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type AcceptOtcOfferErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.otc.proofs.deny`: path params, query and body fields together. */
export type DenyOtcProofParams = {
  id: string;
  splitIndex: number;
  walletAddress: string;
  signature: string;
  reason?: string | undefined;
};
/** What `client.otc.proofs.deny` resolves with: the `data` of its answer. */
export type DenyOtcProofResult = {
  requestId: string;
  splitIndex: number;
  txHash: string;
  status: (string & {}) | "conflict";
  reason?: string | null | undefined;
};
/** Every error code `client.otc.proofs.deny` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type DenyOtcProofErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.otc.proofs.prepare`: path params, query and body fields together. */
export type PrepareOtcProofParams = {
  id: string;
  fileNames: string[];
  splitIndex: number;
};
/** What `client.otc.proofs.prepare` resolves with: the `data` of its answer. */
export type PrepareOtcProofResult = {
  uploadUrls: {
    fileName: string;
    signedUrl: string;
    expiresAt: string;
    filePath: string;
  }[];
  uploadId: string;
  splitIndex: number;
};
/** Every error code `client.otc.proofs.prepare` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type PrepareOtcProofErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.otc.offers.reject`: path params, query and body fields together. */
export type RejectOtcOfferParams = {
  id: string;
  offerId: string;
};
/** What `client.otc.offers.reject` resolves with: the `data` of its answer. */
export type RejectOtcOfferResult = {
  offerId: string;
  status: (string & {}) | "rejected";
};
/** Every error code `client.otc.offers.reject` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type RejectOtcOfferErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.otc.proofs.submit`: path params, query and body fields together. */
export type SubmitOtcProofParams = {
  id: string;
  splitIndex: number;
  signature: string;
  forceNewProof?: boolean | undefined;
};
/** What `client.otc.proofs.submit` resolves with: the `data` of its answer. */
export type SubmitOtcProofResult = {
  requestId: string;
  splitIndex: number;
  txHash: string;
};
/** Every error code `client.otc.proofs.submit` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type SubmitOtcProofErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.otc.proofs.verify`: path params, query and body fields together. */
export type VerifyOtcProofParams = {
  id: string;
  splitIndex: number;
  signature: string;
};
/** What `client.otc.proofs.verify` resolves with: the `data` of its answer. */
export type VerifyOtcProofResult = {
  requestId: string;
  splitIndex: number;
  txHash: string;
  status: (string & {}) | "verification sent";
};
/** Every error code `client.otc.proofs.verify` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type VerifyOtcProofErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.otc.requests.list`: path params, query and body fields together. */
export type ListOtcRequestsParams = {
  buyCurrency?: string | undefined;
  sellCurrency?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  updatedStartDate?: string | undefined;
  updatedEndDate?: string | undefined;
  limit?: string | number | undefined;
  offset?: string | number | undefined;
  minAmountUsd?: string | undefined;
  maxAmountUsd?: string | undefined;
  minBuyAmount?: string | undefined;
  maxBuyAmount?: string | undefined;
  minSellAmount?: string | undefined;
  maxSellAmount?: string | undefined;
  status?: "new" | "processing" | "proofing" | "verifying" | "conflict" | "completed" | "cancelled" | ("new" | "processing" | "proofing" | "verifying" | "conflict" | "completed" | "cancelled")[] | undefined;
  type?: "buy" | "sell" | undefined;
};
/** One page of `client.otc.requests.list`: what awaiting its result gives. */
export type ListOtcRequestsResult = {
  otcRequest: {
    id: string;
    txId: string;
    status: (string & {}) | "new" | "processing" | "proofing" | "verifying" | "conflict" | "completed" | "cancelled";
    type: (string & {}) | "buy" | "sell";
    buyAmount: number;
    sellAmount: number;
    amountUsd: number;
    buyCurrency: string;
    sellCurrency: string;
    buyChainId: string | number;
    sellChainId: string | number;
    createdAt: string;
    updatedAt: string;
    profileBankId?: string | null | undefined;
    idHash?: string | undefined;
    feeInfo?: unknown;
    escrowAddress?: string | null | undefined;
    txs?: unknown;
  };
  tx: {
    id: string;
    status: (string & {}) | "pending";
    txs?: Record<string, unknown> | null | undefined;
    channel?: Record<string, unknown> | null | undefined;
    token?: Record<string, unknown> | null | undefined;
    chain?: Record<string, unknown> | null | undefined;
  } | null;
  buyToken: {
    symbol: string;
  } | null;
  sellToken: {
    symbol: string;
  } | null;
}[];
/** One item of the pages of `client.otc.requests.list`: what `for await` over its result gives. */
export type ListOtcRequestsItem = {
  otcRequest: {
    id: string;
    txId: string;
    status: (string & {}) | "new" | "processing" | "proofing" | "verifying" | "conflict" | "completed" | "cancelled";
    type: (string & {}) | "buy" | "sell";
    buyAmount: number;
    sellAmount: number;
    amountUsd: number;
    buyCurrency: string;
    sellCurrency: string;
    buyChainId: string | number;
    sellChainId: string | number;
    createdAt: string;
    updatedAt: string;
    profileBankId?: string | null | undefined;
    idHash?: string | undefined;
    feeInfo?: unknown;
    escrowAddress?: string | null | undefined;
    txs?: unknown;
  };
  tx: {
    id: string;
    status: (string & {}) | "pending";
    txs?: Record<string, unknown> | null | undefined;
    channel?: Record<string, unknown> | null | undefined;
    token?: Record<string, unknown> | null | undefined;
    chain?: Record<string, unknown> | null | undefined;
  } | null;
  buyToken: {
    symbol: string;
  } | null;
  sellToken: {
    symbol: string;
  } | null;
};
/** Every error code `client.otc.requests.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListOtcRequestsErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.otc.allowance.check`: path params, query and body fields together. */
export type CheckOtcAllowanceParams = {
  chainId: number;
  tokenAddress: string;
  senderAddress: string;
  amountToCheck: string;
};
/** What `client.otc.allowance.check` resolves with: the `data` of its answer. */
export type CheckOtcAllowanceResult = unknown;
/** Every error code `client.otc.allowance.check` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CheckOtcAllowanceErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "PERMISSION_DENIED" | "INTERNAL_ERROR";
/** The params object of `client.otc.gating.retrieve`: path params, query and body fields together. */
export type GetOtcGatingParams = {};
/** What `client.otc.gating.retrieve` resolves with: the `data` of its answer. */
export type GetOtcGatingResult = unknown;
/** Every error code `client.otc.gating.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetOtcGatingErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.otc.proofs.retrieve`: path params, query and body fields together. */
export type GetOtcProofParams = {
  requestId: string;
};
/** What `client.otc.proofs.retrieve` resolves with: the `data` of its answer. */
export type GetOtcProofResult = {
  proofUrls: {
    filePath: string;
    signedUrl: string;
    expiresAt: string;
  }[];
};
/** Every error code `client.otc.proofs.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetOtcProofErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.otc.signatures.approve`: path params, query and body fields together. */
export type ApproveOtcAllowanceParams = {
  chainId: number;
  tokenAddress: string;
  senderWallet: string;
  amount: string | number;
  autoSign?: boolean | undefined;
};
/** What `client.otc.signatures.approve` resolves with: the `data` of its answer. */
export type ApproveOtcAllowanceResult = unknown;
/** Every error code `client.otc.signatures.approve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ApproveOtcAllowanceErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "PERMISSION_DENIED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.otc.signatures.approveSplit`: path params, query and body fields together. */
export type ApproveOtcSplitParams = {
  otcRequestId: string;
  splitIndex: number;
  userWalletAddress: string;
};
/** What `client.otc.signatures.approveSplit` resolves with: the `data` of its answer. */
export type ApproveOtcSplitResult = unknown;
/** Every error code `client.otc.signatures.approveSplit` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ApproveOtcSplitErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "PERMISSION_DENIED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.otc.signatures.createEscrow`: path params, query and body fields together. */
export type CreateOtcEscrowSignatureParams = {
  otcRequestId: string;
  offerId: string;
};
/** What `client.otc.signatures.createEscrow` resolves with: the `data` of its answer. */
export type CreateOtcEscrowSignatureResult = {
  signed: boolean;
  signature?: string | null | undefined;
};
/** Every error code `client.otc.signatures.createEscrow` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateOtcEscrowSignatureErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "PERMISSION_DENIED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.otc.signatures.denySplit`: path params, query and body fields together. */
export type DenyOtcSplitParams = {
  otcRequestId: string;
  splitIndex: number;
  userWalletAddress: string;
};
/** What `client.otc.signatures.denySplit` resolves with: the `data` of its answer. */
export type DenyOtcSplitResult = unknown;
/** Every error code `client.otc.signatures.denySplit` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type DenyOtcSplitErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "PERMISSION_DENIED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.otc.transactions.list`: path params, query and body fields together. */
export type ListOtcTransactionsParams = {
  type?: "profile" | "team" | undefined;
};
/** What `client.otc.transactions.list` resolves with: the `data` of its answer. */
export type ListOtcTransactionsResult = unknown;
/** Every error code `client.otc.transactions.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListOtcTransactionsErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.topup.preview`: path params, query and body fields together. */
export type PreviewTopupParams = {
  amount: string;
  chain: string;
  token: string;
};
/** What `client.topup.preview` resolves with: the `data` of its answer. */
export type PreviewTopupResult = unknown;
/** Every error code `client.topup.preview` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type PreviewTopupErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.topup.validatePhone`: path params, query and body fields together. */
export type ValidateTopupPhoneParams = {
  codigopaq: string;
  capabilityId?: string | undefined;
};
/** What `client.topup.validatePhone` resolves with: the `data` of its answer. */
export type ValidateTopupPhoneResult = unknown;
/** Every error code `client.topup.validatePhone` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ValidateTopupPhoneErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.topup.withdrawals.create`: path params, query and body fields together. */
export type CreateTopupWithdrawalParams = {
  codigopaq: string;
  destinationCountry: string;
  chain: string;
  token: string;
  amount: number;
  sendWallet?: string | undefined;
  note?: string | undefined;
};
/** What `client.topup.withdrawals.create` resolves with: the `data` of its answer. */
export type CreateTopupWithdrawalResult = unknown;
/** Every error code `client.topup.withdrawals.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateTopupWithdrawalErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.topup.withdrawals.processSponsoredTx`: path params, query and body fields together. */
export type ProcessTopupWithdrawalSponsoredTxParams = {
  txId: string;
  userSignature: string;
};
/** What `client.topup.withdrawals.processSponsoredTx` resolves with: the `data` of its answer. */
export type ProcessTopupWithdrawalSponsoredTxResult = {
  txHash: string;
  txId: string;
  rechargeId: string;
};
/** Every error code `client.topup.withdrawals.processSponsoredTx` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ProcessTopupWithdrawalSponsoredTxErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.topup.withdrawals.signPayload`: path params, query and body fields together. */
export type GetTopupWithdrawalSignPayloadParams = {
  txId: string;
};
/** What `client.topup.withdrawals.signPayload` resolves with: the `data` of its answer. */
export type GetTopupWithdrawalSignPayloadResult = {
  typedData: Record<string, unknown>;
  signerAddress: string;
};
/** Every error code `client.topup.withdrawals.signPayload` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetTopupWithdrawalSignPayloadErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.ramp.offramp.create`: path params, query and body fields together. */
export type CreateOfframpOrderParams = {
  amount: number;
  fiat: string;
  payment: string;
  crypto: string;
  chainId: number;
  country: string;
  wallet?: string | undefined;
  language?: string | undefined;
};
/** What `client.ramp.offramp.create` resolves with: the `data` of its answer. */
export type CreateOfframpOrderResult = unknown;
/** Every error code `client.ramp.offramp.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateOfframpOrderErrorCode = "RAMP_UNSUPPORTED_SELECTION" | "RAMP_CAPABILITY_DISABLED" | "RAMP_AMOUNT_OUT_OF_LIMITS" | "RAMP_ROLE_FORBIDDEN" | "RAMP_WALLET_NOT_OWNED" | "RAMP_WALLET_REQUIRED" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.ramp.offramp.config`: path params, query and body fields together. */
export type GetOfframpConfigParams = {};
/** What `client.ramp.offramp.config` resolves with: the `data` of its answer. */
export type GetOfframpConfigResult = unknown;
/** Every error code `client.ramp.offramp.config` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetOfframpConfigErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.ramp.offramp.quote`: path params, query and body fields together. */
export type GetOfframpQuoteParams = {
  amount: string;
  fiat: string;
  payment: string;
  crypto: string;
  chainId: string;
  country?: string | undefined;
  language?: string | undefined;
  calcByFiat?: "true" | "false" | undefined;
};
/** What `client.ramp.offramp.quote` resolves with: the `data` of its answer. */
export type GetOfframpQuoteResult = unknown;
/** Every error code `client.ramp.offramp.quote` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetOfframpQuoteErrorCode = "RAMP_UNSUPPORTED_SELECTION" | "RAMP_CAPABILITY_DISABLED" | "RAMP_AMOUNT_OUT_OF_LIMITS" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.ramp.onramp.create`: path params, query and body fields together. */
export type CreateOnrampOrderParams = {
  amount: number;
  fiat: string;
  payment: string;
  crypto: string;
  chainId: number;
  country: string;
  wallet?: string | undefined;
  language?: string | undefined;
  redirectUrl?: string | undefined;
};
/** What `client.ramp.onramp.create` resolves with: the `data` of its answer. */
export type CreateOnrampOrderResult = unknown;
/** Every error code `client.ramp.onramp.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateOnrampOrderErrorCode = "RAMP_UNSUPPORTED_SELECTION" | "RAMP_CAPABILITY_DISABLED" | "RAMP_AMOUNT_OUT_OF_LIMITS" | "RAMP_ROLE_FORBIDDEN" | "RAMP_WALLET_NOT_OWNED" | "RAMP_WALLET_REQUIRED" | "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.ramp.onramp.config`: path params, query and body fields together. */
export type GetOnrampConfigParams = {};
/** What `client.ramp.onramp.config` resolves with: the `data` of its answer. */
export type GetOnrampConfigResult = unknown;
/** Every error code `client.ramp.onramp.config` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetOnrampConfigErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.ramp.onramp.quote`: path params, query and body fields together. */
export type GetOnrampQuoteParams = {
  amount: string;
  fiat: string;
  payment: string;
  crypto: string;
  chainId: string;
  country?: string | undefined;
  language?: string | undefined;
  isAmountCrypto?: "true" | "false" | undefined;
};
/** What `client.ramp.onramp.quote` resolves with: the `data` of its answer. */
export type GetOnrampQuoteResult = unknown;
/** Every error code `client.ramp.onramp.quote` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetOnrampQuoteErrorCode = "RAMP_UNSUPPORTED_SELECTION" | "RAMP_CAPABILITY_DISABLED" | "RAMP_AMOUNT_OUT_OF_LIMITS" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.ramp.orders.list`: path params, query and body fields together. */
export type ListRampOrdersParams = {
  limit?: string | number | undefined;
  offset?: string | number | undefined;
  walletId?: string | undefined;
  walletAddress?: string | undefined;
  email?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  method?: "onramp" | "offramp" | "all" | undefined;
};
/** One page of `client.ramp.orders.list`: what awaiting its result gives. */
export type ListRampOrdersResult = unknown;
/** One item of the pages of `client.ramp.orders.list`: what `for await` over its result gives. */
export type ListRampOrdersItem = unknown;
/** Every error code `client.ramp.orders.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListRampOrdersErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.ramp.orders.retrieve`: path params, query and body fields together. */
export type GetRampOrderParams = {
  orderId: string;
};
/** What `client.ramp.orders.retrieve` resolves with: the `data` of its answer. */
export type GetRampOrderResult = unknown;
/** Every error code `client.ramp.orders.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetRampOrderErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.ramp.refreshUrl`: path params, query and body fields together. */
export type RefreshRampUrlParams = {
  txId: string;
  amount: number;
  redirectUrl?: string | undefined;
  language?: string | undefined;
};
/** What `client.ramp.refreshUrl` resolves with: the `data` of its answer. */
export type RefreshRampUrlResult = {
  txId: string;
  channelTableType: (string & {}) | "ch_ramp_onramp" | "ch_ramp_offramp";
  recordId: string;
  walletFlow: (string & {}) | "internal" | "external";
  providerPayload?: {
    [x: string]: unknown;
    url?: unknown;
    orderCustomId?: unknown;
    expiresAt?: unknown;
    refreshUrlEndpoint?: unknown;
  } | null | undefined;
};
/** Every error code `client.ramp.refreshUrl` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type RefreshRampUrlErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.core.requests.create`: path params, query and body fields together. */
export type CreatePaymentRequestParams = {
  targetAddress: string;
  amount: number;
  channelParams: {
    customId?: string | undefined;
    note?: string | undefined;
    requestedChain?: string | undefined;
    requestedToken?: string | undefined;
    currencyToken?: string | undefined;
    addedFee?: Record<string, unknown> | null | undefined;
  };
};
/** What `client.core.requests.create` resolves with: the `data` of its answer. */
export type CreatePaymentRequestResult = {
  id: string;
  url: string;
  embedUrl: string;
  txId: string;
  channelTableType: (string & {}) | "ch_core_request";
};
/** Every error code `client.core.requests.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreatePaymentRequestErrorCode = "CH-01" | "CH-02" | "CH-03" | "CH-04" | "CH-06" | "CH-07" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.core.requests.retrieve`: path params, query and body fields together. */
export type GetPaymentRequestParams = {
  id: string;
};
/** What `client.core.requests.retrieve` resolves with: the `data` of its answer. */
export type GetPaymentRequestResult = {
  tx: {
    [x: string]: unknown;
    id?: string | undefined;
    status?: (string & {}) | "pending" | undefined;
    txs?: Record<string, unknown> | null | undefined;
    channel?: Record<string, unknown> | null | undefined;
    token?: Record<string, unknown> | null | undefined;
    chain?: Record<string, unknown> | null | undefined;
  };
  detail: unknown;
  profile: {
    id: string;
    name: string;
    image?: string | null | undefined;
  };
  team?: {
    id: string;
    name: string;
    image?: string | null | undefined;
  } | undefined;
  offers?: unknown;
};
/** Every error code `client.core.requests.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetPaymentRequestErrorCode = "1" | "2" | "3" | "4" | "5" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.core.requests.pay`: path params, query and body fields together. */
export type PayPaymentRequestParams = {
  id: string;
  sender: string;
  chain: string;
  token: string;
};
/** What `client.core.requests.pay` resolves with: the `data` of its answer. */
export type PayPaymentRequestResult = {
  request: {
    id: string;
    status: (string & {}) | "completed" | "open" | "failed";
  };
  tx: {
    id: string;
    status: (string & {}) | "pending";
  };
  team: {
    id: string;
    name: string;
  };
};
/** Every error code `client.core.requests.pay` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type PayPaymentRequestErrorCode = "1" | "2" | "3" | "4" | "5" | "PAYLOAD_TOO_LARGE" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.core.sends.create`: path params, query and body fields together. */
export type CreateSendParams = {
  targetAddress: string;
  amount: number;
  channelParams: {
    [x: string]: unknown;
    chain: string | number;
    token: string;
    recipients: {
      amount: number;
      address?: string | undefined;
      vudyTag?: string | undefined;
    }[];
    currencyToken?: string | null | undefined;
    note?: string | undefined;
  };
};
/** What `client.core.sends.create` resolves with: the `data` of its answer. */
export type CreateSendResult = {
  txId: string;
  sendId: string;
  transactions: unknown[];
  gasTransactions: unknown[];
  chainId: string | number;
  contractAddress: string;
  allowanceOk: boolean;
  needsSponsorship: boolean;
  totalTokenRequired: string | number;
  totalNativeForGas: string | number;
};
/** Every error code `client.core.sends.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateSendErrorCode = "CH-01" | "CH-02" | "CH-03" | "CH-04" | "CH-06" | "CH-07" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.core.sends.preview`: path params, query and body fields together. */
export type PreviewSendParams = {
  senderAddress: string;
  amount: number;
  channelParams: {
    chain: string;
    token: string;
    recipients: {
      amount: number;
      address?: string | undefined;
      vudyTag?: string | undefined;
    }[];
    currencyToken?: string | null | undefined;
    gasConversionUsd?: number | null | undefined;
  };
};
/** What `client.core.sends.preview` resolves with: the `data` of its answer. */
export type PreviewSendResult = unknown;
/** Every error code `client.core.sends.preview` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type PreviewSendErrorCode = "CH-01" | "CH-04" | "APP_CHANNEL_CORE_SEND_PREVIEW#2" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.core.sends.prepareSponsoredTx`: path params, query and body fields together. */
export type PrepareSponsoredSendTxParams = {
  id: string;
  txIndex?: number | undefined;
};
/** What `client.core.sends.prepareSponsoredTx` resolves with: the `data` of its answer. */
export type PrepareSponsoredSendTxResult = {
  prepareId: string;
  expiresAtMs: number;
  attestation: string;
  typedData: Record<string, unknown>;
  signerAddress: string;
};
/** Every error code `client.core.sends.prepareSponsoredTx` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type PrepareSponsoredSendTxErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.core.sends.processSendTx`: path params, query and body fields together. */
export type ProcessSendTxParams = {
  id: string;
  txType: "regular" | "gas";
  txIndex: number;
};
/** What `client.core.sends.processSendTx` resolves with: the `data` of its answer. */
export type ProcessSendTxResult = unknown;
/** Every error code `client.core.sends.processSendTx` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ProcessSendTxErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.core.sends.processSponsoredTx`: path params, query and body fields together. */
export type ProcessSponsoredSendTxParams = {
  id: string;
  txIndex?: number | undefined;
  prepareId?: string | undefined;
  attestation?: string | undefined;
  userSignature?: string | undefined;
};
/** What `client.core.sends.processSponsoredTx` resolves with: the `data` of its answer. */
export type ProcessSponsoredSendTxResult = unknown;
/** Every error code `client.core.sends.processSponsoredTx` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ProcessSponsoredSendTxErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.core.tags.resolve`: path params, query and body fields together. */
export type ResolveTagsParams = {
  address?: string | undefined;
  tags?: string | undefined;
};
/** What `client.core.tags.resolve` resolves with: the `data` of its answer. */
export type ResolveTagsResult = unknown;
/** Every error code `client.core.tags.resolve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ResolveTagsErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.core.requests.invoicePdf`: path params, query and body fields together. */
export type GetPaymentRequestInvoicePdfParams = {
  id: string;
  language?: string | undefined;
};
/** What `client.core.requests.invoicePdf` resolves with: the `data` of its answer. */
export type GetPaymentRequestInvoicePdfResult = Uint8Array<ArrayBufferLike>;
/** Every error code `client.core.requests.invoicePdf` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetPaymentRequestInvoicePdfErrorCode = "1" | "2" | "3" | "4" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.core.requests.notifyClient`: path params, query and body fields together. */
export type NotifyPaymentRequestClientParams = {
  id: string;
  email: string;
  language?: "en" | "es" | undefined;
};
/** What `client.core.requests.notifyClient` resolves with: the `data` of its answer. */
export type NotifyPaymentRequestClientResult = unknown;
/** Every error code `client.core.requests.notifyClient` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type NotifyPaymentRequestClientErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.core.sends.contracts`: path params, query and body fields together. */
export type ListSendContractsParams = {
  [x: string]: unknown;
};
/** What `client.core.sends.contracts` resolves with: the `data` of its answer. */
export type ListSendContractsResult = unknown;
/** Every error code `client.core.sends.contracts` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListSendContractsErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.wallets.alias.update`: path params, query and body fields together. */
export type UpdateWalletAliasParams = {
  walletAddress: string;
  teamId: string;
  alias: string | null;
};
/** What `client.wallets.alias.update` resolves with: the `data` of its answer. */
export type UpdateWalletAliasResult = {
  walletAddress: string;
  teamId: string;
  alias: string | null;
};
/** Every error code `client.wallets.alias.update` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type UpdateWalletAliasErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.wallets.default.retrieve`: path params, query and body fields together. */
export type GetDefaultWalletParams = {
  teamId?: string | undefined;
};
/** What `client.wallets.default.retrieve` resolves with: the `data` of its answer. */
export type GetDefaultWalletResult = {
  defaultWallet: {
    address: string;
    walletType: (string & {}) | "EVM" | "SVM" | "BTC" | "FIAT";
    profileId?: string | null | undefined;
    teamId?: string | null | undefined;
    alias?: string | null | undefined;
    metadata?: Record<string, unknown> | null | undefined;
    createdAt?: string | undefined;
  } | null;
};
/** Every error code `client.wallets.default.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetDefaultWalletErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.wallets.default.set`: path params, query and body fields together. */
export type SetDefaultWalletParams = {
  teamId: string;
  walletAddress: string;
};
/** What `client.wallets.default.set` resolves with: the `data` of its answer. */
export type SetDefaultWalletResult = {
  message: string;
  walletAddress: string;
};
/** Every error code `client.wallets.default.set` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type SetDefaultWalletErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.wallets.list`: path params, query and body fields together. */
export type ListWalletsParams = {
  profileId?: string | undefined;
  teamId?: string | undefined;
  includeCompliance?: string | boolean | undefined;
};
/** What `client.wallets.list` resolves with: the `data` of its answer. */
export type ListWalletsResult = {
  wallets: {
    address: string;
    walletType: (string & {}) | "EVM" | "SVM" | "BTC" | "FIAT";
    profileId?: string | null | undefined;
    teamId?: string | null | undefined;
    alias?: string | null | undefined;
    metadata?: Record<string, unknown> | null | undefined;
    createdAt?: string | undefined;
  }[];
  total: number;
};
/** Every error code `client.wallets.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListWalletsErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.wallets.external.create`: path params, query and body fields together. */
export type CreateExternalWalletParams = {
  teamId: string;
  profileId: string;
  address: string;
  walletType: "EVM" | "SVM" | "BTC" | "FIAT";
  label?: string | undefined;
  metadata?: Record<string, unknown> | undefined;
};
/** What `client.wallets.external.create` resolves with: the `data` of its answer. */
export type CreateExternalWalletResult = {
  address: string;
  walletType: (string & {}) | "EVM" | "SVM" | "BTC" | "FIAT";
  profileId?: string | null | undefined;
  teamId?: string | null | undefined;
  alias?: string | null | undefined;
  metadata?: Record<string, unknown> | null | undefined;
  createdAt?: string | undefined;
};
/** Every error code `client.wallets.external.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateExternalWalletErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.wallets.portfolio.retrieve`: path params, query and body fields together. */
export type GetWalletPortfolioParams = {
  wallets: string | string[];
};
/** What `client.wallets.portfolio.retrieve` resolves with: the `data` of its answer. */
export type GetWalletPortfolioResult = {
  totalUsdBalance: string | number;
  tokens: Record<string, {
    totalUsdBalance: string | number;
    totalBalance: string | number;
    chains: Record<string, {
      address: string;
      balance: string | number;
      price: string | number;
      chainId: string | number;
      chainLogo?: string | null | undefined;
    }>;
    tokenLogo?: string | null | undefined;
  }>;
}[];
/** Every error code `client.wallets.portfolio.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetWalletPortfolioErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.wallets.evm.gasBalance.check`: path params, query and body fields together. */
export type CheckGasBalanceParams = {
  wallet: string | string[];
  tokenAddress: string;
  chainSlug: string;
};
/** What `client.wallets.evm.gasBalance.check` resolves with: the `data` of its answer. */
export type CheckGasBalanceResult = {
  wallet: string;
  minimumGasWei: string | number;
  nativeBalance: string | number;
  sufficient: boolean;
  difference: string | number;
  error?: {
    code: string;
    message: string;
  } | undefined;
}[];
/** Every error code `client.wallets.evm.gasBalance.check` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CheckGasBalanceErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.wallets.evm.allowance.get`: path params, query and body fields together. */
export type GetAllowanceParams = {
  action: "otc" | "send" | "request" | "all" | "general" | "multiple";
  chainId: string | number;
  userWallet: string;
  tokenAddress: string;
  executorAddress?: string | undefined;
  amount?: string | undefined;
};
/** What `client.wallets.evm.allowance.get` resolves with: the `data` of its answer. */
export type GetAllowanceResult = {
  executorAddress: string;
  executorName: string;
  allowance: string;
  allowanceOk: boolean;
  difference?: string | undefined;
} | {
  executors: {
    executorAddress: string;
    executorName: string;
    allowance: string;
    allowanceOk: boolean;
    difference?: string | undefined;
  }[];
};
/** Every error code `client.wallets.evm.allowance.get` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetAllowanceErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.wallets.evm.allowance.approve`: path params, query and body fields together. */
export type ApproveAllowanceParams = {
  action: "otc" | "send" | "request" | "general";
  chainId: string | number;
  userWallet: string;
  tokenAddress: string;
  amount: string | number;
  executorAddress?: string | undefined;
};
/** What `client.wallets.evm.allowance.approve` resolves with: the `data` of its answer. */
export type ApproveAllowanceResult = {
  txHash: string;
  signed: true;
} | {
  to: string;
  data: string;
  value: string;
  chainId: string | number;
  signed: false;
};
/** Every error code `client.wallets.evm.allowance.approve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ApproveAllowanceErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "PERMISSION_DENIED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.wallets.evm.allowance.revoke`: path params, query and body fields together. */
export type RevokeAllowanceParams = {
  action: "otc" | "send" | "request" | "general";
  chainId: string | number;
  userWallet: string;
  tokenAddress: string;
  executorAddress?: string | undefined;
};
/** What `client.wallets.evm.allowance.revoke` resolves with: the `data` of its answer. */
export type RevokeAllowanceResult = {
  transactions: ({
    executorAddress: string;
    txHash: string;
    success: boolean;
  } | {
    to: string;
    data: string;
    value: string;
    chainId: string | number;
    executorAddress: string;
  })[];
  signed: boolean;
};
/** Every error code `client.wallets.evm.allowance.revoke` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type RevokeAllowanceErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "PERMISSION_DENIED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.wallets.evm.gasSponsor.create`: path params, query and body fields together. */
export type RequestGasSponsorshipParams = {
  walletAddress: string;
  action: "otc" | "send";
  tokenAddress: string;
  chainSlug: string;
  executeWithOwnGas?: boolean | undefined;
};
/** What `client.wallets.evm.gasSponsor.create` resolves with: the `data` of its answer. */
export type RequestGasSponsorshipResult = {
  message: string;
  walletBalance: string | number;
  requiredGas: string | number;
  gasPrice: string | number;
  executeWithOwnGas: false;
  gasSponsored: false;
} | {
  transferTxHash: string;
  approveTxHash: string;
  gasEstimated: string | number;
  gasTransferred: string | number;
  gasPrice: string | number;
  gasSponsored: boolean;
  tokenAddress: string;
  chainSlug: string;
  action: string;
} | {
  transferTxHash: string;
  unsignedApproveTx: unknown;
  gasPrice: string | number;
  gasSponsored: boolean;
  tokenAddress: string;
  chainSlug: string;
  action: string;
  message: string;
};
/** Every error code `client.wallets.evm.gasSponsor.create` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type RequestGasSponsorshipErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "PERMISSION_DENIED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The params object of `client.transactions.retrieve`: path params, query and body fields together. */
export type GetTransactionParams = {
  id: string;
};
/** What `client.transactions.retrieve` resolves with: the `data` of its answer. */
export type GetTransactionResult = {
  tx: {
    id: string;
    status: (string & {}) | "pending";
    txs?: Record<string, unknown> | null | undefined;
    channel?: Record<string, unknown> | null | undefined;
    token?: Record<string, unknown> | null | undefined;
    chain?: Record<string, unknown> | null | undefined;
  };
};
/** Every error code `client.transactions.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetTransactionErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.transactions.list`: path params, query and body fields together. */
export type ListTransactionsParams = {
  type?: "profile" | "team" | undefined;
};
/** What `client.transactions.list` resolves with: the `data` of its answer. */
export type ListTransactionsResult = {
  txs: {
    id: string;
    status: (string & {}) | "pending";
    txs?: Record<string, unknown> | null | undefined;
    channel?: Record<string, unknown> | null | undefined;
    token?: Record<string, unknown> | null | undefined;
    chain?: Record<string, unknown> | null | undefined;
  }[];
  count: number;
};
/** Every error code `client.transactions.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListTransactionsErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.transactions.countToday`: path params, query and body fields together. */
export type CountTransactionsTodayParams = {
  date?: string | undefined;
};
/** What `client.transactions.countToday` resolves with: the `data` of its answer. */
export type CountTransactionsTodayResult = number;
/** Every error code `client.transactions.countToday` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CountTransactionsTodayErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.transactions.files.list`: path params, query and body fields together. */
export type ListTransactionFilesParams = {
  txId: string;
};
/** What `client.transactions.files.list` resolves with: the `data` of its answer. */
export type ListTransactionFilesResult = {
  files: {
    filePath: string;
    fileName: string;
    uploadedAt?: string | undefined;
    uploadedBy?: string | undefined;
    signedUrl?: string | undefined;
    expiresAt?: string | undefined;
  }[];
};
/** Every error code `client.transactions.files.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListTransactionFilesErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.transactions.files.confirm`: path params, query and body fields together. */
export type ConfirmTransactionFilesParams = {
  txId: string;
  uploadId: string;
  filePaths: string[];
  fileNames: string[];
};
/** What `client.transactions.files.confirm` resolves with: the `data` of its answer. */
export type ConfirmTransactionFilesResult = {
  tx: {
    id: string;
    status: (string & {}) | "pending";
    txs?: Record<string, unknown> | null | undefined;
    channel?: Record<string, unknown> | null | undefined;
    token?: Record<string, unknown> | null | undefined;
    chain?: Record<string, unknown> | null | undefined;
  };
};
/** Every error code `client.transactions.files.confirm` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ConfirmTransactionFilesErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.transactions.files.createUploadUrls`: path params, query and body fields together. */
export type CreateTransactionFileUploadUrlsParams = {
  txId: string;
  fileNames: string[];
};
/** What `client.transactions.files.createUploadUrls` resolves with: the `data` of its answer. */
export type CreateTransactionFileUploadUrlsResult = {
  uploadId: string;
  uploadUrls: {
    filePath: string;
    fileName: string;
    signedUrl: string;
    expiresAt: string;
  }[];
};
/** Every error code `client.transactions.files.createUploadUrls` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CreateTransactionFileUploadUrlsErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "INTERNAL_ERROR";
/** The params object of `client.config.bankFields.list`: path params, query and body fields together. */
export type GetBankConfigurationsParams = {
  countries?: string | string[] | undefined;
};
/** What `client.config.bankFields.list` resolves with: the `data` of its answer. */
export type GetBankConfigurationsResult = {
  configurations: {
    country: string;
    fields: {
      key: string;
      label: string;
      required: boolean;
      pattern?: string | null | undefined;
      placeholder?: string | null | undefined;
    }[];
  }[];
};
/** Every error code `client.config.bankFields.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetBankConfigurationsErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.config.chains.list`: path params, query and body fields together. */
export type ListChainsParams = {};
/** What `client.config.chains.list` resolves with: the `data` of its answer. */
export type ListChainsResult = {
  chains: {
    id: string;
    slug: string;
    name: string;
    chainId: string | number;
    type: string;
    tokens: {
      id: string;
      name: string;
      symbol: string;
      accepted: boolean;
      decimals: number;
      type: string;
      address?: string | null | undefined;
      image?: string | null | undefined;
      metadata?: Record<string, unknown> | null | undefined;
    }[];
    image?: string | null | undefined;
    chainSpecifics?: unknown;
    createdAt?: string | undefined;
  }[];
};
/** Every error code `client.config.chains.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListChainsErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.config.tokens.list`: path params, query and body fields together. */
export type ListTokensParams = {};
/** What `client.config.tokens.list` resolves with: the `data` of its answer. */
export type ListTokensResult = {
  tokens: {
    id: string;
    name: string;
    symbol: string;
    accepted: boolean;
    chains: {
      id: string;
      slug: string;
      name: string;
      chainId: string | number;
      type: string;
      decimals: number;
      tokenType: string;
      image?: string | null | undefined;
      address?: string | null | undefined;
      metadata?: Record<string, unknown> | null | undefined;
    }[];
    image?: string | null | undefined;
  }[];
};
/** Every error code `client.config.tokens.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListTokensErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "INTERNAL_ERROR";
/** The params object of `client.config.countries.list`: path params, query and body fields together. */
export type ListCountriesParams = {
  all?: string | boolean | undefined;
};
/** What `client.config.countries.list` resolves with: the `data` of its answer. */
export type ListCountriesResult = {
  countries: {
    code: string;
    name: string;
    language: string;
    currencies: string[] | null;
    flag?: string | null | undefined;
  }[];
};
/** Every error code `client.config.countries.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListCountriesErrorCode = "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.config.countries.banks`: path params, query and body fields together. */
export type ListCountryBanksParams = {
  country: string;
};
/** What `client.config.countries.banks` resolves with: the `data` of its answer. */
export type ListCountryBanksResult = {
  country: string;
  currencies: {
    code: string;
    symbol: string;
  }[];
  banks: {
    slug: string;
    name: string;
    code: string;
  }[];
};
/** Every error code `client.config.countries.banks` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListCountryBanksErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.config.username.checkAvailability`: path params, query and body fields together. */
export type CheckUsernameAvailabilityParams = {
  username: string;
};
/** What `client.config.username.checkAvailability` resolves with: the `data` of its answer. */
export type CheckUsernameAvailabilityResult = {
  available: boolean;
};
/** Every error code `client.config.username.checkAvailability` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type CheckUsernameAvailabilityErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.maintenance.retrieve`: path params, query and body fields together. */
export type GetMaintenanceParams = {};
/** What `client.maintenance.retrieve` resolves with: the `data` of its answer. */
export type GetMaintenanceResult = {
  status: (string & {}) | "ok" | "limited" | "maintenance";
};
/** Every error code `client.maintenance.retrieve` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type GetMaintenanceErrorCode = "INTERNAL_ERROR";
/** The params object of `client.notifications.list`: path params, query and body fields together. */
export type ListNotificationsParams = {
  type?: "default" | undefined;
  limit?: string | number | undefined;
  exclusiveStartKey?: string | undefined;
  profileId?: string | undefined;
};
/** One page of `client.notifications.list`: what awaiting its result gives. */
export type ListNotificationsResult = {
  items: {
    [x: string]: unknown;
  }[];
  lastEvaluatedKey?: string | undefined;
};
/** One item of the pages of `client.notifications.list`: what `for await` over its result gives. */
export type ListNotificationsItem = {
  [x: string]: unknown;
};
/** Every error code `client.notifications.list` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type ListNotificationsErrorCode = "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "CONTEXT_INVALID" | "CONTEXT_REQUIRED" | "BODY_PARSER_ERROR" | "INTERNAL_ERROR";
/** The params object of `client.notifications.markSeen`: path params, query and body fields together. */
export type MarkNotificationSeenParams = {
  notificationId: string;
  delete?: string | boolean | undefined;
  ids?: string | string[] | undefined;
};
/** What `client.notifications.markSeen` resolves with: the `data` of its answer. */
export type MarkNotificationSeenResult = {
  markedAsSeen: true;
  count: number;
  invalidIds: string[];
  deletedCount: number;
  message: string;
} | {
  markedAsSeen: true;
  count: number;
  deletedCount: number;
  message: string;
} | {
  markedAsSeen: true;
  deleted: true;
  notificationId: string;
  message: string;
} | {
  markedAsSeen: true;
  notification: {
    [x: string]: unknown;
  };
} | {
  deleted: true;
  notificationId: string;
};
/** Every error code `client.notifications.markSeen` can answer: its documented codes, its input codes and the codes of the platform's checks it runs (`declaredErrors`). */
export type MarkNotificationSeenErrorCode = "PAYLOAD_TOO_LARGE" | "BODY_PARSER_ERROR" | "API_KEY_REQUIRED" | "API_KEY_INVALID" | "API_KEY_WRONG_ENVIRONMENT" | "RATE_LIMITED" | "SESSION_INVALID" | "SESSION_REQUIRED" | "CONTEXT_INVALID" | "INTERNAL_ERROR";
/** The declared types of every operation, by operation id. */
export interface OperationTypes {
  readonly onboardUser: {
    readonly params: OnboardUserParams;
    readonly result: OnboardUserResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: OnboardUserErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'onboardUser' };
  };
  readonly validateReferralCode: {
    readonly params: ValidateReferralCodeParams;
    readonly result: ValidateReferralCodeResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ValidateReferralCodeErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'validateReferralCode' };
  };
  readonly refreshSession: {
    readonly params: RefreshSessionParams;
    readonly result: RefreshSessionResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: RefreshSessionErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'refreshSession' };
  };
  readonly sendOtp: {
    readonly params: SendOtpParams;
    readonly result: SendOtpResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: SendOtpErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'sendOtp' };
  };
  readonly verifyOtp: {
    readonly params: VerifyOtpParams;
    readonly result: VerifyOtpResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: VerifyOtpErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'verifyOtp' };
  };
  readonly listTeamBanks: {
    readonly params: ListTeamBanksParams;
    readonly result: ListTeamBanksResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListTeamBanksErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listTeamBanks' };
  };
  readonly addTeamCountry: {
    readonly params: AddTeamCountryParams;
    readonly result: AddTeamCountryResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: AddTeamCountryErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'addTeamCountry' };
  };
  readonly removeTeamCountry: {
    readonly params: RemoveTeamCountryParams;
    readonly result: RemoveTeamCountryResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: RemoveTeamCountryErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'removeTeamCountry' };
  };
  readonly updateTeamDefaultReceiverWallet: {
    readonly params: UpdateTeamDefaultReceiverWalletParams;
    readonly result: UpdateTeamDefaultReceiverWalletResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: UpdateTeamDefaultReceiverWalletErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'updateTeamDefaultReceiverWallet' };
  };
  readonly listInvitations: {
    readonly params: ListInvitationsParams;
    readonly result: ListInvitationsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListInvitationsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listInvitations' };
  };
  readonly createInvitation: {
    readonly params: CreateInvitationParams;
    readonly result: CreateInvitationResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateInvitationErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createInvitation' };
  };
  readonly deleteInvitation: {
    readonly params: DeleteInvitationParams;
    readonly result: DeleteInvitationResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: DeleteInvitationErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'deleteInvitation' };
  };
  readonly listTeamMembers: {
    readonly params: ListTeamMembersParams;
    readonly result: ListTeamMembersResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListTeamMembersErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listTeamMembers' };
  };
  readonly blockTeamMember: {
    readonly params: BlockTeamMemberParams;
    readonly result: BlockTeamMemberResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: BlockTeamMemberErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'blockTeamMember' };
  };
  readonly updateTeamMemberRole: {
    readonly params: UpdateTeamMemberRoleParams;
    readonly result: UpdateTeamMemberRoleResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: UpdateTeamMemberRoleErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'updateTeamMemberRole' };
  };
  readonly updateTeamMetadata: {
    readonly params: UpdateTeamMetadataParams;
    readonly result: UpdateTeamMetadataResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: UpdateTeamMetadataErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'updateTeamMetadata' };
  };
  readonly updateTeamNotificationEmail: {
    readonly params: UpdateTeamNotificationEmailParams;
    readonly result: UpdateTeamNotificationEmailResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: UpdateTeamNotificationEmailErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'updateTeamNotificationEmail' };
  };
  readonly upsertTeamTaxInfo: {
    readonly params: UpsertTeamTaxInfoParams;
    readonly result: UpsertTeamTaxInfoResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: UpsertTeamTaxInfoErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'upsertTeamTaxInfo' };
  };
  readonly setTeamDefaultTaxInfo: {
    readonly params: SetTeamDefaultTaxInfoParams;
    readonly result: SetTeamDefaultTaxInfoResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: SetTeamDefaultTaxInfoErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'setTeamDefaultTaxInfo' };
  };
  readonly listTeamActivity: {
    readonly params: ListTeamActivityParams;
    readonly result: ListTeamActivityResult;
    readonly paged: true;
    readonly item: ListTeamActivityItem;
    readonly errorCode: ListTeamActivityErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listTeamActivity' };
  };
  readonly createTeamImageUploadUrl: {
    readonly params: CreateTeamImageUploadUrlParams;
    readonly result: CreateTeamImageUploadUrlResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateTeamImageUploadUrlErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createTeamImageUploadUrl' };
  };
  readonly confirmTeamImage: {
    readonly params: ConfirmTeamImageParams;
    readonly result: ConfirmTeamImageResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ConfirmTeamImageErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'confirmTeamImage' };
  };
  readonly getProfile: {
    readonly params: GetProfileParams;
    readonly result: GetProfileResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetProfileErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getProfile' };
  };
  readonly listProfileBanks: {
    readonly params: ListProfileBanksParams;
    readonly result: ListProfileBanksResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListProfileBanksErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listProfileBanks' };
  };
  readonly createProfileBank: {
    readonly params: CreateProfileBankParams;
    readonly result: CreateProfileBankResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateProfileBankErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createProfileBank' };
  };
  readonly getProfileBank: {
    readonly params: GetProfileBankParams;
    readonly result: GetProfileBankResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetProfileBankErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getProfileBank' };
  };
  readonly updateProfileBank: {
    readonly params: UpdateProfileBankParams;
    readonly result: UpdateProfileBankResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: UpdateProfileBankErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'updateProfileBank' };
  };
  readonly deleteProfileBank: {
    readonly params: DeleteProfileBankParams;
    readonly result: DeleteProfileBankResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: DeleteProfileBankErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'deleteProfileBank' };
  };
  readonly createProfileImageUploadUrl: {
    readonly params: CreateProfileImageUploadUrlParams;
    readonly result: CreateProfileImageUploadUrlResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateProfileImageUploadUrlErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createProfileImageUploadUrl' };
  };
  readonly confirmProfileImage: {
    readonly params: ConfirmProfileImageParams;
    readonly result: ConfirmProfileImageResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ConfirmProfileImageErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'confirmProfileImage' };
  };
  readonly updateProfileMetadata: {
    readonly params: UpdateProfileMetadataParams;
    readonly result: UpdateProfileMetadataResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: UpdateProfileMetadataErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'updateProfileMetadata' };
  };
  readonly updateProfileUsername: {
    readonly params: UpdateProfileUsernameParams;
    readonly result: UpdateProfileUsernameResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: UpdateProfileUsernameErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'updateProfileUsername' };
  };
  readonly listUserProfiles: {
    readonly params: ListUserProfilesParams;
    readonly result: ListUserProfilesResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListUserProfilesErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listUserProfiles' };
  };
  readonly setDefaultProfile: {
    readonly params: SetDefaultProfileParams;
    readonly result: SetDefaultProfileResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: SetDefaultProfileErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'setDefaultProfile' };
  };
  readonly updateDefaultProfile: {
    readonly params: UpdateDefaultProfileParams;
    readonly result: UpdateDefaultProfileResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: UpdateDefaultProfileErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'updateDefaultProfile' };
  };
  readonly createKycSession: {
    readonly params: CreateKycSessionParams;
    readonly result: CreateKycSessionResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateKycSessionErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createKycSession' };
  };
  readonly getKycStatus: {
    readonly params: GetKycStatusParams;
    readonly result: GetKycStatusResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetKycStatusErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getKycStatus' };
  };
  readonly listKycVerifications: {
    readonly params: ListKycVerificationsParams;
    readonly result: ListKycVerificationsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListKycVerificationsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listKycVerifications' };
  };
  readonly createComplianceCheckout: {
    readonly params: CreateComplianceCheckoutParams;
    readonly result: CreateComplianceCheckoutResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateComplianceCheckoutErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createComplianceCheckout' };
  };
  readonly payComplianceViaRequest: {
    readonly params: PayComplianceViaRequestParams;
    readonly result: PayComplianceViaRequestResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: PayComplianceViaRequestErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'payComplianceViaRequest' };
  };
  readonly listChannels: {
    readonly params: ListChannelsParams;
    readonly result: ListChannelsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListChannelsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listChannels' };
  };
  readonly listChannelCategories: {
    readonly params: ListChannelCategoriesParams;
    readonly result: ListChannelCategoriesResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListChannelCategoriesErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listChannelCategories' };
  };
  readonly getDiscovery: {
    readonly params: GetDiscoveryParams;
    readonly result: GetDiscoveryResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetDiscoveryErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getDiscovery' };
  };
  readonly getDiscoveryCapability: {
    readonly params: GetDiscoveryCapabilityParams;
    readonly result: GetDiscoveryCapabilityResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetDiscoveryCapabilityErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getDiscoveryCapability' };
  };
  readonly getDiscoveryGate: {
    readonly params: GetDiscoveryGateParams;
    readonly result: GetDiscoveryGateResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetDiscoveryGateErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getDiscoveryGate' };
  };
  readonly executeChannel: {
    readonly params: ExecuteChannelParams;
    readonly result: ExecuteChannelResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ExecuteChannelErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'executeChannel' };
  };
  readonly listChannelMethods: {
    readonly params: ListChannelMethodsParams;
    readonly result: ListChannelMethodsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListChannelMethodsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listChannelMethods' };
  };
  readonly completeChannelOnboarding: {
    readonly params: CompleteChannelOnboardingParams;
    readonly result: CompleteChannelOnboardingResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CompleteChannelOnboardingErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'completeChannelOnboarding' };
  };
  readonly quoteChannel: {
    readonly params: QuoteChannelParams;
    readonly result: QuoteChannelResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: QuoteChannelErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'quoteChannel' };
  };
  readonly getChannel: {
    readonly params: GetChannelParams;
    readonly result: GetChannelResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetChannelErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getChannel' };
  };
  readonly runChannelAction: {
    readonly params: RunChannelActionParams;
    readonly result: RunChannelActionResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: RunChannelActionErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'runChannelAction' };
  };
  readonly getChannelMethod: {
    readonly params: GetChannelMethodParams;
    readonly result: GetChannelMethodResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetChannelMethodErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getChannelMethod' };
  };
  readonly validateChannelParam: {
    readonly params: ValidateChannelParamParams;
    readonly result: ValidateChannelParamResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ValidateChannelParamErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'validateChannelParam' };
  };
  readonly getChannelTransaction: {
    readonly params: GetChannelTransactionParams;
    readonly result: GetChannelTransactionResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetChannelTransactionErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getChannelTransaction' };
  };
  readonly listAppChannels: {
    readonly params: ListAppChannelsParams;
    readonly result: ListAppChannelsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListAppChannelsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listAppChannels' };
  };
  readonly getChannelFees: {
    readonly params: GetChannelFeesParams;
    readonly result: GetChannelFeesResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetChannelFeesErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getChannelFees' };
  };
  readonly createOtcRequest: {
    readonly params: CreateOtcRequestParams;
    readonly result: CreateOtcRequestResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateOtcRequestErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createOtcRequest' };
  };
  readonly acceptOtcOffer: {
    readonly params: AcceptOtcOfferParams;
    readonly result: AcceptOtcOfferResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: AcceptOtcOfferErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'acceptOtcOffer' };
  };
  readonly denyOtcProof: {
    readonly params: DenyOtcProofParams;
    readonly result: DenyOtcProofResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: DenyOtcProofErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'denyOtcProof' };
  };
  readonly prepareOtcProof: {
    readonly params: PrepareOtcProofParams;
    readonly result: PrepareOtcProofResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: PrepareOtcProofErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'prepareOtcProof' };
  };
  readonly rejectOtcOffer: {
    readonly params: RejectOtcOfferParams;
    readonly result: RejectOtcOfferResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: RejectOtcOfferErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'rejectOtcOffer' };
  };
  readonly submitOtcProof: {
    readonly params: SubmitOtcProofParams;
    readonly result: SubmitOtcProofResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: SubmitOtcProofErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'submitOtcProof' };
  };
  readonly verifyOtcProof: {
    readonly params: VerifyOtcProofParams;
    readonly result: VerifyOtcProofResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: VerifyOtcProofErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'verifyOtcProof' };
  };
  readonly listOtcRequests: {
    readonly params: ListOtcRequestsParams;
    readonly result: ListOtcRequestsResult;
    readonly paged: true;
    readonly item: ListOtcRequestsItem;
    readonly errorCode: ListOtcRequestsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listOtcRequests' };
  };
  readonly checkOtcAllowance: {
    readonly params: CheckOtcAllowanceParams;
    readonly result: CheckOtcAllowanceResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CheckOtcAllowanceErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'checkOtcAllowance' };
  };
  readonly getOtcGating: {
    readonly params: GetOtcGatingParams;
    readonly result: GetOtcGatingResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetOtcGatingErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getOtcGating' };
  };
  readonly getOtcProof: {
    readonly params: GetOtcProofParams;
    readonly result: GetOtcProofResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetOtcProofErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getOtcProof' };
  };
  readonly approveOtcAllowance: {
    readonly params: ApproveOtcAllowanceParams;
    readonly result: ApproveOtcAllowanceResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ApproveOtcAllowanceErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'approveOtcAllowance' };
  };
  readonly approveOtcSplit: {
    readonly params: ApproveOtcSplitParams;
    readonly result: ApproveOtcSplitResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ApproveOtcSplitErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'approveOtcSplit' };
  };
  readonly createOtcEscrowSignature: {
    readonly params: CreateOtcEscrowSignatureParams;
    readonly result: CreateOtcEscrowSignatureResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateOtcEscrowSignatureErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createOtcEscrowSignature' };
  };
  readonly denyOtcSplit: {
    readonly params: DenyOtcSplitParams;
    readonly result: DenyOtcSplitResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: DenyOtcSplitErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'denyOtcSplit' };
  };
  readonly listOtcTransactions: {
    readonly params: ListOtcTransactionsParams;
    readonly result: ListOtcTransactionsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListOtcTransactionsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listOtcTransactions' };
  };
  readonly previewTopup: {
    readonly params: PreviewTopupParams;
    readonly result: PreviewTopupResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: PreviewTopupErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'previewTopup' };
  };
  readonly validateTopupPhone: {
    readonly params: ValidateTopupPhoneParams;
    readonly result: ValidateTopupPhoneResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ValidateTopupPhoneErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'validateTopupPhone' };
  };
  readonly createTopupWithdrawal: {
    readonly params: CreateTopupWithdrawalParams;
    readonly result: CreateTopupWithdrawalResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateTopupWithdrawalErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createTopupWithdrawal' };
  };
  readonly processTopupWithdrawalSponsoredTx: {
    readonly params: ProcessTopupWithdrawalSponsoredTxParams;
    readonly result: ProcessTopupWithdrawalSponsoredTxResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ProcessTopupWithdrawalSponsoredTxErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'processTopupWithdrawalSponsoredTx' };
  };
  readonly getTopupWithdrawalSignPayload: {
    readonly params: GetTopupWithdrawalSignPayloadParams;
    readonly result: GetTopupWithdrawalSignPayloadResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetTopupWithdrawalSignPayloadErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getTopupWithdrawalSignPayload' };
  };
  readonly createOfframpOrder: {
    readonly params: CreateOfframpOrderParams;
    readonly result: CreateOfframpOrderResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateOfframpOrderErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createOfframpOrder' };
  };
  readonly getOfframpConfig: {
    readonly params: GetOfframpConfigParams;
    readonly result: GetOfframpConfigResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetOfframpConfigErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getOfframpConfig' };
  };
  readonly getOfframpQuote: {
    readonly params: GetOfframpQuoteParams;
    readonly result: GetOfframpQuoteResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetOfframpQuoteErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getOfframpQuote' };
  };
  readonly createOnrampOrder: {
    readonly params: CreateOnrampOrderParams;
    readonly result: CreateOnrampOrderResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateOnrampOrderErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createOnrampOrder' };
  };
  readonly getOnrampConfig: {
    readonly params: GetOnrampConfigParams;
    readonly result: GetOnrampConfigResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetOnrampConfigErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getOnrampConfig' };
  };
  readonly getOnrampQuote: {
    readonly params: GetOnrampQuoteParams;
    readonly result: GetOnrampQuoteResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetOnrampQuoteErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getOnrampQuote' };
  };
  readonly listRampOrders: {
    readonly params: ListRampOrdersParams;
    readonly result: ListRampOrdersResult;
    readonly paged: true;
    readonly item: ListRampOrdersItem;
    readonly errorCode: ListRampOrdersErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listRampOrders' };
  };
  readonly getRampOrder: {
    readonly params: GetRampOrderParams;
    readonly result: GetRampOrderResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetRampOrderErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getRampOrder' };
  };
  readonly refreshRampUrl: {
    readonly params: RefreshRampUrlParams;
    readonly result: RefreshRampUrlResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: RefreshRampUrlErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'refreshRampUrl' };
  };
  readonly createPaymentRequest: {
    readonly params: CreatePaymentRequestParams;
    readonly result: CreatePaymentRequestResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreatePaymentRequestErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createPaymentRequest' };
  };
  readonly getPaymentRequest: {
    readonly params: GetPaymentRequestParams;
    readonly result: GetPaymentRequestResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetPaymentRequestErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getPaymentRequest' };
  };
  readonly payPaymentRequest: {
    readonly params: PayPaymentRequestParams;
    readonly result: PayPaymentRequestResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: PayPaymentRequestErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'payPaymentRequest' };
  };
  readonly createSend: {
    readonly params: CreateSendParams;
    readonly result: CreateSendResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateSendErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createSend' };
  };
  readonly previewSend: {
    readonly params: PreviewSendParams;
    readonly result: PreviewSendResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: PreviewSendErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'previewSend' };
  };
  readonly prepareSponsoredSendTx: {
    readonly params: PrepareSponsoredSendTxParams;
    readonly result: PrepareSponsoredSendTxResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: PrepareSponsoredSendTxErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'prepareSponsoredSendTx' };
  };
  readonly processSendTx: {
    readonly params: ProcessSendTxParams;
    readonly result: ProcessSendTxResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ProcessSendTxErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'processSendTx' };
  };
  readonly processSponsoredSendTx: {
    readonly params: ProcessSponsoredSendTxParams;
    readonly result: ProcessSponsoredSendTxResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ProcessSponsoredSendTxErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'processSponsoredSendTx' };
  };
  readonly resolveTags: {
    readonly params: ResolveTagsParams;
    readonly result: ResolveTagsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ResolveTagsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'resolveTags' };
  };
  readonly getPaymentRequestInvoicePdf: {
    readonly params: GetPaymentRequestInvoicePdfParams;
    readonly result: GetPaymentRequestInvoicePdfResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetPaymentRequestInvoicePdfErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getPaymentRequestInvoicePdf' };
  };
  readonly notifyPaymentRequestClient: {
    readonly params: NotifyPaymentRequestClientParams;
    readonly result: NotifyPaymentRequestClientResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: NotifyPaymentRequestClientErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'notifyPaymentRequestClient' };
  };
  readonly listSendContracts: {
    readonly params: ListSendContractsParams;
    readonly result: ListSendContractsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListSendContractsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listSendContracts' };
  };
  readonly updateWalletAlias: {
    readonly params: UpdateWalletAliasParams;
    readonly result: UpdateWalletAliasResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: UpdateWalletAliasErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'updateWalletAlias' };
  };
  readonly getDefaultWallet: {
    readonly params: GetDefaultWalletParams;
    readonly result: GetDefaultWalletResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetDefaultWalletErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getDefaultWallet' };
  };
  readonly setDefaultWallet: {
    readonly params: SetDefaultWalletParams;
    readonly result: SetDefaultWalletResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: SetDefaultWalletErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'setDefaultWallet' };
  };
  readonly listWallets: {
    readonly params: ListWalletsParams;
    readonly result: ListWalletsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListWalletsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listWallets' };
  };
  readonly createExternalWallet: {
    readonly params: CreateExternalWalletParams;
    readonly result: CreateExternalWalletResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateExternalWalletErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createExternalWallet' };
  };
  readonly getWalletPortfolio: {
    readonly params: GetWalletPortfolioParams;
    readonly result: GetWalletPortfolioResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetWalletPortfolioErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getWalletPortfolio' };
  };
  readonly checkGasBalance: {
    readonly params: CheckGasBalanceParams;
    readonly result: CheckGasBalanceResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CheckGasBalanceErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'checkGasBalance' };
  };
  readonly getAllowance: {
    readonly params: GetAllowanceParams;
    readonly result: GetAllowanceResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetAllowanceErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getAllowance' };
  };
  readonly approveAllowance: {
    readonly params: ApproveAllowanceParams;
    readonly result: ApproveAllowanceResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ApproveAllowanceErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'approveAllowance' };
  };
  readonly revokeAllowance: {
    readonly params: RevokeAllowanceParams;
    readonly result: RevokeAllowanceResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: RevokeAllowanceErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'revokeAllowance' };
  };
  readonly requestGasSponsorship: {
    readonly params: RequestGasSponsorshipParams;
    readonly result: RequestGasSponsorshipResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: RequestGasSponsorshipErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'requestGasSponsorship' };
  };
  readonly getTransaction: {
    readonly params: GetTransactionParams;
    readonly result: GetTransactionResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetTransactionErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getTransaction' };
  };
  readonly listTransactions: {
    readonly params: ListTransactionsParams;
    readonly result: ListTransactionsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListTransactionsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listTransactions' };
  };
  readonly countTransactionsToday: {
    readonly params: CountTransactionsTodayParams;
    readonly result: CountTransactionsTodayResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CountTransactionsTodayErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'countTransactionsToday' };
  };
  readonly listTransactionFiles: {
    readonly params: ListTransactionFilesParams;
    readonly result: ListTransactionFilesResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListTransactionFilesErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listTransactionFiles' };
  };
  readonly confirmTransactionFiles: {
    readonly params: ConfirmTransactionFilesParams;
    readonly result: ConfirmTransactionFilesResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ConfirmTransactionFilesErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'confirmTransactionFiles' };
  };
  readonly createTransactionFileUploadUrls: {
    readonly params: CreateTransactionFileUploadUrlsParams;
    readonly result: CreateTransactionFileUploadUrlsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CreateTransactionFileUploadUrlsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'createTransactionFileUploadUrls' };
  };
  readonly getBankConfigurations: {
    readonly params: GetBankConfigurationsParams;
    readonly result: GetBankConfigurationsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetBankConfigurationsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getBankConfigurations' };
  };
  readonly listChains: {
    readonly params: ListChainsParams;
    readonly result: ListChainsResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListChainsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listChains' };
  };
  readonly listTokens: {
    readonly params: ListTokensParams;
    readonly result: ListTokensResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListTokensErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listTokens' };
  };
  readonly listCountries: {
    readonly params: ListCountriesParams;
    readonly result: ListCountriesResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListCountriesErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listCountries' };
  };
  readonly listCountryBanks: {
    readonly params: ListCountryBanksParams;
    readonly result: ListCountryBanksResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: ListCountryBanksErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listCountryBanks' };
  };
  readonly checkUsernameAvailability: {
    readonly params: CheckUsernameAvailabilityParams;
    readonly result: CheckUsernameAvailabilityResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: CheckUsernameAvailabilityErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'checkUsernameAvailability' };
  };
  readonly getMaintenance: {
    readonly params: GetMaintenanceParams;
    readonly result: GetMaintenanceResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: GetMaintenanceErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'getMaintenance' };
  };
  readonly listNotifications: {
    readonly params: ListNotificationsParams;
    readonly result: ListNotificationsResult;
    readonly paged: true;
    readonly item: ListNotificationsItem;
    readonly errorCode: ListNotificationsErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'listNotifications' };
  };
  readonly markNotificationSeen: {
    readonly params: MarkNotificationSeenParams;
    readonly result: MarkNotificationSeenResult;
    readonly paged: false;
    readonly item: never;
    readonly errorCode: MarkNotificationSeenErrorCode;
    readonly operation: OperationDescriptor & { readonly id: 'markNotificationSeen' };
  };
}

/** The id of an operation. */
export type OperationId = keyof OperationTypes;
