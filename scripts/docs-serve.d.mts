/** Types of `docs-serve.mjs`, for the tests that serve the site. */
import type { Server } from 'node:http';

/**
 * A server of the files under `root` (the site by default) and nothing else, not yet listening,
 * compressed as a static host serves them; `brotli: false` serves gzip only.
 */
export declare function createDocsServer(root?: string, options?: { brotli?: boolean }): Server;
