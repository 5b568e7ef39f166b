import type { AdminLedgerAccount } from '@invest/contracts';
import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSignedMoney } from '../../../shared/format/money';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FileIcon } from '../../../shared/ui/icons';
import { SectionCard } from '../../../shared/ui/section-card';
import { useFileDownload } from '../../../shared/ui/use-file-download';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import { PagedTable } from '../console/paged-table';
import { AccountMovementsModal } from './account-movements-modal';
import { useDomainLedgerFileMutation, useDomainLedgerQuery } from './admin-reports.api';
import { CsvDownloadButton } from './csv-download-button';
import { ledgerAccountName } from './ledger-account-name';
import { LedgerTotals } from './ledger-totals';
import { ReconciliationCard } from './reconciliation-card';

const pageSize = 20;

function AccountRow({ account, onOpen }: { account: AdminLedgerAccount; onOpen: () => void }) {
  const { t } = useTranslation();
  const domainOwner = t('admin.reports.ledger.domainOwner');
  return (
    <Table.Tr>
      <Table.Td>{account.owner_kind === 'user' ? (account.owner_email ?? account.owner_id) : domainOwner}</Table.Td>
      <Table.Td>{account.purpose}</Table.Td>
      <Table.Td>{account.asset}</Table.Td>
      <Table.Td>{formatSignedMoney(account.balance, account.asset)}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="default"
          onClick={onOpen}
          aria-label={t('admin.reports.ledger.movementsLabel', { account: ledgerAccountName(account, domainOwner) })}
        >
          {t('admin.reports.ledger.movements')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The domain's ledger: what each asset's accounts hold, the reconciliation, and every account with its
 * balance (of one asset or all), each opening its movements; the accounts as a CSV file.
 */
export function LedgerTab() {
  const { t } = useTranslation();
  const [asset, setAsset] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<AdminLedgerAccount | null>(null);
  const ledger = useDomainLedgerQuery({ page, limit: pageSize, asset: asset ?? undefined });
  const allAssets = useDomainLedgerQuery({ page: 1, limit: 1 });
  const [fetchFile, file] = useDomainLedgerFileMutation();
  const { download, failure } = useFileDownload(t('admin.reports.downloadFailed'));
  const assets = allAssets.data?.totals.map((total) => total.asset) ?? [];

  return (
    <Stack gap="lg">
      <WhenLoaded query={allAssets}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState icon={<FileIcon size={24} />}>{t('admin.reports.ledger.empty')}</EmptyState>
          ) : (
            <LedgerTotals totals={data.totals} />
          )
        }
      </WhenLoaded>
      <ReconciliationCard />
      <SectionCard
        id="ledger-accounts-title"
        title={t('admin.reports.ledger.accountsTitle')}
        aside={
          <Group gap="sm" align="flex-end">
            <Select
              label={t('admin.reports.ledger.assetFilter')}
              placeholder={t('admin.reports.ledger.allAssets')}
              data={assets}
              value={asset}
              onChange={(next) => {
                setAsset(next);
                setPage(1);
              }}
              clearable
              w={160}
            />
            <CsvDownloadButton
              loading={file.isLoading}
              onClick={() =>
                void download(
                  () => fetchFile({ asset: asset ?? undefined }).unwrap(),
                  asset ? `ledger-${asset}.csv` : 'ledger.csv',
                )
              }
            />
          </Group>
        }
      >
        <FormAlert message={failure} />
        <WhenLoaded query={ledger}>
          {(data) =>
            data.total === 0 ? (
              <Text size="sm" c="dimmed">
                {t('admin.reports.ledger.empty')}
              </Text>
            ) : (
              <PagedTable
                page={data}
                label={t('admin.reports.ledger.accountsTable')}
                isDense
                headers={[
                  t('admin.reports.ledger.owner'),
                  t('admin.reports.ledger.purpose'),
                  t('admin.reports.ledger.asset'),
                  t('admin.reports.ledger.balance'),
                  t('admin.reports.ledger.movements'),
                ]}
                range={(shown) => t('admin.reports.ledger.range', shown)}
                pagerLabel={t('admin.reports.ledger.pagination')}
                onPage={setPage}
              >
                {data.items.map((account) => (
                  <AccountRow key={account.id} account={account} onOpen={() => setOpened(account)} />
                ))}
              </PagedTable>
            )
          }
        </WhenLoaded>
      </SectionCard>
      <AccountMovementsModal account={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
