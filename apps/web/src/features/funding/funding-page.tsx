import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/format/money';
import { EmptyState } from '../../shared/ui/empty-state';
import { ClockIcon } from '../../shared/ui/icons';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { ReflowActions, ReflowCell, ReflowTable, ReflowTitle } from '../../shared/ui/reflow-table';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { usePaymentOptionsRulesQuery } from '../lookups';
import { type FundingOption, fundingOptions } from './funding-methods';

/** The comparison's column headers, in order. */
function useMethodColumns() {
  const { t } = useTranslation();
  return {
    method: t('funding.method'),
    fee: t('funding.fee'),
    limits: t('funding.limits'),
    speed: t('funding.speed'),
    onFailure: t('funding.onFailure'),
    start: t('funding.start'),
  };
}

function MethodRow({ option, columns }: { option: FundingOption; columns: ReturnType<typeof useMethodColumns> }) {
  const { t } = useTranslation();
  const { rule, asset, key, path } = option;
  const name = t(`funding.methods.${key}.name`);
  const isFree = !rule || Number(rule.fee_pct) === 0;
  return (
    <Table.Tr>
      <ReflowTitle>
        <Text fw={600}>{name}</Text>
      </ReflowTitle>
      <ReflowCell label={columns.fee}>
        {isFree ? t('funding.noFee') : t('funding.feePct', { pct: rule.fee_pct })}
      </ReflowCell>
      <ReflowCell label={columns.limits}>
        {rule
          ? t('funding.limitRange', {
              min: formatMoney(rule.min_amount, asset),
              max: formatMoney(rule.max_amount, asset),
              asset,
            })
          : t('funding.noLimits')}
      </ReflowCell>
      <ReflowCell label={columns.speed}>{t(`funding.methods.${key}.speed`)}</ReflowCell>
      <ReflowCell label={columns.onFailure} isLong>
        <Text size="sm">{t(`funding.methods.${key}.refund`)}</Text>
      </ReflowCell>
      <ReflowActions>
        {path ? (
          <Button component={Link} to={path} size="xs" aria-label={t('funding.startMethod', { method: name })}>
            {t('funding.start')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed" fw={500} title={t('funding.comingSoonHint')} style={{ whiteSpace: 'nowrap' }}>
            {t('funding.comingSoon')}
          </Text>
        )}
      </ReflowActions>
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
  const columns = useMethodColumns();
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
            <ReflowTable
              reflowBelow="md"
              labels={Object.values(columns)}
              verticalSpacing="md"
              horizontalSpacing="md"
              aria-label={t('funding.compareCaption')}
            >
              {options.map((option) => (
                <MethodRow key={option.method} option={option} columns={columns} />
              ))}
            </ReflowTable>
          </Paper>
        )}
      </Stack>
    </>
  );
}
