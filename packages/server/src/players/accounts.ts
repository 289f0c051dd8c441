import { err, ok, type Result } from '@ludotheque/engine';
import type { Player } from '@ludotheque/protocol';
import { hash, verify } from '@node-rs/argon2';
import { type Players, toPlayer } from './players.js';

/** Why an account action was refused (the HTTP layer turns each into a status and a code). */
export type AccountError =
  | 'badUsername'
  | 'badPassword'
  | 'usernameTaken'
  | 'alreadyRegistered'
  | 'badCredentials'
  | 'unauthorized';

/** Usernames: 3–32 of a-z, 0-9, `.`, `_`, `-` (case-insensitive: stored in lower case), starting with a letter or digit. */
const USERNAME = /^[a-z0-9][a-z0-9._-]{2,31}$/;
export const MIN_PASSWORD = 8;
/** Long enough for any passphrase or manager; short enough that hashing one costs the server what any other does. */
export const MAX_PASSWORD = 256;

/**
 * argon2id (the library's default algorithm, said here so it stays) at the OWASP minimum: 19 MiB, 2 passes, 1 lane.
 * ~30–60 ms a hash on this machine, off the event loop (libuv's pool).
 */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Verified against when the username is unknown, so a miss costs the same time as a wrong password. */
let decoy: Promise<string> | null = null;

export const normalizeUsername = (raw: string): string | null => {
  const u = raw.normalize('NFKC').trim().toLowerCase();
  return USERNAME.test(u) ? u : null;
};

const passwordOk = (p: string): boolean => p.length >= MIN_PASSWORD && p.length <= MAX_PASSWORD;

/**
 * Accounts on top of guest players: a guest registers a username and a password (its id, name and games stay), logs
 * in on other devices, changes its password. Only the argon2id PHC string is stored, never the password.
 */
export class Accounts {
  constructor(private readonly players: Players) {}

  private get db() {
    return this.players.db;
  }

  /** Makes the guest `playerId` an account. */
  async register(playerId: string, rawUsername: string, password: string): Promise<Result<Player, AccountError>> {
    const username = normalizeUsername(rawUsername);
    if (username === null) return err('badUsername');
    if (!passwordOk(password)) return err('badPassword');
    const row = await this.players.get(playerId);
    if (row === null) return err('unauthorized');
    if (row.username !== null) return err('alreadyRegistered');
    const taken = await this.db.selectFrom('players').select('id').where('username', '=', username).executeTakeFirst();
    if (taken !== undefined) return err('usernameTaken');
    const passwordHash = await hash(password, ARGON2);
    try {
      const r = await this.db
        .updateTable('players')
        .set({ username, password_hash: passwordHash })
        .where('id', '=', playerId)
        .where('username', 'is', null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return err('alreadyRegistered');
    } catch {
      // The unique index on username: another guest took it since the check.
      return err('usernameTaken');
    }
    return ok(toPlayer({ ...row, username }));
  }

  /** The account's player when the password is right; `badCredentials` for a wrong password or an unknown name. */
  async check(rawUsername: string, password: string): Promise<Result<Player, AccountError>> {
    const username = normalizeUsername(rawUsername);
    const row =
      username === null || password.length > MAX_PASSWORD
        ? undefined
        : await this.db
            .selectFrom('players')
            .select(['id', 'name', 'username', 'password_hash'])
            .where('username', '=', username)
            .executeTakeFirst();
    if (row?.password_hash == null) {
      decoy ??= hash('not a password of anybody', ARGON2);
      await verify(await decoy, password.slice(0, MAX_PASSWORD)).catch(() => false);
      return err('badCredentials');
    }
    if (!(await verify(row.password_hash, password).catch(() => false))) return err('badCredentials');
    return ok(toPlayer(row));
  }

  /** A new password for an account, once its current one is given. Sessions are the caller's (all others end). */
  async changePassword(playerId: string, current: string, password: string): Promise<Result<Player, AccountError>> {
    const row = await this.players.get(playerId);
    if (row?.username == null) return err('unauthorized');
    if (!passwordOk(password)) return err('badPassword');
    const checked = await this.check(row.username, current);
    if (!checked.ok) return checked;
    await this.db
      .updateTable('players')
      .set({ password_hash: await hash(password, ARGON2) })
      .where('id', '=', playerId)
      .execute();
    return ok(toPlayer(row));
  }
}
