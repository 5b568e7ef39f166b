import type { ThemeColorField } from '@invest/contracts/theme-colors';

/**
 * The theme's colour fields by what they paint, in the order the form shows them. `link_color` is
 * the theme's primary colour: buttons, links and the active menu item's tint.
 */
export const themeColourGroups = [
  {
    key: 'surfaces',
    fields: ['page_background_color', 'main_background_color', 'hover_background_color', 'form_field_background_color'],
  },
  { key: 'text', fields: ['main_font_color', 'secondary_font_color', 'positive_font_color', 'negative_font_color'] },
  {
    key: 'links',
    fields: [
      'link_color',
      'disabled_link_color',
      'menu_item_color',
      'active_menu_item_color',
      'secondary_menu_item_color',
      'active_secondary_menu_item_color',
    ],
  },
  {
    key: 'breadcrumbs',
    fields: ['breadcrumb_active_color', 'breadcrumb_inactive_color', 'breadcrumb_separator_color'],
  },
  { key: 'inputs', fields: ['input_font_color', 'disabled_input_font_color', 'input_placeholder_font_color'] },
  { key: 'charts', fields: ['trade_chart_tooltip_color', 'trade_chart_tooltip_background_color'] },
  { key: 'dialogs', fields: ['modal_background_color', 'modal_font_color', 'modal_button_color'] },
] as const satisfies readonly { key: string; fields: readonly ThemeColorField[] }[];
