export { type ServerOptions, type SimulatorServer, startServer } from './adapters/node.js';
