import classes from './direction.module.css';

export type Direction = 'up' | 'down' | 'flat';

const shapes: Record<Direction, string> = {
  up: 'M6 2l5 8H1z',
  down: 'M6 10L1 2h10z',
  flat: 'M2 4h8v4H2z',
};

/**
 * A small triangle up, down, or a square for no change, in the tenant's positive or negative colour.
 * The shape says the direction, the colour only repeats it; the text beside it stays in the text
 * colour, so it reads well on any tenant's background.
 */
export function DirectionIcon({ direction }: { direction: Direction }) {
  return (
    <svg
      width={10}
      height={10}
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
      className={direction === 'flat' ? classes.flat : classes[direction]}
    >
      <path d={shapes[direction]} fill="currentColor" />
    </svg>
  );
}
