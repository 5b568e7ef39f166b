/** The allocation's slice colours in the theme's palette, one per slice in order, for the donut and its table. */
const sliceColours = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.5'];

/** The colour of the slice at `index`. */
export const sliceColourOf = (index: number) => sliceColours[index % sliceColours.length] ?? 'blue.6';

/** The palette's CSS variable of a slice's colour ("teal.6" → var(--mantine-color-teal-6)), for a swatch. */
export const sliceSwatchOf = (index: number) => `var(--mantine-color-${sliceColourOf(index).replace('.', '-')})`;
