import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/format/money';
import { EmptyState } from '../../shared/ui/empty-state';
import { ClockIcon } from '../../shared/ui/icons';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { TableHead } from '../../shared/ui/table-head';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { usePaymentOptionsRulesQuery } from '../lookups';
import { type FundingOption, fundingOptions } from './funding-methods';

function MethodRow({ option }: { option: FundingOption }) {
  const { t } = useTranslation();
  const { rule, asset, key, path } = option;
  const name = t(`funding.methods.${key}.name`);
  const isFree = !rule || Number(rule.fee_pct) === 0;
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Text fw={600}>{name}</Text>
      </Table.Th>
      <Table.Td>{isFree ? t('funding.noFee') : t('funding.feePct', { pct: rule.fee_pct })}</Table.Td>
      <Table.Td>
        {rule
          ? t('funding.limitRange', {
              min: formatMoney(rule.min_amount, asset),
              max: formatMoney(rule.max_amount, asset),
              asset,
            })
          : t('funding.noLimits')}
      </Table.Td>
      <Table.Td>{t(`funding.methods.${key}.speed`)}</Table.Td>
      <Table.Td maw={280}>
        <Text size="sm">{t(`funding.methods.${key}.refund`)}</Text>
      </Table.Td>
      <Table.Td>
        {path ? (
          <Button component={Link} to={path} size="xs" aria-label={t('funding.startMethod', { method: name })}>
            {t('funding.start')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed" fw={500} title={t('funding.comingSoonHint')} style={{ whiteSpace: 'nowrap' }}>
            {t('funding.comingSoon')}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/funding`: the domain's funding methods side by side (fee and limits from its payment rules;
 * speed and what a failure means from what the app knows of each), each leading to its screen.
 * Methods the server does not take yet are listed as coming soon.
 */
export function FundingPage() {
  const { t } = useTranslation();
  usePageTitle(t('funding.pageTitle'));
  const rules = usePaymentOptionsRulesQuery();
  const options = rules.data ? fundingOptions(rules.data) : [];

  return (
    <>
      <PageHeader title={t('funding.pageTitle')} description={t('funding.description')} />
      <Stack gap="lg">
        <Group gap="sm">
          <Button component={Link} to="/funding/withdraw" variant="default">
            {t('funding.withdrawLink')}
          </Button>
          <Button component={Link} to="/funding/history" variant="default">
            {t('funding.historyLink')}
          </Button>
        </Group>
        {rules.isLoading ? (
          <ListSkeleton />
        ) : rules.isError ? (
          <QueryError error={rules.error} onRetry={() => void rules.refetch()} />
        ) : options.length === 0 ? (
          <EmptyState icon={<ClockIcon />}>{t('funding.noMethods')}</EmptyState>
        ) : (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="md" horizontalSpacing="md" aria-label={t('funding.compareCaption')}>
                <TableHead
                  labels={[
                    t('funding.method'),
                    t('funding.fee'),
                    t('funding.limits'),
                    t('funding.speed'),
                    t('funding.onFailure'),
                    t('funding.start'),
                  ]}
                />
                <Table.Tbody>
                  {options.map((option) => (
                    <MethodRow key={option.method} option={option} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
    </>
  );
}
