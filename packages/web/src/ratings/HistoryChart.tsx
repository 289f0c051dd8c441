import type { HistoryPoint } from '@ludotheque/protocol';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { axisDates } from './chartDates.js';

/**
 * One game's rating after each rated game, drawn by uPlot on a canvas (x: time, y: the shown rating). The canvas
 * is decorative for screen readers: the caller lists the same points as a table.
 */
export function HistoryChart({
  points,
  label,
  locale,
}: {
  points: readonly HistoryPoint[];
  label: string;
  /** The page's language: the time axis is written by `Intl` in it (chartDates.ts). */
  locale: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el === null) return;
    const xs = points.map((p) => Date.parse(p.at) / 1000);
    const ys = points.map((p) => p.rating);
    const width = Math.max(280, Math.min(640, el.clientWidth || 640));
    const plot = new uPlot(
      {
        width,
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        series: [{}, { label, stroke: '#2f6f9f', width: 2, points: { show: true, size: 7 } }],
        axes: [{ values: (_u, splits) => axisDates(splits, locale) }, { size: 50 }],
      },
      [xs, ys],
      el,
    );
    return () => plot.destroy();
  }, [points, label, locale]);
  return <div className="rating-chart" ref={box} role="img" aria-label={label} data-testid="rating-chart" />;
}
