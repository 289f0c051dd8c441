/** What a lobby frame changes: later news of the same thing replaces the earlier within a window. */
function keyOf(frame: string, fallback: number): string {
  // The frames come from lobby.ts's `JSON.stringify` (on this node or another): the type first, then the table's id.
  const m = /^\{"type":"(lobbyTable|lobbyTableGone|lobbyWatch|lobbyQueue)"(?:,"table":\{"id":"|,"id":")?([^"]*)/.exec(
    frame,
  );
  if (m === null) return `#${fallback}`;
  const [, type, id] = m;
  return type === 'lobbyWatch' || type === 'lobbyQueue' ? type : `t:${id}`;
}

/**
 * The lobby's news to every watcher, gathered for `windowMs` (issue 23): a flood of join/leave was one frame per
 * request to every watcher (297 frames per request at 300 watchers). Within a window the last frame about each table
 * (and the last watch list, the last queue) is kept, in the order each was first seen (a table opened first stays
 * listed below one opened after it), and the whole goes out as one frame, built once for every watcher: the change
 * itself when there is one, a `lobbyBatch` otherwise. The first change of a quiet lobby waits at most `windowMs`.
 */
export class Coalescer {
  private readonly pending = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private seq = 0;

  constructor(
    private readonly windowMs: number,
    private readonly flush: (frame: string) => void,
  ) {}

  add(frame: string): void {
    // Map.set keeps an existing key's place: the newest news of a table, where the table first appeared.
    this.pending.set(keyOf(frame, this.seq++), frame);
    if (this.windowMs <= 0) this.now();
    else if (this.timer === null) {
      this.timer = setTimeout(() => this.now(), this.windowMs);
      this.timer.unref();
    }
  }

  /** Sends what is pending at once. */
  now(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const frames = [...this.pending.values()];
    this.pending.clear();
    this.flush(frames.length === 1 ? (frames[0] as string) : `{"type":"lobbyBatch","changes":[${frames.join(',')}]}`);
  }

  close(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }
}
