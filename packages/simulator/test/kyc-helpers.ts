/**
 * Helpers of the KYC, compliance and profile-image tests: a handler called directly with a
 * given caller (for the codes only a caller the engine never produces can reach), and a control
 * route call.
 */
import type { OperationId } from '@payments-platform/sdk/contract';
import type { Simulator } from '../src/index.js';
import type { HandlerMap, HandlerRequest } from '../src/kernel/module.js';
import { ANONYMOUS_CALLER, type Caller } from '../src/modules/tenancy/caller.js';

/** What a handler called directly threw (or undefined when it did not throw). */
export async function thrownBy(
  simulator: Simulator,
  handlers: HandlerMap,
  id: OperationId,
  caller: Partial<Caller>,
  body: unknown = {},
): Promise<unknown> {
  const handler = handlers[id] as ((request: HandlerRequest) => unknown) | undefined;
  if (!handler) throw new Error(`No handler ${id}`);
  const request = {
    ...simulator.services,
    operation: { invalidInputCode: 'BODY_PARSER_ERROR' },
    params: undefined,
    query: undefined,
    body,
    caller: { ...ANONYMOUS_CALLER, ...caller },
  } as unknown as HandlerRequest;
  try {
    await handler(request);
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Calls a control route and answers its status and decoded body. */
export async function control(
  simulator: Simulator,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { success: boolean; data?: unknown; error?: { code: string } } }> {
  const response = await simulator.fetch(`/_simulator${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.status, body: (await response.json()) as never };
}
