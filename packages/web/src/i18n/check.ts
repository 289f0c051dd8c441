/**
 * Checks over texts a person reads, shared by the unit test over the resources (`check.test.ts`) and the
 * end-to-end sweep of the French pages (`e2e/words.e2e.test.ts`): French typography (a non-breaking space before
 * `: ; ! ?`), English left in French, keys shown raw and the option codes a French reader must never see.
 */

/** Every leaf string of a resource tree, by its dotted key. */
export function flatten(tree: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (Array.isArray(tree)) tree.forEach((v, i) => void flatten(v, prefix ? `${prefix}.${i}` : String(i), out));
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** Plural forms a language may have or not (French's `_many` falls back on `_other`). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys in one language and not in the other (plural suffixes compared as one key). */
export function keyDifferences(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): string[] {
  const norm = (m: ReadonlyMap<string, string>) => new Set([...m.keys()].map((k) => k.replace(PLURAL, '')));
  const na = norm(a);
  const nb = norm(b);
  return [
    ...[...na].filter((k) => !nb.has(k)).map((k) => `+${k}`),
    ...[...nb].filter((k) => !na.has(k)).map((k) => `-${k}`),
  ];
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/**
 * French punctuation `: ; ! ?` without a non-breaking space before it ("Pendule:", "Pendule :"). Not flagged: the
 * inside of `{{…}}` holes and `<…>` tags, URLs (`https:`), clock times and ratios between digits (`10:30`), a
 * punctuation mark after another (`?!`, `…?`) or after an opening bracket or quote, a line's start.
 */
export function missingNbsp(text: string): string[] {
  return nbspGaps(text).map((i) => text.slice(Math.max(0, i - 12), i + 1));
}

/** `text` with a non-breaking space before each mark {@link missingNbsp} finds (a plain space before it replaced). */
export function fixNbsp(text: string): string {
  let out = text;
  for (const i of nbspGaps(text).reverse())
    out =
      out[i - 1] === ' ' ? `${out.slice(0, i - 1)}${NBSP}${out.slice(i)}` : `${out.slice(0, i)}${NBSP}${out.slice(i)}`;
  return out;
}

function nbspGaps(text: string): number[] {
  const found: number[] = [];
  const clean = text
    .replace(/\{\{[^}]*\}\}/g, (m) => 'x'.repeat(m.length))
    .replace(/<[^>]*>/g, (m) => ' '.repeat(m.length));
  for (let i = 0; i < clean.length; i++) {
    const c = clean[i] as string;
    if (!':;!?'.includes(c)) continue;
    const before = clean[i - 1];
    if (before === undefined || before === '\n' || before === NBSP || before === NNBSP) continue;
    if (':;!?…(«"“[/'.includes(before)) continue;
    if (c === ':' && clean.slice(i, i + 3) === '://') continue;
    if (c === ':' && /\d/.test(before) && /\d/.test(clean[i + 1] ?? '')) continue;
    if (c === ':' && /[a-z]/.test(clean[i + 1] ?? '') && /[a-z]$/.test(clean.slice(0, i))) {
      // `h:Ana`, `b:random`: a code in a URL or an example, not a sentence.
      if (!/\s/.test(clean[i + 1] ?? ' ')) continue;
    }
    found.push(i);
  }
  return found;
}

/**
 * English words that have no business in a French text (the ones slips are made of). "bot" is English too: the
 * French texts say "robot".
 */
export const ENGLISH_IN_FRENCH = [
  'the',
  'and',
  'of',
  'with',
  'Player',
  'Players',
  'player',
  'Guest',
  'rounds',
  'round',
  'left',
  'your',
  'you',
  'is',
  'bot',
  'bots',
  'turn',
  'game',
  'wins',
  'Loading',
] as const;

/** The English words of `text` among {@link ENGLISH_IN_FRENCH} (whole words, case as listed). */
export function englishIn(text: string): string[] {
  const clean = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' ');
  return ENGLISH_IN_FRENCH.filter((w) => new RegExp(`(^|[^\\p{L}’'-])${w}($|[^\\p{L}’'-])`, 'u').test(clean));
}

/** A key shown raw ("superpion.coloursCap.blue", "setup.level"): dotted lowercase-first words, no space. */
export function rawKeys(text: string): string[] {
  return [...text.matchAll(/(?<![\w@/.:-])[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9_]*){1,}(?![\w/-])/g)]
    .map((m) => m[0])
    .filter((k) => !/\.(js|ts|md|css|html|json|png|svg|com|org|fr|net)$/.test(k) && !/^\d/.test(k));
}

/**
 * Option codes of the games' settings that a French page must show as words ("mode : two", "inactif : red",
 * "précision : steady", "niveau basic"); checked as whole words next to a French label, not in names.
 */
export const RAW_OPTION_CODES = [
  'two',
  'three',
  'teams',
  'red',
  'steady',
  'basic',
  'random',
  'beginner',
  'easy',
  'medium',
  'hard',
];

export function rawOptionCodes(text: string): string[] {
  return RAW_OPTION_CODES.filter((w) => new RegExp(`(^|[\\s:/(])${w}($|[\\s,;/)])`, 'u').test(text));
}

/** Every finding of `text` read as French, each prefixed with its kind. */
export function frenchFindings(text: string): string[] {
  return [
    ...missingNbsp(text).map((s) => `nbsp: ${s}`),
    ...englishIn(text).map((s) => `english: ${s}`),
    ...rawKeys(text).map((s) => `raw key: ${s}`),
    ...rawOptionCodes(text).map((s) => `code: ${s}`),
  ];
}
