/**
 * The runtime script as a Cloudflare Worker (run by workerd through miniflare): the SDK inside the
 * Worker calls a standalone simulator over loopback.
 */
import { runOverLoopback } from './loopback.js';

/** Bindings the runner gives the Worker. */
export interface WorkerEnv {
  readonly SIMULATOR_URL: string;
  readonly API_KEY: string;
}

export default {
  async fetch(_request: Request, env: WorkerEnv): Promise<Response> {
    return Response.json(await runOverLoopback(env.SIMULATOR_URL, env.API_KEY));
  },
};
