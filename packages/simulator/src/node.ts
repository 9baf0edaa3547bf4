export { type ServerOptions, type SimulatorServer, startServer } from './adapters/node.js';
export type { RequestLogEntry } from './http/request-log.js';
