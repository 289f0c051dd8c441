/**
 * Tutorial progress, per game, in localStorage (small, synchronous, per browser): the ids of the steps done. A
 * missing or damaged entry is no progress, never an error; storage refused (private mode) just forgets.
 */
const key = (game: string) => `ludo.learn.${game}`;

export function readProgress(game: string): ReadonlySet<string> {
  try {
    const raw = globalThis.localStorage?.getItem(key(game));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function saveProgress(game: string, done: ReadonlySet<string>): void {
  try {
    globalThis.localStorage?.setItem(key(game), JSON.stringify([...done].sort()));
  } catch {
    // Storage refused: the lesson goes on, unsaved.
  }
}

/** Where a learner resumes: the first step not done, or null when every step is. */
export function resumeAt(ids: readonly string[], done: ReadonlySet<string>): number | null {
  const i = ids.findIndex((id) => !done.has(id));
  return i < 0 ? null : i;
}
