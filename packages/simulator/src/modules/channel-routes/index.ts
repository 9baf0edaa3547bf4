/**
 * The generic channel routes that run a channel family's adapter (spec: Endpoints > Channels
 * (generic)): validate, quote and execute, the channel transaction view and the action route.
 * They come after the families (top-up, ramp, OTC) in the module order, because they dispatch
 * into them.
 */
import { defineArea, defineHandlers } from '../../kernel/module.js';
import { channelTransaction, runAction } from './records.js';
import { executeCapability, quoteCapability, validateParam } from './run.js';

/** Handlers of the generic channel routes. */
export const channelRoutesHandlers = defineHandlers({
  quoteChannel: (request) => quoteCapability(request),
  executeChannel: (request) => executeCapability(request),
  validateChannelParam: (request) => validateParam(request),
  getChannelTransaction: (request) => channelTransaction(request),
  runChannelAction: (request) => runAction(request),
});

/** The generic channel routes. */
export const channelRoutesArea = defineArea({ name: 'channel-routes', handlers: channelRoutesHandlers });
