import type { BaseOptions } from '../game.js';
import { Rng } from '../rng.js';
import type { Ctx } from './checks-play.js';
import { failCheck, guard, jsonDiff, show, spread } from './util.js';

/**
 * The game's bot knowledge keeps its contract: `playoutPolicy` and `candidateMoves` give legal moves, `evaluate`
 * gives one value in [0, 1] per seat, and none of them changes the state (bots call them on live search states).
 */
export function checkBotKnowledge<S, M, V, O extends BaseOptions>(ctx: Ctx<S, M, V, O>): void {
  const { game } = ctx;
  const bot = game.bot;
  if (bot === undefined) return;
  const rng = Rng.seeded(`${ctx.seed}/bot`);
  for (const s of spread(ctx.samples, 150)) {
    const where = `${s.where}, setup ${show(s.setup)}`;
    guard(`bot knowledge at ${where}`, () => {
      const live = game.toMove(s.state) !== null;
      if (live && bot.playoutPolicy) {
        const m = bot.playoutPolicy(s.state, rng);
        if (!game.isLegal(s.state, m)) failCheck(`playoutPolicy gave illegal ${show(m)} (${where})`);
      }
      if (live && bot.candidateMoves) {
        for (const m of bot.candidateMoves(s.state, rng)) {
          if (!game.isLegal(s.state, m)) failCheck(`candidateMoves gave illegal ${show(m)} (${where})`);
        }
      }
      if (bot.evaluate) {
        const v = bot.evaluate(s.state);
        if (v.length !== s.players || !v.every((x) => x >= 0 && x <= 1)) {
          failCheck(`evaluate gave ${show(v)}, not one value in [0, 1] per seat (${where})`);
        }
      }
      const d = jsonDiff(game.toSetup(s.state), s.setup);
      if (d !== null) failCheck(`bot knowledge changed the state at ${d} (${where})`);
    });
  }
}
