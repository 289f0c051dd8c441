export * from './analysis.js';
export * from './chat.js';
export * from './http.js';
export * from './lobby.js';
export * from './messages.js';
export { parseClientMessage, parseServerMessage } from './parse.js';
export * from './players.js';
export * from './presence.js';
