/**
 * The rating chart's time axis in the page's language (issue 25: French pages showed uPlot's American
 * "12/1/26 6:44pm"). `splits` are the axis' ticks in seconds; a chart spanning less than two days says the hour too.
 */
export function axisDates(splits: readonly number[], locale: string): string[] {
  const span = splits.length > 1 ? Math.abs((splits.at(-1) ?? 0) - (splits[0] ?? 0)) : 0;
  const format = new Intl.DateTimeFormat(
    locale,
    span < 2 * 86_400
      ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }
      : { dateStyle: 'medium' },
  );
  return splits.map((s) => format.format(new Date(s * 1000)));
}
