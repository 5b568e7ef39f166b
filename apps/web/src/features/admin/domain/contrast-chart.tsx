import '@mantine/charts/styles.css';
import type { ThemeConfig } from '@invest/contracts';
import { minimumTextContrast } from '@invest/contracts/color-contrast';
import type { ThemeColorField } from '@invest/contracts/theme-colors';
import { findTextPairContrasts } from '@invest/contracts/theme-contrast';
import { BarChart } from '@mantine/charts';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from '../console/chart-data-table';

/** Each text colour's lowest contrast over the surfaces the app draws it on: what decides whether it reads. */
function lowestContrasts(theme: ThemeConfig) {
  const lowest = new Map<ThemeColorField, number>();
  for (const pair of findTextPairContrasts(theme)) {
    lowest.set(pair.field, Math.min(pair.ratio, lowest.get(pair.field) ?? Number.POSITIVE_INFINITY));
  }
  return [...lowest].map(([field, ratio]) => ({ field, ratio }));
}

/**
 * How well each text colour of the draft theme reads, as bars against WCAG AA's 4.5:1 line: a picture
 * of which colours are close to the line, beside the warnings on the fields under it. The picture is
 * inert (the chart library makes it focusable); screen readers get the figures as a table.
 */
export function ContrastChart({ theme }: { theme: ThemeConfig }) {
  const { t } = useTranslation();
  const data = lowestContrasts(theme).map(({ field, ratio }) => ({
    colour: t(`admin.domain.colours.fields.${field}`),
    ratio,
  }));
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('admin.domain.colours.chartTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.domain.colours.chartHint', { minimum: minimumTextContrast })}
      </Text>
      <div inert>
        <BarChart
          h={data.length * 26 + 40}
          data={data}
          dataKey="colour"
          orientation="vertical"
          series={[{ name: 'ratio', label: t('admin.domain.colours.ratio') }]}
          getBarColor={(value) => (value < minimumTextContrast ? 'var(--app-negative)' : 'var(--app-primary)')}
          referenceLines={[
            {
              x: minimumTextContrast,
              color: 'var(--app-negative)',
              label: `${minimumTextContrast}:1`,
              labelPosition: 'insideTopRight',
            },
          ]}
          xAxisProps={{ domain: [0, 21] }}
          yAxisProps={{ width: 190 }}
          valueFormatter={(value) => `${value}:1`}
          withTooltip={false}
          gridAxis="x"
        />
      </div>
      <ChartDataTable
        caption={t('admin.domain.colours.chartTitle')}
        headers={[t('admin.domain.colours.colour'), t('admin.domain.colours.ratio')]}
        rows={data.map((row) => ({ key: row.colour, cells: [row.colour, `${row.ratio}:1`] }))}
      />
    </Stack>
  );
}
