import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AnyGame, Json, Result } from '@ludotheque/engine';
import { err, ok, Rng } from '@ludotheque/engine';
import type { CreateGameRequest, CreateGameResponse } from '@ludotheque/protocol';
import { botSeatName, inviteUrl } from '@ludotheque/protocol';
import type { GameRegistry } from '../registry.js';
import type { StoredGame, StoredSeat } from '../store.js';

/** Tokens are 192 random bits: a fast hash is enough to store them (no dictionary to guess from). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The human seat whose token this is (compared in constant time), or -1. */
export function seatOfToken(stored: StoredGame, token: string): number {
  const hash = Buffer.from(hashToken(token), 'hex');
  return stored.seats.findIndex((s) => s.kind === 'human' && timingSafeEqual(Buffer.from(s.tokenHash, 'hex'), hash));
}

/**
 * A new game's id: 96 random bits, URL-safe. Chosen before the game by a module that writes it first (a rematch's
 * offer row, a tournament's pairing, a challenge's claim), so a node taking over finds the game a dead node made.
 */
export const newGameId = (): string => randomBytes(12).toString('base64url');

/** `items` in an order drawn at random (a seat order: who moves first is not who came first). */
export function drawnOrder<T>(items: readonly T[]): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}

export interface NewGame {
  readonly game: AnyGame;
  readonly stored: StoredGame;
  readonly state: unknown;
  readonly invites: CreateGameResponse['invites'];
}

/**
 * A new game as it will be stored: a fresh cryptographic seed, one random token per human seat (only its hash is
 * kept), the options checked by the game and by `conflict` (the clocks: a table clock and SP-18c's cannot both run).
 * `players`: the player each human seat already belongs to (a lobby table, a quick match, a rematch), written into
 * the stored seats so the store binds them with the game itself (sql-store.ts, `game_seats` in the same
 * transaction); null or absent leaves a seat to its first join (an invite link).
 */
export function newGame(
  games: GameRegistry,
  request: CreateGameRequest,
  conflict: (options: unknown) => string | null,
  players: readonly (string | null)[] = [],
  /** The id, when chosen beforehand (a rematch writes it in its table's row first: table/rematch.ts). */
  chosenId?: string,
): Result<NewGame, { code: 'unknownGame' | 'options'; message: string; clash?: true }> {
  // Own keys only: `__proto__`, `constructor`… are no games (the registry is a plain object).
  const game = Object.hasOwn(games, request.game) ? games[request.game] : undefined;
  if (game === undefined) return err({ code: 'unknownGame', message: `no game "${request.game}"` });
  const options = game.parseOptions({ ...request.options, players: request.seats.length });
  if (!options.ok) return err({ code: 'options', message: options.error.message });
  const clash = conflict(options.value);
  if (clash !== null) return err({ code: 'options', message: clash, clash: true });
  const id = chosenId ?? newGameId();
  const invites: CreateGameResponse['invites'] = [];
  // Bots carry names of their own, distinct at the table and fixed by seat (protocol bots.ts; issue 25).
  const levels = request.seats.map((s) => (s.kind === 'bot' ? s.level : null));
  const seats: StoredSeat[] = request.seats.map((s, seat) => {
    if (s.kind === 'bot') return { kind: 'bot', name: botSeatName(levels, seat), level: s.level };
    const token = randomBytes(24).toString('base64url');
    const name = s.name ?? `Player ${seat + 1}`;
    invites.push({ seat, name, token, url: inviteUrl(id, token) });
    const player = players[seat] ?? null;
    return { kind: 'human', name, tokenHash: hashToken(token), ...(player === null ? {} : { player }) };
  });
  const stored: StoredGame = {
    id,
    game: game.id,
    options: options.value as unknown as Json,
    seed: randomBytes(16).toString('base64url'),
    seats,
    created: new Date().toISOString(),
    status: 'active',
    result: null,
  };
  return ok({ game, stored, state: game.setup(options.value, Rng.seeded(stored.seed)), invites });
}
