import { Button, type CSSVariablesResolver, createTheme } from '@mantine/core';

/** Mantine's own variables read the app's (color-schemes.css), so every component follows the tenant. */
const mantineVariables = {
  '--mantine-color-body': 'var(--app-page-bg)',
  '--mantine-color-text': 'var(--app-text)',
  '--mantine-color-bright': 'var(--app-text)',
  '--mantine-color-dimmed': 'var(--app-text-secondary)',
  '--mantine-color-anchor': 'var(--app-link)',
  '--mantine-color-default': 'var(--app-surface)',
  '--mantine-color-default-hover': 'var(--app-hover)',
  '--mantine-color-default-color': 'var(--app-text)',
  '--mantine-color-default-border': 'var(--app-border)',
  '--mantine-color-placeholder': 'var(--app-input-placeholder)',
  '--mantine-color-disabled-color': 'var(--app-input-disabled-text)',
  '--mantine-color-error': 'var(--app-negative)',
  '--mantine-color-success': 'var(--app-positive)',
  '--mantine-color-brand-filled': 'var(--app-primary)',
  '--mantine-color-brand-filled-hover': 'color-mix(in srgb, var(--app-primary) 86%, #000)',
  '--mantine-color-brand-light': 'color-mix(in srgb, var(--app-primary) 14%, transparent)',
  '--mantine-color-brand-light-hover': 'color-mix(in srgb, var(--app-primary) 22%, transparent)',
  '--mantine-color-brand-light-color': 'var(--app-link)',
  '--mantine-color-brand-outline': 'var(--app-link)',
  '--mantine-color-brand-outline-hover': 'color-mix(in srgb, var(--app-primary) 10%, transparent)',
  '--mantine-primary-color-filled': 'var(--app-primary)',
  '--mantine-primary-color-filled-hover': 'color-mix(in srgb, var(--app-primary) 86%, #000)',
  '--mantine-primary-color-light': 'color-mix(in srgb, var(--app-primary) 14%, transparent)',
  '--mantine-primary-color-light-hover': 'color-mix(in srgb, var(--app-primary) 22%, transparent)',
  '--mantine-primary-color-light-color': 'var(--app-link)',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: mantineVariables,
  dark: mantineVariables,
});

const fontStack =
  'var(--font-family, Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif)';

export const mantineTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  colors: {
    brand: [
      '#eaf1ff',
      '#d3e1fd',
      '#a6c1f7',
      '#769ff2',
      '#4e82ee',
      '#3570ec',
      '#2f6fed',
      '#1f5ad8',
      '#104bbc',
      '#003fa6',
    ],
    dark: [
      '#d5dbe3',
      '#b3bdca',
      '#93a0b1',
      '#657387',
      '#2c394b',
      '#1f2936',
      '#18202b',
      '#121922',
      '#0d131a',
      '#080c11',
    ],
  },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: Button.extend({
      defaultProps: { radius: 'md' },
      vars: (_theme, props) =>
        (props.variant ?? 'filled') === 'filled' && !props.color
          ? { root: { '--button-color': 'var(--app-on-primary)' } }
          : { root: {} },
    }),
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    Autocomplete: { defaultProps: { size: 'md' } },
    FileInput: { defaultProps: { size: 'md' } },
    DateInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    Modal: { defaultProps: { centered: true, radius: 'lg' } },
  },
});
