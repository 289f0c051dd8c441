import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Io } from './io.js';
import { main } from './program.js';
import { ludo } from './testing.js';

const PROMPT = '> ';

/**
 * Drives `ludo play` like a person at a pipe: at each prompt it first asks `moves`, then types the first move
 * listed. The first prompt also gets a typo, which must be answered with a helpful line and a new prompt.
 */
async function playToTheEnd(argv: readonly string[]): Promise<{ code: number; out: string; typed: string[] }> {
  const stdin = new PassThrough();
  let out = '';
  let sincePrompt = '';
  const typed: string[] = [];
  let step = 0;
  const type = (line: string) => {
    typed.push(line);
    setImmediate(() => stdin.write(`${line}\n`));
  };
  const stdout = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const text = chunk.toString('utf8');
      out += text;
      sincePrompt += text;
      if (sincePrompt.endsWith(PROMPT)) {
        const before = sincePrompt;
        sincePrompt = '';
        if (step === 0) type('X@zz');
        else if (step % 2 === 1) type('moves');
        else type(before.split('\n')[1]?.split(' ')[0] ?? 'quit'); // the line after the echoed `moves`
        step++;
      }
      done();
    },
  });
  const io: Io = { stdin, stdout, stderr: new PassThrough() };
  const code = await main(argv, io);
  return { code, out, typed };
}

describe('ludo play', () => {
  it('plays a whole one-round game against a random bot through stdin', async () => {
    const r = await playToTheEnd([
      'play',
      'linx',
      '--bots',
      'random',
      '--seed',
      'play-test',
      '--options',
      '{"roundsToWin":1}',
    ]);
    expect(r.code).toBe(0);
    // The typo got a helpful line, then the game went on.
    expect(r.out).toMatch(/'X@zz': [^\n]+type 'moves' for your legal moves/);
    expect(r.out).toContain('blue/bleu (random) plays / joue');
    expect(r.out).toMatch(/game over \/ partie terminée — scores [01], [01] — winner \/ gagnant: seat [01]/);
    // Every move the person typed was accepted: no "not legal" answer.
    expect(r.out).not.toContain('is not legal here');
    expect(r.typed.filter((t) => /^[RPS][@>]/.test(t) || t === 'pass').length).toBeGreaterThan(0);
  });

  it('shows only the player’s own hand: the bot’s tiles appear as a count', async () => {
    const r = await ludo(
      ['play', 'linx', '--bots', 'random', '--seed', 'hidden', '--seat', '1'],
      'help\nboard\nquit\n',
    );
    expect(r.out).toContain('R@d4 face up / face visible (LX-11)');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/yellow\/jaune: hand \/ main: \d+ tiles \/ tuiles/);
    expect(r.out).toMatch(/blue\/bleu \(you \/ vous\): hand \/ main: [RPS]( [RPS])*,/);
    expect(r.out).toContain('bye / au revoir');
  });

  it('ends cleanly when input ends before the game does', async () => {
    const r = await ludo(['play', 'linx', '--bots', 'random', '--seed', 'eof'], '');
    expect(r.code).toBe(0);
    expect(r.out).toContain('input ended');
  });

  it('rejects an illegal move with a helpful line and asks again', async () => {
    const r = await ludo(['play', 'linx', '--bots', 'random', '--seed', 'illegal', '--players', '2'], 'R@a1\nquit\n');
    expect(r.out).toMatch(/'R@a1' is not legal here[^\n]+'moves'/);
    expect(r.out.split(PROMPT).length - 1).toBe(2);
  });

  it('draws the 3-player neutral block as LX-9 lays it out: R P S / S R P / P S R from the top', async () => {
    const r = await ludo(['play', 'linx', '--players', '3', '--bots', 'random', '--seed', 'n3'], 'quit\n');
    const board = parseBoard(r.out);
    const layout = { d6: 'R', e6: 'P', f6: 'S', d5: 'S', e5: 'R', f5: 'P', d4: 'P', e4: 'S', f4: 'R' };
    for (const [cell, type] of Object.entries(layout)) {
      // A bot that moved before the first prompt may have covered a neutral tile face down (LX-12).
      expect([`n${type}+`, 'covered']).toContain(board.get(cell)?.endsWith('-') ? 'covered' : board.get(cell));
    }
  });

  it('uses ANSI colours only when stdout is a terminal', async () => {
    const plain = await ludo(['play', 'linx', '--bots', 'random', '--seed', 'c'], 'quit\n');
    expect(plain.out).not.toContain('\u001b[');
    let out = '';
    const tty = Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          out += chunk.toString('utf8');
          done();
        },
      }),
      { isTTY: true },
    );
    const stdin = new PassThrough();
    stdin.end('quit\n');
    const code = await main(['play', 'linx', '--bots', 'random', '--seed', 'c'], {
      stdin,
      stdout: tty,
      stderr: new PassThrough(),
    });
    expect(code).toBe(0);
    expect(out).toContain('\u001b[33m'); // yellow, the person's colour (LX-1)
  });
});

/** The first board drawn in a transcript: cell name → top tile text (4-character cells under a column header). */
function parseBoard(out: string): Map<string, string> {
  const lines = out.split('\n');
  const head = lines.findIndex((l) => /^ {4}( {2}[a-i] )+$/.test(l));
  const columns =
    (lines[head] ?? '')
      .slice(4)
      .match(/.{4}/g)
      ?.map((c) => c.trim()) ?? [];
  const board = new Map<string, string>();
  for (const line of lines.slice(head + 1)) {
    const row = /^\s*(\d+) /.exec(line)?.[1];
    if (row === undefined) break;
    const cells = line.slice(4).match(/.{1,4}/g) ?? [];
    cells.forEach((cell, i) => {
      board.set(`${columns[i]}${row}`, cell.trim());
    });
  }
  return board;
}
