/**
 * The files that add members to `Services`, `Tables` and `HandlerRequest` by declaration merging
 * (the kernel declares them; the platform, the runtime and the modules fill them in). An app's
 * compiler reads only the declaration files its imports reach, so every entry point re-exports
 * this list as types: without it, a published `Services` would lack `store` and a handler's
 * request its `caller`. Add a line here with every new `declare module` block; the packed-package
 * consumer suite fails on one that is missing.
 */
export type {} from './modules/activity/tables.js';
export type {} from './modules/chain/tables.js';
export type {} from './modules/channels/tables.js';
export type {} from './modules/compliance/tables.js';
export type {} from './modules/core-requests/tables.js';
export type {} from './modules/core-sends/tables.js';
export type {} from './modules/kyc/tables.js';
export type {} from './modules/notifications/tables.js';
export type {} from './modules/otc/tables.js';
export type {} from './modules/profile/tables.js';
export type {} from './modules/ramp/tables.js';
export type {} from './modules/reference/tables.js';
export type {} from './modules/teams/tables.js';
export type {} from './modules/tenancy/caller.js';
export type {} from './modules/tenancy/sessions.js';
export type {} from './modules/tenancy/tables.js';
export type {} from './modules/topup/tables.js';
export type {} from './modules/transactions/tables.js';
export type {} from './modules/transactions/url-signing.js';
export type {} from './modules/uploads/tables.js';
export type {} from './modules/wallets/tables.js';
export type {} from './platform/services.js';
export type {} from './runtime.js';
