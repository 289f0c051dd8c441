import {
  type AnyGame,
  applyEntry,
  type GameRecord,
  isTakeback,
  type Outcome,
  type RecordEntry,
  Rng,
  recordFromJson,
  replay,
} from '@ludotheque/engine';
import type { Command } from 'commander';
import { loadGame } from '../games.js';
import { CliError, check, type Io, parseJson, println, readInput } from '../io.js';

/** `ludo replay FILE|-`: verifies a record (or an array of records) move by move, then prints it readably. */
export function registerReplay(program: Command, io: Io): void {
  program
    .command('replay')
    .description('verify and print a game record / vérifie et affiche l’enregistrement d’une partie')
    .argument(
      '<file>',
      'record JSON file (a record or an array of records), or - / fichier d’enregistrement JSON, ou -',
    )
    .action(async (path: string) => {
      const json = parseJson(await readInput(path, io), 'record');
      const items = Array.isArray(json) ? json : [json];
      if (items.length === 0) throw new CliError('invalid record: the file holds an empty array');
      for (const [i, item] of items.entries()) {
        const label = items.length > 1 ? `record ${i + 1}` : 'record';
        const record = check(recordFromJson(item), `invalid ${label}`);
        const game = await loadGame(record.game);
        // The engine's replay is the authority: every move parsed, legal, and the stored result re-derived.
        check(replay(game, record), `${label} does not replay`);
        if (i > 0) println(io.stdout);
        printRecord(io, game, record);
      }
    });
}

/** Header, one numbered line per entry with the seat that made it, then the result. */
function printRecord(io: Io, game: AnyGame, record: GameRecord): void {
  const names = record.seats.map((s, i) => `${i}: ${s.name}`).join(', ');
  println(io.stdout, `${record.game} ${JSON.stringify(record.options)} seed ${JSON.stringify(record.seed)}`);
  println(io.stdout, `seats / places: ${names}`);
  const options = check(game.parseOptions(record.options), 'invalid record');
  let state = game.setup(options, Rng.seeded(record.seed));
  const width = Math.max(5, ...record.seats.map((s, i) => `seat ${i} ${s.name}`.length));
  record.moves.forEach((entry: RecordEntry, i) => {
    const seat = game.toMove(state);
    const text =
      typeof entry === 'string'
        ? entry
        : isTakeback(entry.event)
          ? `[takeback seat ${entry.event.seat} to version ${entry.event.to}]`
          : `[${entry.event.type} seat ${entry.event.seat}]`;
    // A platform event is nobody's move: it names its own seat.
    const who = typeof entry !== 'string' || seat === null ? 'event' : `seat ${seat} ${record.seats[seat]?.name ?? ''}`;
    println(io.stdout, `${String(i + 1).padStart(4)}. ${who.padEnd(width)} ${text}`);
    // A takeback needs the entries before it: the engine's replay of the first i + 1 entries gives its position.
    if (typeof entry !== 'string' && isTakeback(entry.event)) {
      state = check(replay(game, record, { entries: i + 1 }), `entry ${i}`);
    } else check(applyEntry(game, state, entry), `entry ${i}`);
  });
  println(
    io.stdout,
    `result / résultat: ${describeOutcome(
      record.result,
      record.seats.map((s) => s.name),
    )}`,
  );
  println(io.stdout, `verified / vérifié: ${record.moves.length} entries replay to the recorded result`);
}

/** `scores 2, 1 — winner: seat 0 (mcts:hard)`; a draw names every first-ranked seat. */
export function describeOutcome(outcome: Outcome | null, names: readonly string[]): string {
  if (outcome === null) return 'unfinished / inachevée';
  const firsts = outcome.ranks.flatMap((r, s) => (r === 1 ? [`seat ${s} (${names[s] ?? '?'})`] : []));
  const label =
    firsts.length === 1 ? 'winner / gagnant' : 'first place (shared or team) / première place (ex aequo ou équipe)';
  return `scores ${outcome.scores.join(', ')} — ${label}: ${firsts.join(', ')}`;
}
