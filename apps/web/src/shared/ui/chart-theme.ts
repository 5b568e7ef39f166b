import { type ChartOptions, ColorType, createChart, type DeepPartial, type IChartApi } from 'lightweight-charts';

/** The colours of a chart, read from the app's CSS variables of the current colour scheme and tenant. */
export interface ChartColours {
  up: string;
  down: string;
  primary: string;
  text: string;
  grid: string;
}

function readChartColours(): ChartColours {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    up: read('--app-positive'),
    down: read('--app-negative'),
    primary: read('--app-primary'),
    text: read('--app-text-secondary'),
    grid: read('--app-border'),
  };
}

/**
 * A chart in `element`, without the library's logo: drawing it adds a style element without the
 * page's nonce, so the charts credit the library with ChartAttribution instead.
 */
export function createAppChart(element: HTMLElement, options: DeepPartial<ChartOptions>): IChartApi {
  return createChart(element, { ...options, layout: { ...options.layout, attributionLogo: false } });
}

/**
 * Paints `chart` in the current scheme, then again whenever the colour scheme or the tenant's theme
 * changes, calling `paintSeries` each time with the colours. Returns the function that stops watching.
 */
export function followColourScheme(chart: IChartApi, paintSeries: (colours: ChartColours) => void): () => void {
  const paint = () => {
    const colours = readChartColours();
    chart.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: colours.text,
      },
      grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
      rightPriceScale: { borderColor: colours.grid },
      timeScale: { borderColor: colours.grid },
    });
    paintSeries(colours);
  };
  paint();
  const watcher = new MutationObserver(paint);
  watcher.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-mantine-color-scheme', 'style'],
  });
  return () => watcher.disconnect();
}

/** `colour` (any CSS colour the canvas understands) at `alpha` opacity, as rgba() the chart library reads. */
export function withAlpha(colour: string, alpha: number): string {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return colour;
  context.fillStyle = colour;
  const normalised = context.fillStyle;
  if (!normalised.startsWith('#')) return colour;
  const channel = (start: number) => Number.parseInt(normalised.slice(start, start + 2), 16);
  return `rgba(${channel(1)}, ${channel(3)}, ${channel(5)}, ${alpha})`;
}
