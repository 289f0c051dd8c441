import { type Json, Rng, unwrap, type Viewer } from '@ludotheque/engine';
import { playoutPolicy } from './bot.js';
import { symbolix } from './game.js';
import { formatMove } from './moves.js';

/** FNV-1a of a text, as 8 hex digits: a view's fingerprint in the transcript. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * A golden playthrough (OpenSpiel's habit): a seeded game played by the playout policy, with at every ply the seat
 * to move, its legal moves, the move, how it is told to each viewer and a fingerprint of every view; full views
 * every `every` plies and at the end. A diff shows any change in behaviour or any leak.
 */
export function playthrough(options: Json, seed: string, every = 25): Json {
  const s = symbolix.setup(unwrap(symbolix.parseOptions(options)), Rng.seeded(seed));
  const pick = Rng.seeded(`${seed}/moves`);
  const viewers: Viewer[] = [...Array(s.players).keys(), 'spectator'];
  const plies: Json[] = [];
  for (let ply = 0; symbolix.toMove(s) !== null && ply < 3000; ply++) {
    const seat = symbolix.toMove(s) as number;
    const legal = symbolix.legalMoves(s);
    const m = playoutPolicy(s, pick);
    const views = viewers.map((v) => JSON.stringify(symbolix.view(s, v)));
    plies.push({
      ply,
      seat,
      legal: legal.length <= 60 ? legal.map(formatMove) : `${legal.length} moves`,
      move: formatMove(m),
      told: viewers.map((v) => symbolix.publicMove(s, m, v)),
      views: views.map(fingerprint),
      ...(ply % every === 0 ? { view: JSON.parse(views[seat] as string) as Json } : {}),
    });
    symbolix.play(s, m);
  }
  return {
    options,
    seed,
    plies,
    outcome: symbolix.outcome(s) as unknown as Json,
    final: symbolix.toSetup(s),
    spectator: symbolix.view(s, 'spectator') as unknown as Json,
  };
}

export const GOLDEN_GAMES: { file: string; options: Json; seed: string }[] = [
  {
    file: 'golden-advanced-4p.json',
    options: { players: 4, level: 'advanced', variant: 'standard' },
    seed: 'golden-1',
  },
  {
    file: 'golden-grand-secret-3p.json',
    options: { players: 3, level: 'advanced', variant: 'grandSecret' },
    seed: 'golden-2',
  },
];
