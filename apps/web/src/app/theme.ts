import type { ThemeConfig } from '@invest/contracts';
import { readableTextOn } from '@invest/contracts/color-contrast';
import { themeColorFields } from '@invest/contracts/theme-colors';
import { cssColorPattern } from '@invest/contracts/validation';
import { styleNonce } from '../shared/ui/style-nonce';

/** The `<style>` that `applyTheme` owns; the server's inline `<style id="tenant-theme">` is left alone. */
export const runtimeStyleId = 'tenant-theme-runtime';
export const runtimeFontId = 'tenant-font-runtime';

export type ThemeDocument = Pick<Document, 'getElementById' | 'createElement' | 'head'>;

const fontFamilyPattern = /^[\w\s,'"-]+$/;

/** Date-picker colours follow the theme's surface, text, hover and active-item colours. */
const datePickerSources = {
  date_picker_background_color: 'main_background_color',
  date_picker_font_color: 'main_font_color',
  date_picker_hover_color: 'hover_background_color',
  date_picker_selected_color: 'active_menu_item_color',
} as const;

/** `page_background_color` -> `--page-background-color`. */
export function cssVariableName(field: string): string {
  return `--${field.replaceAll('_', '-')}`;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The CSS variables of a tenant theme. Values are checked again here (colours, font family, logo
 * height) so that a stale or tampered persisted theme cannot inject CSS.
 */
export function themeVariables(theme: ThemeConfig): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const field of themeColorFields) {
    const value = theme[field]?.trim();
    if (value && cssColorPattern.test(value)) variables[cssVariableName(field)] = value;
  }
  for (const [field, source] of Object.entries(datePickerSources)) {
    const value = variables[cssVariableName(source)];
    if (value) variables[cssVariableName(field)] = value;
  }
  const primary = variables[cssVariableName('link_color')];
  if (primary) variables['--on-link-color'] = readableTextOn(primary);
  const fontFamily = theme.font_family?.trim();
  if (fontFamily && fontFamilyPattern.test(fontFamily)) variables[cssVariableName('font_family')] = fontFamily;
  const logoHeight = theme.logo_height;
  if (logoHeight !== undefined && Number.isInteger(logoHeight) && logoHeight >= 8 && logoHeight <= 200) {
    variables[cssVariableName('logo_height')] = `${logoHeight}px`;
  }
  return variables;
}

/** Every variable `themeVariables` can write. */
const themeVariableNames = [
  ...themeColorFields.map(cssVariableName),
  ...Object.keys(datePickerSources).map(cssVariableName),
  '--on-link-color',
  cssVariableName('font_family'),
  cssVariableName('logo_height'),
];

/**
 * A theme's variables for one part of the page (the console's preview of a draft theme): those the
 * theme leaves out are reset there, so that part shows the app's own colours and not the page's theme.
 */
export function scopedThemeVariables(theme: ThemeConfig): Record<string, string> {
  const reset = Object.fromEntries(themeVariableNames.map((name) => [name, 'initial']));
  return { ...reset, ...themeVariables(theme) };
}

/**
 * Applies a tenant theme (SPEC 4 "Theme"): first removes the styling a previous call applied, then
 * writes backgrounds, fonts, text, link, menu, breadcrumb, input, chart-tooltip, date-picker and modal
 * colours and the logo height as CSS variables, and loads the theme's font stylesheet.
 */
export function applyTheme(theme: ThemeConfig | null, doc: ThemeDocument = document) {
  doc.getElementById(runtimeStyleId)?.remove();
  doc.getElementById(runtimeFontId)?.remove();
  if (!theme) return;

  const fontCdn = theme.font_cdn?.trim();
  if (fontCdn && isHttpsUrl(fontCdn)) {
    const link = doc.createElement('link');
    link.id = runtimeFontId;
    link.rel = 'stylesheet';
    link.href = fontCdn;
    doc.head.append(link);
  }

  const declarations = Object.entries(themeVariables(theme)).map(([name, value]) => `  ${name}: ${value};`);
  const style = doc.createElement('style');
  style.id = runtimeStyleId;
  style.nonce = styleNonce();
  style.textContent = `:root {\n${declarations.join('\n')}\n}`;
  doc.head.append(style);
}
