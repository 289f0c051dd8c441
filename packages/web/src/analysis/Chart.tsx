import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Tick spacings of the move axis, all whole moves. */
const MOVE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** Seat colours of the chart's lines (Linx's tile colours, readable on the page's light background). */
const STROKES = ['#c79100', '#1f6fd1', '#d1477a', '#2e9e4f'];

/**
 * Each seat's chance to win (in %) after each move, drawn by uPlot; a click on the plot picks the nearest move
 * (`onPick(k)`: the position after k moves, 0 the start). `at` marks the move the board shows.
 */
export function ChanceChart(props: {
  readonly rows: readonly (readonly number[])[];
  readonly names: readonly string[];
  readonly xLabel: string;
  readonly yLabel: string;
  readonly label: string;
  /** The page's language: ticks are written as it writes numbers (Intl), never a "2,5" move or a "--". */
  readonly lang: string;
  readonly at: number | null;
  readonly onPick: (k: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const pick = useRef(props.onPick);
  pick.current = props.onPick;
  const { rows, names, xLabel, yLabel, lang } = props;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      rows.map((_, k) => k),
      ...names.map((_, seat) => rows.map((r) => Math.round((r[seat] ?? 0) * 1000) / 10)),
    ];
    const whole = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
    const u = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: 220,
        scales: { x: { time: false }, y: { range: [0, 100] } },
        series: [
          { label: xLabel },
          ...names.map((name, i) => ({ label: name, stroke: STROKES[i % STROKES.length], width: 2 })),
        ],
        // Moves are whole numbers: only whole steps on the x axis.
        axes: [
          { label: xLabel, incrs: MOVE_STEPS, values: (_u, ticks) => ticks.map((v) => whole.format(v)) },
          { label: yLabel, values: (_u, ticks) => ticks.map((v) => percent.format(v / 100)) },
        ],
        // The legend names the lines only: its live values read "--" away from the cursor.
        legend: { live: false },
        cursor: { drag: { x: false, y: false } },
      },
      data,
      el,
    );
    const onClick = () => {
      const k = u.cursor.idx;
      if (k !== null && k !== undefined) pick.current(k);
    };
    u.over.addEventListener('click', onClick);
    plot.current = u;
    return () => {
      u.over.removeEventListener('click', onClick);
      u.destroy();
      plot.current = null;
    };
  }, [rows, names, xLabel, yLabel, lang]);
  useEffect(() => {
    const u = plot.current;
    if (u && props.at !== null) u.setCursor({ left: u.valToPos(props.at, 'x'), top: 0 }, false);
  }, [props.at]);
  return <div ref={box} className="chance-chart" role="img" aria-label={props.label} data-testid="chance-chart" />;
}
