import type { Command } from 'commander';
import { CliError, type Io, println } from '../io.js';

/** Where the store is: a PostgreSQL URL, else a SQLite file. */
const isPostgres = (db: string) => /^postgres(ql)?:\/\//.test(db);

/**
 * Grants or revokes the moderator role of an account, straight in the store (server moderation/): the only way to
 * grant it — no web route can. The e2e tests call this function on the store their server uses. The URL is never
 * printed (it may carry a password).
 */
export async function setModerator(action: 'grant' | 'revoke', username: string, db: string): Promise<string> {
  const server = await import('@ludotheque/server');
  const store = isPostgres(db) ? await server.openPostgresStore(db, 2) : await server.openSqliteStore(db);
  try {
    const tables = store.db.withTables();
    const r =
      action === 'grant'
        ? await server.grantModerator(tables, username)
        : await server.revokeModerator(tables, username);
    if (!r.ok) throw new CliError(`no account has the username "${username}"`);
    return r.player;
  } finally {
    await store.close();
  }
}

/** `ludo moderator grant|revoke <username> --db <file or postgres URL>`. */
export function registerModerator(program: Command, io: Io): void {
  const moderator = program
    .command('moderator')
    .description('grant or revoke the moderator role / donne ou retire le rôle de modérateur');
  for (const action of ['grant', 'revoke'] as const)
    moderator
      .command(action)
      .description(
        action === 'grant'
          ? 'make an account a moderator / fait d’un compte un modérateur'
          : 'take the role back / retire le rôle',
      )
      .argument('<username>', 'the account’s username / le nom d’utilisateur du compte')
      .option('--db <file-or-url>', 'SQLite file or PostgreSQL URL (LUDO_POSTGRES_URL, LUDO_DB_FILE)')
      .action(async (username: string, flags: { db?: string }) => {
        const db = flags.db ?? process.env.LUDO_POSTGRES_URL ?? process.env.LUDO_DB_FILE;
        if (db === undefined || db === '') throw new CliError('--db <file or postgres URL> is needed');
        await setModerator(action, username, db);
        println(
          io.stdout,
          action === 'grant'
            ? `ludo moderator: ${username} is a moderator / est modérateur`
            : `ludo moderator: ${username} is no longer a moderator / n’est plus modérateur`,
        );
      });
}
