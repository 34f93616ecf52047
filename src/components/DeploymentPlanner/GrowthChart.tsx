import type { ReactNode } from 'react';
import type { GrowthPoint } from '../../../plugins/gas-ledger/costs';
import styles from './styles.module.css';

const width = 640;
const height = 280;
const margin = { top: 16, right: 16, bottom: 44, left: 72 };

/** 0, 10M, 20M: a round step that gives four to eight grid lines. */
function ticks(max: number): number[] {
  const raw = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw || 1));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => max / s <= 8) ?? magnitude * 10;
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
}

const millions = (gas: number): string =>
  gas === 0 ? '0' : `${(gas / 1e6).toLocaleString('en-US', { maximumFractionDigits: 1 })}M`;

/**
 * How the coordinator's gas grows with the poll, for the plan's depths: one line for all of it,
 * one for the merges and one for the proofs. Plain SVG, drawn on the server for the default plan
 * (so it is there without JavaScript) and again in the browser for the reader's plan.
 */
export default function GrowthChart({ points }: { points: GrowthPoint[] }): ReactNode {
  if (points.length < 2) return null;
  const maxX = points[points.length - 1].voters;
  const maxY = Math.max(...points.map((p) => p.gas));
  const yTicks = ticks(maxY);
  const top = yTicks[yTicks.length - 1] < maxY ? maxY : yTicks[yTicks.length - 1];
  const x = (v: number) => margin.left + (v / maxX) * (width - margin.left - margin.right);
  const y = (g: number) =>
    height - margin.bottom - (g / top) * (height - margin.top - margin.bottom);
  const line = (value: (p: GrowthPoint) => number) =>
    points
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.voters).toFixed(1)},${y(value(p)).toFixed(1)}`)
      .join('');
  const xTicks = ticks(maxX).filter((t) => t <= maxX);
  const series = [
    { key: 'total', label: 'All of the coordinator\u2019s gas', value: (p: GrowthPoint) => p.gas },
    { key: 'proofs', label: 'Proof transactions', value: (p: GrowthPoint) => p.proofs },
    { key: 'merges', label: 'Merges', value: (p: GrowthPoint) => p.merges },
  ] as const;
  const last = points[points.length - 1];
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="planner-chart-title planner-chart-desc"
      >
        <title id="planner-chart-title">The coordinator&apos;s gas by the number of voters</title>
        <desc id="planner-chart-desc">
          {`From ${points[0].voters} to ${maxX.toLocaleString('en-US')} voters who vote once each: ${millions(points[0].gas)} to ${millions(last.gas)} gas in all, of which merges ${millions(last.merges)} and proofs ${millions(last.proofs)} at ${maxX.toLocaleString('en-US')} voters.`}
        </desc>
        {yTicks.map((t) => (
          <g key={`y${t}`} className={styles.grid}>
            <line x1={margin.left} x2={width - margin.right} y1={y(t)} y2={y(t)} />
            <text x={margin.left - 8} y={y(t)} textAnchor="end" dominantBaseline="middle">
              {millions(t)}
            </text>
          </g>
        ))}
        {xTicks.map((t) => (
          <text
            key={`x${t}`}
            className={styles.axisText}
            x={x(t)}
            y={height - margin.bottom + 18}
            textAnchor="middle"
          >
            {t.toLocaleString('en-US')}
          </text>
        ))}
        <text className={styles.axisText} x={width / 2} y={height - 6} textAnchor="middle">
          Voters, one vote each
        </text>
        {series.map((s) => (
          <path key={s.key} className={styles[`line-${s.key}`]} d={line(s.value)} />
        ))}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {series.map((s) => (
            <li key={s.key}>
              <span className={styles[`swatch-${s.key}`]} aria-hidden="true" /> {s.label}
            </li>
          ))}
        </ul>
        Gas, in millions, for the plan&apos;s depths; the same figures as the table above.
      </figcaption>
    </figure>
  );
}
