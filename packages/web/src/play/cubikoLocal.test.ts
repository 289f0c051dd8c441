import { Rng } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { clampTarget, cubikoOptions, DEFAULT_CUBIKO } from '../pages/cubikoSetup.js';
import { parseRoute } from '../route.js';
import { formatLocalHash, localOptions, parseLocalParams } from './localSpec.js';
import { LOCAL_GAMES, loadLocalGame } from './registry.js';

const seats = [
  { kind: 'human' as const, name: 'Ada' },
  { kind: 'bot' as const, name: '', spec: 'random' },
];

describe('Cubiko local links and options (issue 7, "Web")', () => {
  it('round-trips precision, scoring and target through a local link into the rules options', () => {
    const hash = formatLocalHash('cubiko', {
      seats,
      seed: 's1',
      delay: 0,
      teams: false,
      roundsToWin: null,
      precision: 'exact',
      scoring: 'points',
      target: 12,
    });
    expect(hash).toBe('#/local/cubiko?seats=h:Ada,b:random&seed=s1&delay=0&precision=exact&scoring=points&target=12');
    const route = parseRoute('/', hash);
    if (route.page !== 'local') throw new Error(`not a local route: ${route.page}`);
    const back = parseLocalParams(route.params, (s) => `bot ${s}`);
    expect(localOptions(back)).toEqual({ precision: 'exact', scoring: 'points', target: 12 });
  });

  it('refuses malformed Cubiko link values instead of guessing', () => {
    const bad = ['target=0', 'target=1000', 'target=x', 'precision=ex act', 'scoring='];
    for (const q of bad) expect(parseLocalParams(new URLSearchParams(q), String), q).toBeNull();
  });

  it('sends target only under points scoring (CB-17) and keeps it in 1…99', () => {
    expect(cubikoOptions(DEFAULT_CUBIKO)).toEqual({ players: 2, precision: 'steady', scoring: 'basic' });
    expect(cubikoOptions({ ...DEFAULT_CUBIKO, scoring: 'points', target: 5 })).toEqual({
      players: 2,
      precision: 'steady',
      scoring: 'points',
      target: 5,
    });
    expect([clampTarget('0'), clampTarget('250'), clampTarget(''), clampTarget('7')]).toEqual([1, 99, 9, 7]);
  });

  it('loads Cubiko lazily (not in the eager registry), its physics ready, and accepts every page choice', async () => {
    expect(LOCAL_GAMES.cubiko).toBeUndefined();
    expect(await loadLocalGame('nosuchgame')).toBeNull();
    const game = await loadLocalGame('cubiko');
    if (!game) throw new Error('cubiko did not load');
    for (const players of [2, 3, 4]) {
      for (const precision of ['exact', 'steady', 'shaky'] as const) {
        const choice = { ...DEFAULT_CUBIKO, players, precision, scoring: 'points' as const, target: 3 };
        const opts = game.parseOptions(cubikoOptions(choice));
        expect(opts.ok, `${players} ${precision}`).toBe(true);
        // CB-17: a number of configurations instead of a target.
        const byConfigs = cubikoOptions({ ...choice, endBy: 'configurations', configurations: 2 });
        expect(byConfigs).not.toHaveProperty('target');
        const parsed = game.parseOptions(byConfigs);
        expect(parsed.ok && (parsed.value as { configurations?: number }).configurations).toBe(2);
      }
    }
    // The physics is loaded: a throw can be played at once (CB-7 runs inside `play`).
    const options = game.parseOptions({ players: 2, precision: 'exact' });
    if (!options.ok) throw new Error(options.error.message);
    const state = game.setup(options.value, Rng.seeded('web'));
    const move = game.parseMove(state, 'throw o=0 v=0,998,-752 w=0,0,0');
    if (!move.ok) throw new Error(move.error.message);
    expect(game.isLegal(state, move.value)).toBe(true);
    game.play(state, move.value);
    expect(game.toMove(state)).not.toBeNull();
  });
});
