/**
 * The golden playthrough (OpenSpiel playthroughs): a seeded random 4-player game with, at every step, every seat's
 * and the spectator's view and the legal moves. Views are perfect-information and identical, so a step stores the view
 * once (pieces compacted to `cell:colour:badge|*under` words) with the list of viewers that saw exactly it.
 */
import { type Json, Rng, unwrap } from '@ludotheque/engine';
import { superpion } from '../game.js';

export const GOLDEN_SEED = 'golden-four';

function compact(view: Json): Json {
  const v = view as Record<string, Json>;
  const pieces = Object.entries(v.pieces as Record<string, Record<string, Json>>).map(([cell, p]) =>
    p.super ? `${cell}:${p.colour}:*${p.under}` : `${cell}:${p.colour}:${p.badge}`,
  );
  return { ...v, pieces: pieces.join(' ') };
}

export function goldenPlaythrough(): Json {
  const options = unwrap(superpion.parseOptions({ mode: 'four' }));
  const rng = Rng.seeded(GOLDEN_SEED);
  const state = superpion.setup(options, rng.clone());
  const viewers = ['spectator', 0, 1, 2, 3] as const;
  const steps: Json[] = [];
  for (let ply = 0; ; ply++) {
    const seat = superpion.toMove(state);
    const views = viewers.map((v) => JSON.stringify(superpion.view(state, v)));
    const shown = compact(superpion.view(state, 'spectator'));
    const sameForAll = views.every((v) => v === views[0]);
    const moves = superpion.legalMoves(state).map((m) => superpion.formatMove(state, m));
    if (seat === null) {
      steps.push({ ply, seat, view: shown, sameForAll, moves });
      break;
    }
    const move = superpion.randomMove(state, rng);
    const told = viewers.map((v) => superpion.publicMove(state, move, v));
    steps.push({
      ply,
      seat,
      view: shown,
      sameForAll,
      moves,
      played: told[0] as string,
      toldAlike: told.every((t) => t === told[0]),
    });
    superpion.play(state, move);
  }
  return {
    game: 'superpion',
    options: { ...options },
    seed: GOLDEN_SEED,
    outcome: { ...superpion.outcome(state) } as Json,
    steps,
  };
}
