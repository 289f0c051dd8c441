/**
 * French elision before a name: "d’Audrey", "qu’Ana", "de Bruno" (the one helper every sentence with a name after
 * de or que uses). A name starting with a vowel or h elides (y does not: "de Yann"): names have no dictionary to say whether their h is
 * aspirated, and first names mostly take "d’" ("d’Hugo"). English needs none.
 *
 * In texts, the i18next formatters `{{name, de}}` and `{{name, que}}` do it ("Au tour {{name, de}}",
 * "Tel {{name, que}} l’a vu"); `addTexts` and `createI18n` add them to every instance.
 */
import type { i18n } from 'i18next';

export const elides = (word: string): boolean => /^[aeiouhàâäéèêëîïôöùûüœæ]/i.test(word.trim());

/** "d’Audrey", "de Bruno". */
export const de = (name: string): string => (elides(name) ? `d’${name}` : `de ${name}`);

/** "qu’Audrey", "que Bruno". */
export const que = (name: string): string => (elides(name) ? `qu’${name}` : `que ${name}`);

/** "d’Ana et de Bruno": each name with its own "de", joined as French lists are (Intl). */
export const deEach = (names: readonly string[]): string =>
  new Intl.ListFormat('fr', { type: 'conjunction' }).format(names.map(de));

const added = new WeakSet<object>();

/** Adds the `de` and `que` formatters to an instance, once. */
export function addElision(instance: i18n): void {
  const formatter = instance.services?.formatter;
  if (!formatter || added.has(formatter)) return;
  added.add(formatter);
  formatter.add('de', (value) => de(String(value)));
  formatter.add('que', (value) => que(String(value)));
}
