/** ANSI styles for the terminal board; `paint` is the identity when colour is off (pipes, files, tests). */
export const STYLES = {
  yellow: '33',
  blue: '34',
  pink: '35',
  green: '32',
  grey: '90',
  bold: '1',
  dim: '2',
  underline: '4',
} as const;
export type Style = keyof typeof STYLES;

export function paint(text: string, styles: readonly Style[], colour: boolean): string {
  if (!colour || styles.length === 0) return text;
  return `\u001b[${styles.map((s) => STYLES[s]).join(';')}m${text}\u001b[0m`;
}
