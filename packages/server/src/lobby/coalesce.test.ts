import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalesce.js';

const table = (id: string, seats: string) => JSON.stringify({ type: 'lobbyTable', table: { id, seats } });
const gone = (id: string) => JSON.stringify({ type: 'lobbyTableGone', id });
const watch = (n: number) => JSON.stringify({ type: 'lobbyWatch', watch: [n] });

describe('the lobby’s news of one window', () => {
  it('keeps the last word on each table where the table first appeared, and one frame for all', () => {
    const out: string[] = [];
    const c = new Coalescer(60_000, (f) => out.push(f));
    c.add(table('a', 'x'));
    c.add(table('b', 'x'));
    c.add(watch(1));
    c.add(table('a', 'y'));
    c.add(gone('b'));
    c.add(watch(2));
    expect(out).toEqual([]);
    c.now();
    expect(out).toHaveLength(1);
    expect(JSON.parse(out[0] ?? '')).toEqual({
      type: 'lobbyBatch',
      changes: [JSON.parse(table('a', 'y')), JSON.parse(gone('b')), JSON.parse(watch(2))],
    });
    c.close();
  });

  it('one change alone goes as itself; a zero window sends each at once', () => {
    const out: string[] = [];
    const c = new Coalescer(60_000, (f) => out.push(f));
    c.add(table('a', 'x'));
    c.now();
    c.now();
    const now = new Coalescer(0, (f) => out.push(f));
    now.add(gone('a'));
    expect(out).toEqual([table('a', 'x'), gone('a')]);
    c.close();
  });
});
