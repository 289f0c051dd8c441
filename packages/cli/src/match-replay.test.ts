import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng, unwrap } from '@ludotheque/engine';
import { superpion } from '@ludotheque/superpion';
import { describe, expect, it } from 'vitest';
import { ludo } from './testing.js';

const dir = mkdtempSync(join(tmpdir(), 'ludo-cli-'));

interface RecordJson {
  game: string;
  seed: string;
  seats: { name: string }[];
  moves: string[];
  result: { scores: number[]; ranks: number[] } | null;
}

/** Parses the per-agent rows of the match table: name → [games, wins, draws, losses]. */
function tableRows(out: string): Map<string, number[]> {
  const rows = new Map<string, number[]>();
  for (const line of out.split('\n')) {
    const m = /^(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+([01]\.\d{3})\s+([\d.]+) %\s+([\d.]+) % – ([\d.]+) %$/.exec(
      line,
    );
    if (m) rows.set(m[1] as string, m.slice(2).map(Number));
  }
  return rows;
}

describe('ludo match', () => {
  const record = join(dir, 'match.json');
  let out = '';

  it('plays a seeded series with seats rotated and tallies every game', async () => {
    const r = await ludo([
      'match',
      'linx',
      '--agents',
      'mcts:30,random',
      '--games',
      '4',
      '--seed',
      'cli-test',
      '--record',
      record,
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    out = r.out;
    const rows = tableRows(r.out);
    expect([...rows.keys()]).toEqual(['mcts:30', 'random']);
    for (const [games, wins, draws, losses] of rows.values()) {
      expect(games).toBe(4);
      expect((wins ?? 0) + (draws ?? 0) + (losses ?? 0)).toBe(4);
    }
    // Two players: one agent's wins are the other's losses, and the mean return is the score.
    expect(rows.get('mcts:30')?.[1]).toBe(rows.get('random')?.[3]);
    for (const [games, wins, draws, , meanReturn, score] of rows.values()) {
      expect(meanReturn).toBeCloseTo(((wins ?? 0) + (draws ?? 0) / 2) / (games ?? 1), 3);
      expect(score).toBeCloseTo(100 * (meanReturn ?? 0), 1);
    }
  });

  it('writes one record per game, each seat named, rotated between games', () => {
    const records = JSON.parse(readFileSync(record, 'utf8')) as RecordJson[];
    expect(records.map((g) => g.seed)).toEqual(['cli-test/0', 'cli-test/1', 'cli-test/2', 'cli-test/3']);
    expect(records[0]?.seats.map((s) => s.name)).toEqual(['mcts:30', 'random']);
    expect(records[1]?.seats.map((s) => s.name)).toEqual(['random', 'mcts:30']);
    for (const g of records) expect(g.result).not.toBeNull();
  });

  it('reproduces the same table from the same seed', async () => {
    const again = await ludo(['match', 'linx', '--agents', 'mcts:30,random', '--games', '4', '--seed', 'cli-test']);
    expect(again.out).toBe(out);
  });
});

describe('ludo replay', () => {
  const record = join(dir, 'one.json');

  it('verifies and prints a record written by match --record', async () => {
    const m = await ludo([
      'match',
      'linx',
      '--players',
      '3',
      '--agents',
      'random',
      '--games',
      '1',
      '--seed',
      'r',
      '--record',
      record,
    ]);
    expect(m.code).toBe(0);
    const json = JSON.parse(readFileSync(record, 'utf8')) as RecordJson;
    const r = await ludo(['replay', record]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toContain('linx');
    // One numbered line per move, in order, then the result and the verification line.
    const moveLines = lines.filter((l) => /^\s+\d+\. /.test(l));
    expect(moveLines.map((l) => l.trim().split(/\s+/).pop())).toEqual(json.moves);
    expect(r.out).toContain(`scores ${json.result?.scores.join(', ')}`);
    expect(r.out).toContain(`verified / vérifié: ${json.moves.length} entries`);
  });

  it('rejects a record with a tampered move, naming it (status 2)', async () => {
    const json = JSON.parse(readFileSync(record, 'utf8')) as RecordJson;
    json.moves[1] = json.moves[0] as string; // the first cell again: occupied, so the second move is illegal
    const tampered = join(dir, 'tampered.json');
    writeFileSync(tampered, JSON.stringify(json));
    const r = await ludo(['replay', tampered]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^ludo: record does not replay: entry 1: [^\n]+\n$/);
  });

  it('verifies a record holding an agreed takeback and prints it as an event', async () => {
    // Superpion hides nothing and draws nothing, so any of its moves may be taken back.
    const sp = join(dir, 'superpion.json');
    const made = await ludo([
      'match',
      'superpion',
      '--agents',
      'random,random',
      '--games',
      '1',
      '--seed',
      'tb',
      '--record',
      sp,
    ]);
    expect(made.code).toBe(0);
    const json = JSON.parse(readFileSync(sp, 'utf8')) as Omit<RecordJson, 'moves'> & {
      moves: unknown[];
      options: unknown;
    };
    const moves = json.moves as string[];
    const start = superpion.setup(unwrap(superpion.parseOptions(json.options)), Rng.seeded(json.seed));
    superpion.play(start, unwrap(superpion.parseMove(start, moves[0] as string)));
    const mover = superpion.toMove(start) as number; // who made entry 1
    // That seat takes entry 1 back (to version 1) and plays it again.
    json.moves = [moves[0], moves[1], { event: { type: 'takeback', seat: mover, to: 1 } }, ...moves.slice(1)];
    const file = join(dir, 'takeback.json');
    writeFileSync(file, JSON.stringify(json));
    const r = await ludo(['replay', file]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('3. event');
    expect(r.out).toContain(`[takeback seat ${mover} to version 1]`);
    expect(r.out).toContain(`verified / vérifié: ${moves.length + 2} entries`);
    // A takeback of a move that seat did not make is refused.
    json.moves[2] = { event: { type: 'takeback', seat: 1 - mover, to: 1 } };
    writeFileSync(file, JSON.stringify(json));
    const bad = await ludo(['replay', file]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/entry 2: .*did not move/);
  });

  it('rejects a record whose takeback undoes a move that showed the asker something hidden (a Linx draw)', async () => {
    const json = JSON.parse(readFileSync(record, 'utf8')) as Omit<RecordJson, 'moves'> & { moves: unknown[] };
    const moves = json.moves as string[];
    // LX-N2: seat 0 starts round 1; its first tile is face up on the centre and draws 2 (LX-11).
    json.moves = [moves[0], { event: { type: 'takeback', seat: 0, to: 0 } }, ...moves];
    const file = join(dir, 'peek.json');
    writeFileSync(file, JSON.stringify(json));
    const r = await ludo(['replay', file]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/entry 1: takeback to version 0: entry 0 .*showed seat 0 something hidden/);
  });

  it('verifies a record where a bot stood in for an absent seat (issue 16) and prints the seat events', async () => {
    const json = JSON.parse(readFileSync(record, 'utf8')) as Omit<RecordJson, 'moves'> & { moves: unknown[] };
    const moves = json.moves as string[];
    // Seat 1 (to move at entry 1, LX-N2) left: seat 0 waited once, then let a bot play it; its player came back.
    json.moves = [
      moves[0],
      { event: { type: 'wait', seat: 1, by: 0 } },
      { event: { type: 'standIn', seat: 1, by: 0 } },
      moves[1],
      { event: { type: 'reclaim', seat: 1 } },
      ...moves.slice(2),
    ];
    const file = join(dir, 'stand-in.json');
    writeFileSync(file, JSON.stringify(json));
    const r = await ludo(['replay', file]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('3. event');
    expect(r.out).toContain('[standIn seat 1]');
    expect(r.out).toContain('[reclaim seat 1]');
    expect(r.out).toContain(`verified / vérifié: ${moves.length + 3} entries`);
  });

  it('rejects a record whose result was changed (status 2)', async () => {
    const json = JSON.parse(readFileSync(record, 'utf8')) as RecordJson;
    json.result = { scores: [9, 9, 9], ranks: [1, 1, 1] };
    const tampered = join(dir, 'result.json');
    writeFileSync(tampered, JSON.stringify(json));
    const r = await ludo(['replay', tampered]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^ludo: record does not replay: [^\n]+\n$/);
  });

  it('replays a 4-player team game and names both winners of the team (LX-17)', async () => {
    const file = join(dir, 'teams.json');
    const options = '{"players":4,"teams":true}';
    const m = await ludo([
      'match',
      'linx',
      '--options',
      options,
      '--agents',
      'random',
      '--games',
      '1',
      '--seed',
      't',
      '--record',
      file,
    ]);
    expect(m.code).toBe(0);
    const json = JSON.parse(readFileSync(file, 'utf8')) as RecordJson;
    const r = await ludo(['replay', file]);
    expect(r.code).toBe(0);
    const firsts = (json.result?.ranks ?? []).flatMap((rank, seat) => (rank === 1 ? [seat] : []));
    expect(firsts.length === 2 && (firsts[1] ?? 0) - (firsts[0] ?? 0) === 2).toBe(true); // seats 0+2 or 1+3
    expect(r.out).toContain(`first place (shared or team)`);
    expect(r.out).toContain(`seat ${firsts[0]} (random), seat ${firsts[1]} (random)`);
  });
});
