export * from './http.js';
export * from './messages.js';
export { parseClientMessage, parseServerMessage } from './parse.js';
export * from './players.js';
export * from './ratings.js';
