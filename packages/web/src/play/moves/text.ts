/**
 * The small text kit every game's sentences use (`<game>/sentences.ts`): a reader's language, a lookup in a plain
 * table of texts with `{{name}}` holes and `_one`/`_other` plurals (i18next's conventions, so the same tables could be
 * registered there), and French elision. Pure: the move list, tests and the live region call it alike.
 */
import { de } from '../../i18n/elision.js';

export const MOVE_LANGS = ['en', 'fr'] as const;
export type Lang = (typeof MOVE_LANGS)[number];

/** The reader's language from an i18next language code (`fr-FR` → `fr`); English otherwise. */
export const langOf = (code: string | undefined): Lang => (code?.toLowerCase().startsWith('fr') ? 'fr' : 'en');

/** A table of texts; a list is indexed by number (`colour.3`). */
export type Texts = { readonly [key: string]: string | readonly string[] | Texts };
export type Values = Readonly<Record<string, unknown>>;

function lookup(table: Texts, key: string): string | null {
  let node: string | readonly string[] | Texts | undefined = table;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return null;
    node = Array.isArray(node) ? (node as readonly string[])[Number(part)] : (node as Texts)[part];
  }
  return typeof node === 'string' ? node : null;
}

/**
 * A translate function over `tables[lang]`: `count` picks `key_one` (1) or `key_other`; a missing key gives the key
 * itself, so a gap shows in tests instead of an empty line.
 */
export function translator(tables: Readonly<Record<Lang, Texts>>, lang: Lang) {
  const table = tables[lang];
  return (key: string, values: Values = {}): string => {
    const count = values.count;
    const plural = typeof count === 'number' ? lookup(table, `${key}_${count === 1 ? 'one' : 'other'}`) : null;
    const template = plural ?? lookup(table, key);
    if (template === null) return key;
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** French `de` before a name (`i18n/elision.ts`, the one helper): "d’Audrey", "d’Émile", "de Bruno". */
export const deName = de;

/** A list joined as people write it: "a, b and c" / "a, b et c". */
export function joinList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = lang === 'fr' ? ' et ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}
