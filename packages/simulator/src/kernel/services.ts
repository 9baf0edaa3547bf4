/**
 * The services handed to handlers, jobs and control routes.
 */

/**
 * Everything a handler, job or control route may use besides its request. The kernel declares
 * it empty; the layers above add their members by declaration merging (the platform its store,
 * clock, ids, outbox, webhooks, jobs and config; the tenancy module its sessions), so the
 * kernel imports nothing of theirs.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the layers above
export interface Services {}
