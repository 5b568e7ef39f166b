import { describe, expect, it } from 'vitest';
import { readableThemeConfigSchema } from './tenants';
import { findTextPairContrasts, findUnreadableTextPairs } from './theme-contrast';

const meridianBefore = {
  page_background_color: '#0b1220',
  main_background_color: '#111a2e',
  main_font_color: '#e6ebf5',
  link_color: '#4f8cff',
  active_menu_item_color: '#4f8cff',
};

describe('text pairs of a theme', () => {
  it('finds none in the app’s own dark colours', () => {
    expect(findUnreadableTextPairs({})).toEqual([]);
  });

  it('finds a link colour that reads under 4.5:1 on its own tint, as active menu items and light buttons draw it', () => {
    expect(findUnreadableTextPairs(meridianBefore)).toEqual([
      {
        field: 'link_color',
        description: 'link_color #4f8cff on main_background_color #111a2e tinted 14% with link_color',
        ratio: 4.42,
      },
      {
        field: 'active_menu_item_color',
        description: 'active_menu_item_color #4f8cff on main_background_color #111a2e tinted 14% with link_color',
        ratio: 4.42,
      },
    ]);
  });

  it('measures a colour the theme leaves out with the app’s default', () => {
    expect(findUnreadableTextPairs({ main_background_color: '#3a4a5a' }).map((pair) => pair.field)).toContain(
      'secondary_font_color',
    );
  });

  it('checks modal text on the modal surface, falling back to the main colours', () => {
    expect(findUnreadableTextPairs({ modal_background_color: '#d0d0d0' })).toEqual([
      expect.objectContaining({ field: 'modal_font_color', description: expect.stringContaining('#e6ebf1 on modal') }),
    ]);
  });

  it('blames the modal button colour when the button text picked for link_color does not read on it', () => {
    expect(findUnreadableTextPairs({ modal_button_color: '#1f3a8a' })).toEqual([
      expect.objectContaining({
        field: 'modal_button_color',
        description: 'button text #0b1016 on modal_button_color #1f3a8a',
      }),
    ]);
  });
});

describe('every text pair of a theme', () => {
  it('carries its ratio, the unreadable ones among them, so a picture can show how close each is to the line', () => {
    const pairs = findTextPairContrasts(meridianBefore);
    expect(pairs.length).toBeGreaterThan(20);
    expect(pairs.filter((pair) => pair.ratio < 4.5)).toEqual(findUnreadableTextPairs(meridianBefore));
    expect(pairs).toContainEqual({
      field: 'main_font_color',
      description: 'main_font_color #e6ebf5 on page_background_color #0b1220',
      ratio: expect.any(Number),
    });
  });
});

describe('a theme as a domain saves it', () => {
  it('is refused with every failing pair and its ratio in one message', () => {
    const result = readableThemeConfigSchema.safeParse(meridianBefore);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        '',
        'Text would be hard to read (text needs at least 4.5:1): link_color #4f8cff on main_background_color #111a2e tinted 14% with link_color is 4.42:1; active_menu_item_color #4f8cff on main_background_color #111a2e tinted 14% with link_color is 4.42:1',
      ],
      [
        'link_color',
        'link_color #4f8cff on main_background_color #111a2e tinted 14% with link_color is 4.42:1; text needs at least 4.5:1',
      ],
      [
        'active_menu_item_color',
        'active_menu_item_color #4f8cff on main_background_color #111a2e tinted 14% with link_color is 4.42:1; text needs at least 4.5:1',
      ],
    ]);
  });

  it('is accepted once the link colour is a little lighter', () => {
    const lighter = { ...meridianBefore, link_color: '#5590ff', active_menu_item_color: '#5590ff' };
    expect(readableThemeConfigSchema.safeParse(lighter).success).toBe(true);
  });
});
