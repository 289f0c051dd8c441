import { err, ok, type Result } from '@ludotheque/engine';

/** Why a display name was refused (the web translates by code). */
export type NameError = 'empty' | 'tooLong' | 'invisible' | 'reserved';

/** Characters a person sees: 1 to 24 (issue 16). */
export const MAX_NAME_LENGTH = 24;
/** Code points, whatever the graphemes: bounds a name of stacked combining marks. */
const MAX_NAME_CODE_POINTS = 64;

/**
 * Refused anywhere in a name: controls (Cc), format characters (Cf: zero-width joiners and spaces, the bidi
 * overrides U+202E and isolates that reorder the text around a name), private use (Co), unassigned (Cn), line and
 * paragraph separators (Zl, Zp), and letters or symbols that render as a blank (Hangul fillers U+115F, U+1160,
 * U+3164, U+FFA0; the braille blank U+2800), with which a name would look empty or like another.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u;
/**
 * The two format characters emoji need, allowed only where an emoji sequence uses them (issue 23): a zero-width
 * joiner between two pictographs (👩‍💻, 👨‍👩‍👧, 🏳️‍🌈: a skin tone or VS16 may sit before it), and the tag letters
 * of a subdivision flag (🏴 + tags + cancel tag: 🏴󠁧󠁢󠁳󠁣󠁴󠁿). Anywhere else (between letters, at an end) they are the
 * zero-width tricks the policy refuses. Taken out before the invisible check, kept in the name.
 */
const EMOJI_JOINS =
  /(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})|(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]{1,8}\u{E007F}/gu;
/**
 * New guests' names ("Invité 4821", guestName) are the server's alone: a person cannot take that form, in any case,
 * accent, width or digits ("invite 4821", "GUEST 12", "Invité４８２１"), so no one passes for a given guest or for
 * "a guest" (issue 23). Checked on the folded name (nameKey, accents and spaces removed).
 */
const RESERVED = /^(invite|guest)\p{Nd}+$/u;
/** Any run of spaces (U+0020, no-break, ideographic, en/em…) is one ordinary space. */
const SPACES = /\p{Zs}+/gu;
/** A name must show something: a letter, digit, punctuation or symbol (not only combining marks). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** Characters a tournament's name may show (the same policy as a person's name, longer). */
export const MAX_TITLE_LENGTH = 60;

/**
 * A display name as stored and shown: NFC, trimmed, spaces collapsed; or why it is refused. `max` graphemes: a
 * person's name by default; other names a person gives (a tournament's) pass the same policy with their own length.
 */
export function normalizeName(raw: string, max: number = MAX_NAME_LENGTH): Result<string, NameError> {
  if (INVISIBLE.test(raw.replace(EMOJI_JOINS, ''))) return err('invisible');
  const name = raw.normalize('NFC').replace(SPACES, ' ').trim();
  if (name.length === 0) return err('empty');
  if (!VISIBLE.test(name)) return err('invisible');
  let count = 0;
  for (const _ of graphemes.segment(name)) count++;
  if (count > max || [...name].length > MAX_NAME_CODE_POINTS * Math.ceil(max / MAX_NAME_LENGTH)) return err('tooLong');
  if (reserved(name)) return err('reserved');
  return ok(name);
}

/** Whether a name has the form of a new guest's ("Invité 4821", "Guest 12"): the server's, not a person's. */
export function reserved(name: string): boolean {
  const folded = nameKey(name)
    .normalize('NFD')
    .replace(/[\p{Mn}\p{Zs}\p{Pd}_.]/gu, '');
  return RESERVED.test(folded);
}

/**
 * What two names are compared by: compatibility forms folded (full-width "Ａｄａ" is "Ada") and case ignored, so
 * "ADA" cannot pass for "Ada".
 */
export const nameKey = (name: string): string => name.normalize('NFKC').toLowerCase();

/** The `n`-th candidate for a wanted name: the name itself, then "Ada 2", "Ada 3"… kept within the length. */
export function suffixed(name: string, n: number): string {
  if (n <= 1) return name;
  const tail = ` ${n}`;
  const room = MAX_NAME_LENGTH - tail.length;
  const parts = [...graphemes.segment(name)].map((s) => s.segment);
  return `${parts.slice(0, room).join('').trimEnd()}${tail}`;
}

/**
 * A new guest's name: "Invité 4821". One stored form for everybody (a name is one string in a game's seats, its
 * record, a chat); the web page says it in its own language ("Guest 4821" on English pages, web players/names.ts),
 * which it may because no person can take this form (`reserved`). The player renames at will.
 */
export const guestName = (digits: number): string => `Invité ${digits}`;
