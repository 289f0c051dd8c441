import type { Result, Seat } from '@ludotheque/engine';
import { err, ok } from '@ludotheque/engine';
import type { BotLevelId, CreateGameRequest, ErrorCode } from '@ludotheque/protocol';
import { newGameId } from '../games/new-game.js';
import type { LiveGame } from '../live.js';
import { loadOffers, type TableHost, tell, tellOffers } from './commands.js';
import { offersOf } from './offers-store.js';
import { rematchFrame } from './state.js';

/**
 * How long the node making a rematch holds it (issue 24): past it, another node settles a rematch the first left
 * half made (`settleRematch`).
 */
export const REMATCH_LEASE_MS = 10_000;

interface TableError {
  readonly code: ErrorCode;
  readonly message: string;
}
const refuse = (code: ErrorCode, message: string): Result<never, TableError> => err({ code, message });
const done: Result<void, TableError> = ok(undefined);
const over = (live: LiveGame) => live.game.toMove(live.state) === null;

export async function offerRematch(host: TableHost, live: LiveGame, seat: Seat): Promise<Result<void, TableError>> {
  if (!over(live)) return refuse('notOver', 'a rematch is offered once the game is over');
  if (live.table.rematch !== null || live.table.started !== null) {
    return refuse('offerPending', 'a rematch is already offered');
  }
  live.table.rematch = { from: seat, accepted: new Set([seat]) };
  return startWhenAgreed(host, live);
}

export async function answerRematch(
  host: TableHost,
  live: LiveGame,
  seat: Seat,
  accept: boolean,
): Promise<Result<void, TableError>> {
  const offer = live.table.rematch;
  if (offer === null || offer.accepted.has(seat)) return refuse('noOffer', 'no rematch offer to answer');
  if (!accept) {
    live.table.rematch = null;
    tellOffers(host, live);
    return done;
  }
  offer.accepted.add(seat);
  return startWhenAgreed(host, live);
}

/** Writes this copy's offers over the revision it read; false when another node wrote first (nothing written). */
async function save(host: TableHost, live: LiveGame): Promise<boolean> {
  const store = host.offers;
  if (store === undefined) return true;
  if (!(await store.save(live.stored.id, offersOf(live.table), live.table.offersRevision))) return false;
  live.table.offersRevision = Math.max(1, live.table.offersRevision + 1);
  return true;
}

/**
 * Once every person accepted: a new game with the same options and the seats rotated (seat i sits at i + 1, so
 * another seat starts), bots staying bots; each seat is told its own new seat and token only.
 *
 * Several nodes (issue 24): the last acceptance writes the new game's id first, with a lease (`making`), so two
 * nodes answering at once cannot both make a game (the one whose write loses makes none), and a node dying while
 * making it leaves a row another node settles: the game made is told, a game never made is refused (offer again).
 * A game made after another node refused it is called off (nobody was told of it).
 */
async function startWhenAgreed(host: TableHost, live: LiveGame): Promise<Result<void, TableError>> {
  const offer = live.table.rematch;
  if (offer === null) return done;
  const people = live.stored.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  if (!people.every((i) => offer.accepted.has(i))) {
    tellOffers(host, live);
    return done;
  }
  const n = live.stored.seats.length;
  const newSeat = live.stored.seats.map((_, i) => (i + 1) % n);
  const id = newGameId();
  const none = newSeat.map(() => null);
  if (host.offers !== undefined) {
    live.table.rematch = null;
    live.table.started = { id, seats: newSeat, tokens: none, making: Date.now() + REMATCH_LEASE_MS };
    if (!(await save(host, live))) {
      await loadOffers(host.offers, live);
      tellOffers(host, live);
      return refuse('offerPending', 'the rematch was answered meanwhile');
    }
  }
  const seats: CreateGameRequest['seats'] = live.stored.seats.map((_, k) => {
    const old = live.stored.seats[(k - 1 + n) % n];
    if (old === undefined || old.kind === 'human') return { kind: 'human', name: old?.name ?? `Player ${k + 1}` };
    return { kind: 'bot', level: old.level as BotLevelId };
  });
  // Each rotated seat stays its player's (issue 22): bound with the new game, not left to the first join.
  const players = live.stored.seats.map((_, k) => {
    const old = live.stored.seats[(k - 1 + n) % n];
    return old?.kind === 'human' ? (old.player ?? null) : null;
  });
  const options = live.stored.options as CreateGameRequest['options'];
  const created = await host.create({ game: live.stored.game, options, seats }, live, players, id);
  if (!created.ok) {
    live.table.rematch = null;
    live.table.started = null;
    if (!(await save(host, live)) && host.offers !== undefined) await loadOffers(host.offers, live);
    tellOffers(host, live);
    return refuse('internal', `the rematch could not be created: ${created.error.message}`);
  }
  const { invites } = created.value;
  live.table.started = {
    id,
    seats: newSeat,
    tokens: newSeat.map((k) => invites.find((v) => v.seat === k)?.token ?? null),
  };
  if (!(await save(host, live)) && host.offers !== undefined) {
    // Past the lease another node settled it: made (it found this game), or refused (it did not yet).
    const mine = live.table.started;
    await loadOffers(host.offers, live);
    if (live.table.started?.id !== id || live.table.started.making !== undefined) {
      await host.callOff(id).catch(() => undefined);
      tellSettled(host, live);
      return refuse('internal', 'the rematch took too long and was refused: offer it again');
    }
    live.table.started = mine;
  }
  tellSettled(host, live);
  return done;
}

/**
 * A rematch a node left half made (it died, or stalls past its lease): the game it made, if in the store, becomes
 * the table's rematch (its seats join by seat: bound to their players); else the rematch is refused, so a seat may
 * offer again. Run under the game's lock, after the offers were read. True when the table changed.
 */
export async function settleRematch(host: TableHost, live: LiveGame): Promise<boolean> {
  const s = live.table.started;
  if (host.offers === undefined || s === null || s.making === undefined || s.making > Date.now()) return false;
  const made = await host.exists(s.id).catch(() => null);
  if (made === null) return false;
  live.table.started = made ? { id: s.id, seats: s.seats, tokens: s.tokens } : null;
  if (!(await save(host, live))) await loadOffers(host.offers, live);
  return true;
}

/** The offers and each seat's own news of the rematch (its seat and token there, when this node has it). */
export function tellSettled(host: TableHost, live: LiveGame): void {
  tellOffers(host, live);
  tell(host, live, (viewer) => rematchFrame(live.table, viewer));
}
