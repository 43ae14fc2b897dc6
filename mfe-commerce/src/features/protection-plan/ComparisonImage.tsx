import { theme } from '@sohnne/ui';

const ROWS: [string, boolean, boolean][] = [
  ['Accidental stains and spills', true, false],
  ['Rips, tears and punctures', true, false],
  ['Structural and mechanical failure', true, false],
  ['Repair, replacement or reimbursement', true, false],
  ["Manufacturer's defects", true, true],
];

/** The column headings: the row labels' column, then the two columns of marks. */
const HEADINGS = [
  { text: 'Cover', x: 24, anchor: 'start' },
  { text: 'Protection plan', x: 620, anchor: 'middle' },
  { text: 'Warranty only', x: 790, anchor: 'middle' },
] as const;

const WIDTH = 880;
const ROW_HEIGHT = 56;
const TOP = 72;
const HEIGHT = TOP + ROWS.length * ROW_HEIGHT + 16;

/** The comparison image: what the plan covers beside what the standard warranty covers (drawn, so it scales). */
export function ComparisonImage() {
  const { color, font } = theme;
  const mark = (covered: boolean, x: number, y: number) => (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fontSize="26"
      fill={covered ? color.success : color.error}
      fontFamily={font.body}
    >
      {covered ? '✓' : '✕'}
    </text>
  );
  return (
    <svg
      role="img"
      aria-labelledby="comparison-title"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id="comparison-title">
        Comparison: the protection plan covers stains, rips, structural failure, repair or
        replacement and defects; the standard warranty covers defects only.
      </title>
      <rect width={WIDTH} height={HEIGHT} rx="4" fill={color.paper} stroke={color.grey200} />
      {HEADINGS.map(({ text, x, anchor }) => (
        <text
          key={text}
          x={x}
          y="44"
          textAnchor={anchor}
          fontSize="20"
          fontWeight="600"
          fill={color.walnut}
          fontFamily={font.body}
        >
          {text}
        </text>
      ))}
      {ROWS.map(([label, plan, warranty], index) => {
        const y = TOP + index * ROW_HEIGHT;
        return (
          <g key={label}>
            <line x1="16" x2={WIDTH - 16} y1={y} y2={y} stroke={color.grey200} />
            <text x="24" y={y + 36} fontSize="20" fill={color.charcoal} fontFamily={font.body}>
              {label}
            </text>
            {mark(plan, 620, y + 38)}
            {mark(warranty, 790, y + 38)}
          </g>
        );
      })}
    </svg>
  );
}
