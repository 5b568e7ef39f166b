import { contrastRatio, minimumTextContrast, paintOver, parseColor, type Rgba, readableTextOn } from './color-contrast';
import type { ThemeColorField } from './theme-colors';

/**
 * The colours the web app draws with where a theme leaves a field out (the dark scheme's fallbacks
 * in apps/web/src/app/color-schemes.css, which a web test holds equal to these).
 */
export const darkSchemeDefaults = {
  page_background_color: '#0b1016',
  main_background_color: '#121922',
  hover_background_color: '#1a2330',
  main_font_color: '#e6ebf1',
  secondary_font_color: '#93a0b1',
  link_color: '#78adff',
  menu_item_color: '#b4becb',
  active_menu_item_color: '#ffffff',
  breadcrumb_active_color: '#e6ebf1',
  breadcrumb_inactive_color: '#93a0b1',
  form_field_background_color: '#0e141c',
  input_font_color: '#e6ebf1',
  input_placeholder_font_color: '#738196',
  positive_font_color: '#3ccf91',
  negative_font_color: '#ff6b6b',
  trade_chart_tooltip_color: '#e6ebf1',
  trade_chart_tooltip_background_color: '#1f2a38',
} as const satisfies Partial<Record<ThemeColorField, string>>;

/** Where a theme leaves out a modal colour, the app uses another field's. */
const fallbackFields = {
  modal_background_color: 'main_background_color',
  modal_font_color: 'main_font_color',
  modal_button_color: 'link_color',
} as const satisfies Partial<Record<ThemeColorField, keyof typeof darkSchemeDefaults>>;

/** The colour fields the app draws text or its surfaces with. */
type DrawnField = keyof typeof darkSchemeDefaults | keyof typeof fallbackFields;

/** The share of `link_color` in the tint behind light buttons, badges, avatars and the active menu item. */
const primaryTintWeight = 0.14;

/** A surface the app draws text on: a theme colour, or a theme colour tinted with `link_color`. */
interface Surface {
  field: DrawnField;
  isTinted?: boolean;
}

/** The text the app draws: a theme colour, or the white or near-black it picks for text on a colour. */
type Ink = DrawnField | { readableOn: DrawnField };

const onSurfaces = (ink: Ink, ...surfaces: Surface[]) => surfaces.map((surface) => ({ ink, surface }));
const page: Surface = { field: 'page_background_color' };
const main: Surface = { field: 'main_background_color' };
const tintedPage: Surface = { field: 'page_background_color', isTinted: true };
const tintedMain: Surface = { field: 'main_background_color', isTinted: true };

/** Every text colour the app draws on a theme surface (color-schemes.css, app.css, mantine-theme.ts). */
const textPairs = [
  ...onSurfaces('main_font_color', page, main, { field: 'hover_background_color' }),
  ...onSurfaces('secondary_font_color', page, main),
  ...onSurfaces('link_color', page, main, tintedPage, tintedMain),
  ...onSurfaces('menu_item_color', page, main),
  ...onSurfaces('active_menu_item_color', page, main, { field: 'hover_background_color' }, tintedPage, tintedMain),
  ...onSurfaces('breadcrumb_active_color', page, main),
  ...onSurfaces('breadcrumb_inactive_color', page, main),
  ...onSurfaces('positive_font_color', page, main),
  ...onSurfaces('negative_font_color', page, main),
  ...onSurfaces('input_font_color', { field: 'form_field_background_color' }),
  ...onSurfaces('input_placeholder_font_color', { field: 'form_field_background_color' }),
  ...onSurfaces('trade_chart_tooltip_color', { field: 'trade_chart_tooltip_background_color' }),
  ...onSurfaces('modal_font_color', { field: 'modal_background_color' }),
  ...onSurfaces({ readableOn: 'link_color' }, { field: 'link_color' }),
  ...onSurfaces({ readableOn: 'link_color' }, { field: 'modal_button_color' }),
];

/** A text colour the app draws on one of its surfaces, with how well it reads there. */
export interface TextPairContrast {
  /** The theme field to change: the text colour, or the surface when the app picks the text colour. */
  field: ThemeColorField;
  description: string;
  /** The WCAG contrast ratio, rounded down to two decimals. */
  ratio: number;
}

/** Only what a page's colours read as from a theme's colour fields. */
type ThemeColors = Partial<Record<ThemeColorField, string>>;

function colorOf(theme: ThemeColors, field: DrawnField): string {
  const given = theme[field];
  if (given && parseColor(given)) return given;
  return field in fallbackFields
    ? colorOf(theme, fallbackFields[field as keyof typeof fallbackFields])
    : darkSchemeDefaults[field as keyof typeof darkSchemeDefaults];
}

const rgbaOf = (theme: ThemeColors, field: DrawnField) => parseColor(colorOf(theme, field)) as Rgba;
const white: Rgba = { red: 255, green: 255, blue: 255, alpha: 1 };

/** A surface as the browser paints it: over the page background, the page over the white canvas. */
function paintedSurface(theme: ThemeColors, surface: Surface): Rgba {
  const pageColor = paintOver(rgbaOf(theme, 'page_background_color'), white);
  const base = paintOver(rgbaOf(theme, surface.field), pageColor);
  return surface.isTinted ? paintOver(rgbaOf(theme, 'link_color'), base, primaryTintWeight) : base;
}

function describeSurface(theme: ThemeColors, surface: Surface): string {
  const base = `${surface.field} ${colorOf(theme, surface.field)}`;
  return surface.isTinted ? `${base} tinted ${Math.round(primaryTintWeight * 100)}% with link_color` : base;
}

/**
 * Every text pair of `theme` (its colours, the app's dark-scheme defaults where it has none) with its
 * contrast ratio, in the order the app's styles list them.
 */
export function findTextPairContrasts(theme: ThemeColors): TextPairContrast[] {
  return textPairs.map(({ ink, surface }) => {
    const background = paintedSurface(theme, surface);
    const text = typeof ink === 'string' ? colorOf(theme, ink) : readableTextOn(colorOf(theme, ink.readableOn));
    const ratio = contrastRatio(parseColor(text) as Rgba, background);
    const inkName = typeof ink === 'string' ? `${ink} ${text}` : `button text ${text}`;
    return {
      field: typeof ink === 'string' ? ink : surface.field,
      description: `${inkName} on ${describeSurface(theme, surface)}`,
      ratio: Math.floor(ratio * 100) / 100,
    };
  });
}

/** The text pairs of `theme` that read under WCAG AA's 4.5:1. */
export function findUnreadableTextPairs(theme: ThemeColors): TextPairContrast[] {
  return findTextPairContrasts(theme).filter((pair) => pair.ratio < minimumTextContrast);
}
