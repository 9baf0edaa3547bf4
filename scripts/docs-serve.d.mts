/** Types of `docs-serve.mjs`, for its test. */
import type { Server } from 'node:http';

export declare function createDocsServer(root: string): Server;
