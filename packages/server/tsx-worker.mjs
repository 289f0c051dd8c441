// Starts a worker thread from TypeScript sources (tests run on sources): tsx's loader, then the real entry.
// Built code never uses this file: its workers are the compiled .js files.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
