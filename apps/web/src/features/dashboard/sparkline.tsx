import type { Candle } from '@invest/contracts/realtime';
import directionClasses from '../../shared/ui/direction.module.css';
import { type Direction, DirectionIcon } from '../../shared/ui/direction-icon';
import classes from './dashboard-page.module.css';

const width = 96;
const height = 28;

/** The SVG path through the closes, scaled to the box (a flat line when every close is the same). */
function pathOf(closes: number[]): string {
  const low = Math.min(...closes);
  const span = Math.max(...closes) - low || 1;
  const step = closes.length > 1 ? width / (closes.length - 1) : 0;
  return closes
    .map((close, index) => {
      const x = index * step;
      const y = height - 2 - ((close - low) / span) * (height - 4);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * A small line of a market's closes, decoration beside the figures it summarises (hidden from
 * screen readers, which read the price and its change), in the direction's colour with its triangle.
 */
export function Sparkline({ bars, direction }: { bars: Candle[]; direction: Direction }) {
  const closes = bars.map((bar) => Number(bar.close));
  if (closes.length < 2) return null;
  return (
    <span className={classes.sparkline} aria-hidden="true">
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        <path
          d={pathOf(closes)}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          className={directionClasses[direction]}
        />
      </svg>
      <DirectionIcon direction={direction} />
    </span>
  );
}
