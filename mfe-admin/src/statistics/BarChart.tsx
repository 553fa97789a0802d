import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import { apiDateToDisplay } from '@nebo/shared-ui';

/*
 * Hand-written SVG rather than a chart library: the charts are stacked bars per day and nothing more. The light,
 * React 19-ready libraries (recharts, visx, nivo) each add tens of KB gzip to this remote plus d3 modules, for
 * axes and tooltips this page does not need; and the accessible parts (title/desc, a real table) are ours to write
 * either way.
 */

/** Okabe–Ito: distinguishable with the common colour-vision deficiencies; series past nine reuse them. */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9', '#F0E442', '#000000', '#999999'];

export interface ChartSeries {
  key: string;
  label: string;
  perDay: number[];
  total: number;
}

export interface BarChartProps {
  title: string;
  /** One sentence a screen reader reads for the picture (period and total). */
  description: string;
  days: string[];
  series: ChartSeries[];
  /** `table` names the disclosure of the data table (already translated, with the section's name). */
  labels: { table: string; date: string; total: string; nothing: string; legend: string };
}

const WIDTH = 640;
const HEIGHT = 180;
const AXIS = 24;

const Figure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  svg {
    width: 100%;
    height: auto;
    max-height: 220px;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1, 4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 2px;
  background: ${({ $color }) => $color};
  flex: none;
`;

const Table = styled.table`
  border-collapse: collapse;
  font-size: 0.9rem;
  th,
  td {
    padding: ${({ theme }) => theme.spacing(1, 2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/**
 * One section of the statistics as stacked bars per day: the SVG is a single image for assistive technology (its
 * title and description say what it shows), and the same figures follow as a table behind a disclosure, which is
 * what a screen-reader or keyboard user reads.
 */
export function BarChart({ title, description, days, series, labels }: BarChartProps): ReactElement {
  const id = useId();
  const colorOf = (index: number) => PALETTE[index % PALETTE.length];
  const dayTotals = days.map((_, i) => series.reduce((sum, s) => sum + (s.perDay[i] ?? 0), 0));
  const max = Math.max(0, ...dayTotals);
  const slot = (WIDTH - AXIS) / Math.max(1, days.length);
  const barWidth = Math.max(1, slot * 0.8);
  const plotHeight = HEIGHT - AXIS;
  const scale = (value: number) => (max === 0 ? 0 : (value / max) * (plotHeight - 8));

  return (
    <Figure aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{title}</h3>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} focusable="false">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1={AXIS} y1={plotHeight} x2={WIDTH} y2={plotHeight} stroke="#aab8c6" />
        <text x={AXIS - 4} y={12} textAnchor="end" fontSize="11" fill="#566576">
          {max}
        </text>
        <text x={AXIS - 4} y={plotHeight} textAnchor="end" fontSize="11" fill="#566576">
          {0}
        </text>
        {days.map((day, i) => {
          let top = plotHeight;
          return (
            <g key={day} data-day={day}>
              {series.map((s, index) => {
                const height = scale(s.perDay[i] ?? 0);
                if (height === 0) return null;
                top -= height;
                return (
                  <rect
                    key={s.key}
                    x={AXIS + i * slot + (slot - barWidth) / 2}
                    y={top}
                    width={barWidth}
                    height={height}
                    fill={colorOf(index)}
                  />
                );
              })}
            </g>
          );
        })}
        {days.length > 0 && (
          <>
            <text x={AXIS} y={HEIGHT - 6} fontSize="11" fill="#566576">
              {apiDateToDisplay(days[0])}
            </text>
            <text x={WIDTH} y={HEIGHT - 6} textAnchor="end" fontSize="11" fill="#566576">
              {apiDateToDisplay(days[days.length - 1])}
            </text>
          </>
        )}
        {max === 0 && (
          <text x={(WIDTH + AXIS) / 2} y={plotHeight / 2} textAnchor="middle" fontSize="13" fill="#566576">
            {labels.nothing}
          </text>
        )}
      </svg>
      <Legend aria-label={labels.legend}>
        {series.map((s, index) => (
          <li key={s.key}>
            <Swatch $color={colorOf(index)} aria-hidden="true" />
            <span>
              {s.label}: {s.total}
            </span>
          </li>
        ))}
      </Legend>
      <details>
        <summary>{labels.table}</summary>
        <Scroll>
          <Table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.date}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row">{apiDateToDisplay(day)}</th>
                  {series.map((s) => (
                    <td key={s.key}>{s.perDay[i] ?? 0}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{labels.total}</th>
                {series.map((s) => (
                  <td key={s.key}>{s.total}</td>
                ))}
              </tr>
            </tfoot>
          </Table>
        </Scroll>
      </details>
    </Figure>
  );
}
