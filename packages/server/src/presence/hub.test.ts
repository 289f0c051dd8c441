import { afterEach, describe, expect, it } from 'vitest';
import type { AudienceFrame, Fanout, RemoteListener } from '../fanout.js';
import { PRESENCE_CHANNEL, PresenceHub } from './hub.js';

/** A fan-out between nodes whose link the test controls: up or down, delivering or frozen (README "Deaf"). */
class FakeLink implements Fanout {
  up = true;
  frozen = false;
  heard = Date.now();
  /** What this node published, in order. */
  readonly published: string[] = [];
  private readonly remotes = new Set<RemoteListener>();
  publish(frame: AudienceFrame): void {
    this.published.push(frame.frame);
    if (this.up && !this.frozen) this.heard = Date.now(); // its own message comes back
  }
  subscribe(): () => void {
    return () => undefined;
  }
  onRemote(l: RemoteListener): () => void {
    this.remotes.add(l);
    return () => this.remotes.delete(l);
  }
  ready(): boolean {
    return this.up;
  }
  heardAt(): number {
    return this.heard;
  }
  /** Another node announces its seats of game `g` (`g` empty: its heartbeat; `hello`: it asks for everything). */
  announce(g: string, seats: number[], hello = false): void {
    if (!this.up || this.frozen) return;
    this.heard = Date.now();
    const frame = JSON.stringify({ n: 'other', g, s: seats, ...(hello ? { h: 1 } : {}) });
    for (const l of this.remotes)
      void l({ gameId: PRESENCE_CHANNEL, audience: 'spectator', version: 0, frame, side: true });
  }
  async close(): Promise<void> {}
}

const REFRESH = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hubs: PresenceHub[] = [];
afterEach(() => {
  for (const h of hubs.splice(0)) h.close();
});

describe('a node that cannot hear the others', () => {
  it.each(['down', 'frozen'] as const)(
    'Redis %s: keeps the other node’s seats, and trusts its silence again only after three refreshes',
    async (fault) => {
      const link = new FakeLink();
      const hub = new PresenceHub(link, REFRESH);
      hubs.push(hub);
      link.announce('g', [1]);
      expect(hub.connected('g').has(1)).toBe(true);
      if (fault === 'down') link.up = false;
      else link.frozen = true; // connections open (`ready`), nothing delivered
      await sleep(20 * REFRESH);
      expect(hub.deaf()).toBe(true);
      expect(hub.unsure()).toBe(true);
      expect(hub.connected('g').has(1)).toBe(true); // not shown gone because this node is deaf
      // Back: still unsure until the others had three refreshes to announce again.
      link.up = true;
      link.frozen = false;
      link.heard = Date.now();
      await sleep(REFRESH * 1.5);
      expect(hub.deaf()).toBe(false);
      expect(hub.unsure()).toBe(true);
      expect(hub.hearsSince()).toBeGreaterThan(0);
      // The other node's seat really left (it announces nothing any more): forgotten once this node is sure.
      await sleep(8 * REFRESH);
      expect(hub.unsure()).toBe(false);
      expect(hub.connected('g').has(1)).toBe(false);
    },
  );

  it('one node alone is never deaf', () => {
    const hub = new PresenceHub({ publish() {}, subscribe: () => () => undefined, close: async () => {} }, REFRESH);
    hubs.push(hub);
    expect(hub.deaf()).toBe(false);
    expect(hub.unsure()).toBe(false);
  });
});

describe('the home page’s totals (stats/)', () => {
  it('counts the connected seats of every node once, and the games with one', () => {
    const link = new FakeLink();
    const hub = new PresenceHub(link, REFRESH);
    hubs.push(hub);
    const leave = hub.add('a', 0);
    const again = hub.add('a', 0); // a second tab of the same seat
    hub.add('b', 1);
    link.announce('a', [0, 1]); // seat 0 of game a also held on the other node
    link.announce('c', [2]);
    expect(hub.totals()).toEqual({ games: 3, seats: 4 });
    leave();
    again();
    link.announce('a', []);
    expect(hub.totals()).toEqual({ games: 2, seats: 2 });
  });
});

describe('what presence costs between nodes (issue 28)', () => {
  const announced = (link: FakeLink) => link.published.filter((f) => (JSON.parse(f) as { g: string }).g !== '');

  it('a refresh re-announces a slice of the games held, not every one; changes go out at once', async () => {
    const link = new FakeLink();
    // 10 slices: each game told again every 10 refreshes.
    const hub = new PresenceHub(link, REFRESH, 10 * REFRESH);
    hubs.push(hub);
    for (let g = 0; g < 200; g++) hub.add(`g${g}`, 0);
    expect(announced(link)).toHaveLength(200); // each seat's arrival
    link.published.length = 0;
    await sleep(5.5 * REFRESH);
    // About 5 refreshes × 20 games (timers are late on a busy machine: at most 8 refreshes), one heartbeat each.
    const again = announced(link).length;
    expect(again).toBeGreaterThanOrEqual(60);
    expect(again).toBeLessThanOrEqual(160);
    expect(link.published.length - again).toBeGreaterThanOrEqual(3);
    const leave = hub.add('new', 1);
    expect(JSON.parse(link.published.at(-1) ?? '{}')).toMatchObject({ g: 'new', s: [1] });
    leave();
    expect(JSON.parse(link.published.at(-1) ?? '{}')).toMatchObject({ g: 'new', s: [] });
  });

  it('another node’s hello gets every game held announced at once', () => {
    const link = new FakeLink();
    const hub = new PresenceHub(link, REFRESH, 100 * REFRESH);
    hubs.push(hub);
    for (let g = 0; g < 50; g++) hub.add(`g${g}`, 1);
    link.published.length = 0;
    link.announce('', [], true);
    expect(new Set(announced(link).map((f) => (JSON.parse(f) as { g: string }).g)).size).toBe(50);
  });

  it('another node’s seats hold while it beats, not re-announcing them, and go three refreshes after it stops', async () => {
    const link = new FakeLink();
    const hub = new PresenceHub(link, REFRESH, 100 * REFRESH);
    hubs.push(hub);
    link.announce('g', [0]);
    for (let i = 0; i < 8; i++) {
      await sleep(REFRESH);
      link.announce('', []); // its heartbeat only
    }
    expect(hub.connected('g').has(0)).toBe(true);
    await sleep(6 * REFRESH);
    expect(hub.connected('g').has(0)).toBe(false);
  });
});
