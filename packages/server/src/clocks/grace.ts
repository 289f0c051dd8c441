/**
 * Time after an entry that nobody is charged for: a Cubiko throw is replayed on every page (the dice roll and
 * settle) before the next seat can see where they lie. The page's replay is a trajectory of at most
 * CUBIKO_REPLAY_MS (cubiko's physics settles a throw within it); the next seat's clock starts after it.
 */
export const CUBIKO_REPLAY_MS = 4000;

export function graceAfter(gameType: string, entry: unknown): number {
  return gameType === 'cubiko' && typeof entry === 'string' && entry.startsWith('throw ') ? CUBIKO_REPLAY_MS : 0;
}
