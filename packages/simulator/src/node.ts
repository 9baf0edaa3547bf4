export type {} from './augmentations.js';
export type { RequestLogEntry } from './http/request-log.js';
export {
  type CheckedRequest,
  type CheckedResponse,
  type ContractDifference,
  checkExchange,
  DIFFERENCE_KINDS,
  type DifferenceKind,
  type ExchangeCheck,
} from './proxy/contract-check.js';
export {
  createValidationProxy,
  formatExchange,
  formatReport,
  type ReportedExchange,
  type ValidationProxy,
  type ValidationProxyOptions,
  type ValidationReport,
} from './proxy/validation-proxy.js';
export { type ServerOptions, type SimulatorServer, startServer } from './server.js';
