import type { Player } from '@ludotheque/protocol';
import type { LiveGame } from '../live.js';
import type { StoredGame, StoredSeat } from '../store.js';
import type { PlayersDb } from './players.js';

/** Tries of the seats column's compare-and-set before giving up (each loses only to another seat's binding). */
const CAS_TRIES = 8;

/**
 * Invite links bind seats (issue 16): a human seat belongs to the first player who joins it with its token; the
 * same player may hold several seats; anybody else is refused (`seatTaken`), and so is a connection with no player
 * once the seat is bound (before that, a bare token plays: load scripts and the CLI have no cookie). The binding is
 * durable twice: a `game_seats` row (the primary key on (game, seat) decides between two first joins, on any node;
 * "my games" reads it by player) and `player` in the game's stored seats.
 */
export class SeatBinder {
  constructor(
    private readonly db: PlayersDb,
    /** Whether the player's session still exists (players.ts `alive`): a rotated-away session acts as nobody. */
    private readonly alive: (player: Player) => Promise<boolean> = async () => true,
  ) {}

  /** The player, or null when its session was rotated away since the connection read it. */
  private async current(player: Player | null): Promise<Player | null> {
    return player !== null && (await this.alive(player)) ? player : null;
  }

  /**
   * Whether a refused join came from a session rotated away since (or before) the socket's upgrade: two tabs of one
   * browser taking two seats at once each rotate the guest's session, and the first tab's socket was upgraded with
   * the cookie the second rotation ended. Its page connects again with the browser's current cookie.
   * `staleCookie` says whether the upgrade's cookie was already a rotation's tombstone (no player read from it).
   */
  async rotated(who: Player | null, staleCookie: () => Promise<boolean>): Promise<boolean> {
    return who === null ? staleCookie() : !(await this.alive(who));
  }

  /** Whether `player` may play `seat` of `live`; binds the seat to it when it is the first. */
  async admit(live: LiveGame, seat: number, who: Player | null): Promise<boolean> {
    const player = await this.current(who);
    const stored = live.stored.seats[seat];
    if (stored === undefined || stored.kind !== 'human') return true;
    if (stored.player !== undefined) return stored.player === player?.id;
    // Unbound in this node's copy: another node may have bound it since this copy was loaded.
    if (player !== null) await this.bindRow(live.stored.id, seat, player.id);
    const holder = await this.holder(live.stored.id, seat);
    if (holder === null) return player === null;
    const name = holder === player?.id ? player.name : await this.nameOf(holder);
    remember(live, seat, holder, name);
    if (holder !== player?.id) return false;
    await this.writeSeats(live.stored.id, seat, holder, name);
    return true;
  }

  /** Whether `player` holds `seat` of `live` (a join by seat, without the token: another device). */
  async holds(live: LiveGame, seat: number, who: Player | null): Promise<boolean> {
    const player = await this.current(who);
    const stored = live.stored.seats[seat];
    if (player === null || stored === undefined || stored.kind !== 'human') return false;
    if (stored.player !== undefined) return stored.player === player.id;
    const holder = await this.holder(live.stored.id, seat);
    if (holder !== null) remember(live, seat, holder, holder === player.id ? player.name : await this.nameOf(holder));
    return holder === player.id;
  }

  /**
   * The seat of a finished game that `who` holds, or null (issue 25: a finished game a player played opens as theirs,
   * their seat's view and the players' chat, not the spectators').
   */
  async seatOf(live: LiveGame, who: Player | null): Promise<number | null> {
    const player = await this.current(who);
    if (player === null) return null;
    const cached = live.stored.seats.findIndex((s) => s.kind === 'human' && s.player === player.id);
    if (cached >= 0) return cached;
    const row = await this.db
      .selectFrom('game_seats')
      .select('seat')
      .where('game_id', '=', live.stored.id)
      .where('player_id', '=', player.id)
      .orderBy('seat')
      .executeTakeFirst();
    return row?.seat ?? null;
  }

  /** Binds a seat for a module that seats players itself (a lobby table): no-op when it is already bound. */
  async bind(gameId: string, seat: number, playerId: string): Promise<boolean> {
    await this.bindRow(gameId, seat, playerId);
    if ((await this.holder(gameId, seat)) !== playerId) return false;
    await this.writeSeats(gameId, seat, playerId, await this.nameOf(playerId));
    return true;
  }

  private async nameOf(playerId: string): Promise<string | null> {
    const row = await this.db.selectFrom('players').select('name').where('id', '=', playerId).executeTakeFirst();
    return row?.name ?? null;
  }

  private async bindRow(gameId: string, seat: number, playerId: string): Promise<void> {
    await this.db
      .insertInto('game_seats')
      .values({ game_id: gameId, seat, player_id: playerId })
      .onConflict((oc) => oc.columns(['game_id', 'seat']).doNothing())
      .execute();
  }

  private async holder(gameId: string, seat: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('game_seats')
      .select('player_id')
      .where('game_id', '=', gameId)
      .where('seat', '=', seat)
      .executeTakeFirst();
    return row?.player_id ?? null;
  }

  /** `player` in the stored seats JSON, by compare-and-set: two seats bound at once on two nodes both stay. */
  private async writeSeats(gameId: string, seat: number, playerId: string, name: string | null): Promise<void> {
    for (let i = 0; i < CAS_TRIES; i++) {
      const row = await this.db.selectFrom('games').select('seats').where('id', '=', gameId).executeTakeFirst();
      if (row === undefined) return;
      const seats = JSON.parse(row.seats) as StoredSeat[];
      const next = withPlayer(seats, seat, playerId, name);
      if (next === seats) return;
      const r = await this.db
        .updateTable('games')
        .set({ seats: JSON.stringify(next) })
        .where('id', '=', gameId)
        .where('seats', '=', row.seats)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) return;
    }
  }
}

/**
 * Whether a seat's name is the placeholder of a seat nobody named ("", "Player 2", "Joueur 2": the new-game page's
 * default in either language): a bound seat then takes its player's name (issue 25), where a name the creator typed
 * for a friend stays.
 */
export function placeholderName(name: string, seat: number): boolean {
  const trimmed = name.trim();
  return trimmed === '' || trimmed === `Player ${seat + 1}` || trimmed === `Joueur ${seat + 1}`;
}

/** `seats` with `seat` bound to `playerId` (and named after it when unnamed); the same array when nothing changes. */
function withPlayer(
  seats: readonly StoredSeat[],
  seat: number,
  playerId: string,
  name: string | null,
): readonly StoredSeat[] {
  const s = seats[seat];
  if (s === undefined || s.kind !== 'human' || s.player !== undefined) return seats;
  const named = name !== null && placeholderName(s.name, seat) ? { name } : {};
  return seats.map((x, i) => (i === seat ? { ...s, ...named, player: playerId } : x));
}

/** The binding in this node's copy of the game, so later joins need no query. */
function remember(live: LiveGame, seat: number, playerId: string, name: string | null): void {
  const seats = withPlayer(live.stored.seats, seat, playerId, name);
  if (seats === live.stored.seats) return;
  // The cached row is replaced whole (it is read-only everywhere else); the store holds the same.
  (live as { stored: StoredGame }).stored = { ...live.stored, seats };
}
