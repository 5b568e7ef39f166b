import type { ThemeConfig } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyTheme,
  cssVariableName,
  runtimeFontId,
  runtimeStyleId,
  scopedThemeVariables,
  type ThemeDocument,
  themeVariables,
} from './theme';

/** Just enough of `document` for applyTheme: a head that elements are appended to and removed from. */
function fakeDocument() {
  const log: string[] = [];
  const children: FakeElement[] = [];
  class FakeElement {
    id = '';
    rel = '';
    href = '';
    textContent: string | null = null;
    constructor(readonly tagName: string) {}
    remove() {
      log.push(`remove #${this.id}`);
      children.splice(children.indexOf(this), 1);
    }
  }
  const doc = {
    head: {
      append(element: FakeElement) {
        log.push(`append ${element.tagName} #${element.id}`);
        children.push(element);
      },
    },
    createElement: (tagName: string) => new FakeElement(tagName),
    getElementById: (id: string) => children.find((element) => element.id === id) ?? null,
  };
  return { doc: doc as unknown as ThemeDocument, children, log };
}

const theme: ThemeConfig = {
  page_background_color: '#0a0b0c',
  main_background_color: 'rgb(10, 20, 30)',
  main_font_color: '#ffffff',
  link_color: 'hsl(210, 80%, 60%)',
  active_menu_item_color: '#ff9900',
  trade_chart_tooltip_background_color: '#111111',
  font_family: "'Inter', sans-serif",
  font_cdn: 'https://fonts.example.com/inter.css',
  logo_height: 40,
};

describe('theme', () => {
  it('names each variable after its field', () => {
    expect(cssVariableName('page_background_color')).toBe('--page-background-color');
    expect(cssVariableName('logo_height')).toBe('--logo-height');
  });

  it('turns theme fields into CSS variables, with the logo height in px and derived date-picker colours', () => {
    expect(themeVariables(theme)).toEqual({
      '--page-background-color': '#0a0b0c',
      '--main-background-color': 'rgb(10, 20, 30)',
      '--main-font-color': '#ffffff',
      '--link-color': 'hsl(210, 80%, 60%)',
      '--on-link-color': '#0b1016',
      '--active-menu-item-color': '#ff9900',
      '--trade-chart-tooltip-background-color': '#111111',
      '--date-picker-background-color': 'rgb(10, 20, 30)',
      '--date-picker-font-color': '#ffffff',
      '--date-picker-selected-color': '#ff9900',
      '--font-family': "'Inter', sans-serif",
      '--logo-height': '40px',
    });
  });

  it('drops values that are not plain colours, font names or sane heights', () => {
    const hostile = {
      page_background_color: 'red; } body { display: none',
      font_family: 'x; } * { color: red',
      logo_height: 5000,
    } as ThemeConfig;
    expect(themeVariables(hostile)).toEqual({});
  });

  it('writes the variables into its own style element and loads the font stylesheet', () => {
    const { doc, children } = fakeDocument();
    applyTheme(theme, doc);
    const style = children.find((element) => element.id === runtimeStyleId);
    const font = children.find((element) => element.id === runtimeFontId);
    expect(style?.tagName).toBe('style');
    expect(style?.textContent).toContain('--page-background-color: #0a0b0c;');
    expect(style?.textContent).toContain('--logo-height: 40px;');
    expect(style?.textContent?.startsWith(':root {')).toBe(true);
    expect(font).toMatchObject({ tagName: 'link', rel: 'stylesheet', href: 'https://fonts.example.com/inter.css' });
  });

  it('removes the previously applied styling before applying a new theme', () => {
    const { doc, children, log } = fakeDocument();
    applyTheme(theme, doc);
    log.length = 0;
    applyTheme({ page_background_color: '#222222' }, doc);
    expect(log).toEqual([`remove #${runtimeStyleId}`, `remove #${runtimeFontId}`, `append style #${runtimeStyleId}`]);
    expect(children).toHaveLength(1);
    expect(children[0]?.textContent).toBe(':root {\n  --page-background-color: #222222;\n}');
  });

  it('only removes its styling when there is no theme', () => {
    const { doc, children } = fakeDocument();
    applyTheme(theme, doc);
    applyTheme(null, doc);
    expect(children).toHaveLength(0);
  });

  it('ignores a font stylesheet that is not https', () => {
    const { doc, children } = fakeDocument();
    applyTheme({ font_cdn: 'http://fonts.example.com/x.css' }, doc);
    expect(children.some((element) => element.id === runtimeFontId)).toBe(false);
  });
});

describe('a theme scoped to one part of the page', () => {
  it('sets the colours it has and resets every other variable a theme can write, so the page theme stays out', () => {
    const variables = scopedThemeVariables({ link_color: '#123456', logo_height: 40 });
    expect(variables).toMatchObject({
      '--link-color': '#123456',
      '--on-link-color': '#ffffff',
      '--logo-height': '40px',
      '--page-background-color': 'initial',
      '--modal-button-color': 'initial',
      '--date-picker-background-color': 'initial',
      '--font-family': 'initial',
    });
    expect(Object.keys(variables).sort()).toEqual(Object.keys(scopedThemeVariables({})).sort());
  });
});
