import type { UserBonus } from '@invest/contracts';
import { Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatMoney } from '../../../shared/format/money';
import { EmptyState } from '../../../shared/ui/empty-state';
import { GiftIcon } from '../../../shared/ui/icons';
import { pageFrom } from '../../../shared/ui/list-pager';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import { PagedTable } from '../console/paged-table';
import { bonusUserName } from './bonus-user-name';
import { useUserBonusesQuery } from './bonuses.api';
import { PayBonusModal } from './pay-bonus-modal';

const pageSize = 20;

function BonusRow({ bonus, onPay }: { bonus: UserBonus; onPay: () => void }) {
  const { t } = useTranslation();
  const name = bonusUserName(bonus);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {bonus.email}
        </Text>
      </Table.Td>
      <Table.Td>{bonus.investor_id ?? '—'}</Table.Td>
      <Table.Td fw={500}>{`${formatMoney(bonus.amount_due, bonus.currency)} ${bonus.currency}`}</Table.Td>
      <Table.Td>{bonus.last_bonus_date ? formatDateTime(bonus.last_bonus_date) : t('admin.bonuses.never')}</Table.Td>
      <Table.Td>
        <Button size="xs" onClick={onPay} aria-label={t('admin.bonuses.payLabel', { name })}>
          {t('admin.bonuses.pay')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/admin/bonuses`: the users with a bonus due (SPEC 7 Reports user-bonus), the largest first, each
 * paid from a modal that asks for the amount and a confirmation; each payment is in the audit trail.
 */
export function BonusesPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.bonuses.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const bonuses = useUserBonusesQuery({ page, limit: pageSize }, { refetchOnMountOrArgChange: true });
  const [paying, setPaying] = useState<UserBonus | null>(null);
  return (
    <>
      <PageHeader title={t('admin.bonuses.title')} description={t('admin.bonuses.description')} />
      <WhenLoaded query={bonuses}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState icon={<GiftIcon size={24} />}>{t('admin.bonuses.empty')}</EmptyState>
          ) : (
            <PagedTable
              page={data}
              label={t('admin.bonuses.table')}
              headers={[
                t('admin.bonuses.user'),
                t('admin.bonuses.investorId'),
                t('admin.bonuses.due'),
                t('admin.bonuses.lastPaid'),
                t('admin.bonuses.pay'),
              ]}
              range={(shown) => t('admin.bonuses.range', shown)}
              pagerLabel={t('admin.bonuses.pagination')}
              onPage={(next) => setSearch({ page: String(next) })}
            >
              {data.items.map((bonus) => (
                <BonusRow key={bonus.id} bonus={bonus} onPay={() => setPaying(bonus)} />
              ))}
            </PagedTable>
          )
        }
      </WhenLoaded>
      <PayBonusModal bonus={paying} onClose={() => setPaying(null)} />
    </>
  );
}
