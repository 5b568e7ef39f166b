import type { Ballot, Proposal } from '@invest/contracts';
import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { formatExchangeAmount } from '../../shared/format/money';
import { SectionCard } from '../../shared/ui/section-card';

function ReceiptLine({ label, value, canCopy = false }: { label: string; value: string; canCopy?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text ff={canCopy ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Stack>
      {canCopy ? (
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="default"
              style={{ flexShrink: 0 }}
              onClick={copy}
              aria-label={`${t('voting.receipt.copy')} ${label}`}
            >
              {copied ? t('voting.receipt.copied') : t('voting.receipt.copy')}
            </Button>
          )}
        </CopyButton>
      ) : null}
    </Group>
  );
}

/** What the investor keeps of their ballot: its id and the fingerprint of what it says. */
export function BallotReceipt({ proposal, ballot }: { proposal: Proposal; ballot: Ballot }) {
  const { t } = useTranslation();
  const choice = proposal.options.find((option) => option.key === ballot.option)?.label ?? ballot.option;
  return (
    <SectionCard id="ballot-receipt" title={t('voting.receipt.title')} description={t('voting.receipt.description')}>
      <Stack gap="sm" data-testid="ballot-receipt">
        <ReceiptLine
          label={t('voting.receipt.choice')}
          value={`${choice} · ${formatExchangeAmount(ballot.weight)} ${proposal.asset}`}
        />
        <ReceiptLine label={t('voting.receipt.ballotId')} value={ballot.receipt.ballot_id} canCopy />
        <ReceiptLine label={t('voting.receipt.hash')} value={ballot.receipt.hash} canCopy />
        <ReceiptLine
          label={t('voting.receipt.castAt')}
          value={`${formatDateTime(ballot.receipt.cast_at)} · ${t('voting.receipt.revision')} ${ballot.receipt.revision}`}
        />
      </Stack>
    </SectionCard>
  );
}
