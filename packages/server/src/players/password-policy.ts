import type { Worker } from 'node:worker_threads';
import { startWorker } from '../threads.js';

/**
 * The password policy (issue 23): at least `MIN_PASSWORD` characters (accounts.ts) and a zxcvbn score of at least
 * `MIN_SCORE` by `@zxcvbn-ts/core` 4 with its common-password, English and French lists, the username, the display
 * name and the site's own words counted as known to an attacker.
 *
 * Score 3 is "safely unguessable" in zxcvbn's terms: at least 10^8 guesses. Online, guesses are throttled (login
 * limits); offline, from a stolen database, each guess costs one argon2id hash (~50 ms of one core at m=19 MiB), so
 * 10^8 guesses are about 58 core-days for one account, where score 2 (10^6) would be 14 core-hours. Score 4 (10^10)
 * would refuse passphrases of two common words that NIST SP 800-63B asks services to accept; 3 refuses `password`,
 * `11111111`, eight spaces, keyboard rows, dates, names and single dictionary words, with the reason.
 */
export const MIN_SCORE = 3;
/** Checks waiting for the estimator at once; past it a check is refused busy (every check is also rate limited). */
const MAX_PENDING = 64;

/** Words a guesser of this site's passwords starts with. */
const SITE_WORDS = ['ludotheque', 'ludothèque', 'linx', 'superpion', 'symbolix', 'cubiko'];

export interface StrengthRequest {
  readonly id: number;
  readonly password: string;
  readonly inputs: readonly string[];
}
export interface StrengthReply {
  readonly id: number;
  /** 0–4; -1 when the estimator failed. */
  readonly score: number;
  /** zxcvbn's warning key (`topTen`, `simpleRepeat`, `userInputs`…), or null. */
  readonly warning: string | null;
  /** zxcvbn's suggestion keys (`anotherWord`, `repeated`…). */
  readonly suggestions: readonly string[];
}

/** Why a password was refused: the estimator's warning and suggestions, as keys the page translates. */
export interface WeakPassword {
  readonly score: number;
  readonly warning: string | null;
  readonly suggestions: readonly string[];
}

let worker: Worker | null = null;
let next = 0;
const pending = new Map<number, (reply: StrengthReply) => void>();

/** The estimator's thread, started on the first check (the dictionaries load once, there). */
function estimator(): Worker {
  if (worker !== null) return worker;
  const w = startWorker('players/password-worker');
  // The thread never keeps the process alive: a server that closes leaves nothing behind.
  w.unref();
  w.on('message', (reply: StrengthReply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  const fail = () => {
    if (worker === w) worker = null;
    for (const [id, resolve] of pending) resolve({ id, score: -1, warning: null, suggestions: [] });
    pending.clear();
  };
  w.on('error', fail);
  w.on('exit', fail);
  worker = w;
  return w;
}

/**
 * Null when `password` is strong enough, else why not. `inputs` are what an attacker knows of this player (its
 * username, its display name). Throws `busy` (503) when the estimator is that far behind; an estimator that failed
 * refuses the password (it cannot be judged) rather than accepting it unchecked.
 */
export async function weakPassword(password: string, inputs: readonly string[]): Promise<WeakPassword | null> {
  if (pending.size >= MAX_PENDING)
    throw Object.assign(new Error('too many passwords being checked; try again'), { statusCode: 503 });
  const id = next++;
  const reply = await new Promise<StrengthReply>((resolve) => {
    pending.set(id, resolve);
    estimator().postMessage({ id, password, inputs: [...inputs, ...SITE_WORDS] } satisfies StrengthRequest);
  });
  if (reply.score >= MIN_SCORE) return null;
  return { score: Math.max(0, reply.score), warning: reply.warning, suggestions: reply.suggestions };
}
