import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { reportTexts } from '../texts';
import styles from './reports.module.css';

export type ChartBar = { key: string; label: string; color: string; stack?: string };

type BarChartFigureProps<Row> = {
  title: string;
  rows: readonly Row[];
  /** The category of a bar group on the X axis. */
  category: (row: Row) => string;
  bars: readonly ChartBar[];
  value?: (value: number) => string;
  /** The numbers behind the chart: always shown, for screen readers and for copying. */
  table: ReactNode;
};

const axisTick = { fill: 'var(--color-text-muted)', fontSize: 12 };

/**
 * One bar chart of a report with its table under it; the card around it shows the title. Colours are the theme's CSS variables, so the chart
 * follows the light and the dark theme without a re-render. The drawing is hidden from screen readers: the
 * table says the same.
 */
export function BarChartFigure<Row>({ title, rows, category, bars, value, table }: BarChartFigureProps<Row>) {
  if (rows.length === 0) return <p className={styles.hint}>{reportTexts.empty}</p>;
  const data = rows.map((row) => ({ ...(row as object), __category: category(row) }));
  return (
    <figure className={styles.figure} aria-label={title}>
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {/* No keyboard layer of its own: the drawing is hidden from assistive technology, the table is not. */}
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="__category" tick={axisTick} stroke="var(--color-border-strong)" />
            <YAxis tick={axisTick} stroke="var(--color-border-strong)" tickFormatter={value} width={88} />
            <Tooltip
              formatter={(raw) => (value && typeof raw === 'number' ? value(raw) : String(raw))}
              contentStyle={{
                background: 'var(--color-surface-raised)',
                border: '1px solid var(--color-border)',
                color: 'var(--color-text)',
              }}
              cursor={{ fill: 'var(--color-surface-hover)' }}
            />
            {bars.map((bar) => (
              <Bar key={bar.key} dataKey={bar.key} name={bar.label} fill={bar.color} stackId={bar.stack} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The legend is ours, not recharts': its labels in readable text, no English «legend icon» labels. Hidden
          from screen readers like the drawing: the table's headers name the same series. */}
      <ul className={styles.legend} aria-hidden="true">
        {bars.map((bar) => (
          <li key={bar.key}>
            <span className={styles.swatch} style={{ background: bar.color }} />
            {bar.label}
          </li>
        ))}
      </ul>
      {table}
    </figure>
  );
}
