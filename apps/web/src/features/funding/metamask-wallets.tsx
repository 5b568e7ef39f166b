import type { LinkedWallet } from '@invest/contracts';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { formatDateTime } from '../../shared/format/date-time';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { FormAlert } from '../../shared/ui/form-alert';
import { TableHead } from '../../shared/ui/table-head';
import { AddressInput } from './address-input';
import { useLinkWalletMutation, useUnlinkWalletMutation } from './deposits.api';
import { fundingSchemas } from './funding-schemas';
import { FundingSection } from './funding-screen';
import { ProblemText } from './problem-text';

/** The wallet the browser injects (EIP-1193), MetaMask's among them; absent without an extension. */
interface InjectedWallet {
  request: (call: { method: string }) => Promise<unknown>;
}

const injectedWallet = () => (window as Window & { ethereum?: InjectedWallet }).ethereum;

/** "0x1234…abcd", for the names of the buttons of a row. */
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

function WalletRow({ wallet }: { wallet: LinkedWallet }) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const [unlink, { isLoading, error, reset }] = useUnlinkWalletMutation();
  const short = shortAddress(wallet.wallet);
  const close = () => {
    reset();
    setConfirming(false);
  };
  return (
    <Table.Tr>
      <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
        {wallet.wallet}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(wallet.created_at)}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="default"
          onClick={() => setConfirming(true)}
          aria-label={t('funding.metamask.unlink', { wallet: short })}
        >
          {t('funding.metamask.unlinkShort')}
        </Button>
        <ConfirmDialog
          opened={isConfirming}
          onClose={close}
          onConfirm={() => void unlink({ wallet: wallet.wallet })}
          title={t('funding.metamask.confirmUnlink', { wallet: short })}
          confirmLabel={t('funding.metamask.unlinkYes')}
          confirmColor="red"
          isConfirming={isLoading}
          error={isApiError(error) ? error.message : null}
        >
          <Text size="sm">{t('funding.metamask.unlinkBody')}</Text>
        </ConfirmDialog>
      </Table.Td>
    </Table.Tr>
  );
}

/** Reads the account the injected wallet shares into the form; optional, the address may be typed. */
function ConnectWallet({ onAccount }: { onAccount: (address: string) => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [isAsking, setAsking] = useState(false);
  const wallet = injectedWallet();
  if (!wallet) return null;
  const connect = async () => {
    setProblem(null);
    setAsking(true);
    try {
      const accounts = await wallet.request({ method: 'eth_requestAccounts' });
      const first = Array.isArray(accounts) ? accounts.find((account) => typeof account === 'string') : undefined;
      if (first) onAccount(first);
      else setProblem(t('funding.metamask.noAccount'));
    } catch {
      setProblem(t('funding.metamask.connectRefused'));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="default" onClick={() => void connect()} loading={isAsking}>
        {t('funding.metamask.connect')}
      </Button>
      {problem ? <ProblemText role="alert">{problem}</ProblemText> : null}
    </Stack>
  );
}

/**
 * The wallets whose transfers are credited to the investor: each with a way to unlink it (asked
 * twice), and a form to link another, typed or read from MetaMask when the browser has it.
 */
export function LinkedWallets({ wallets }: { wallets: LinkedWallet[] }) {
  const { t } = useTranslation();
  const [link, { isLoading }] = useLinkWalletMutation();
  const form = useForm({
    initialValues: { wallet: '', provider: 'metamask' },
    ...useContractValidation(fundingSchemas.linkWallet),
  });
  const feedback = useFormFeedback(form);
  const onSubmit = form.onSubmit(async (body) => {
    await feedback.attempt(async () => {
      await link(body).unwrap();
      form.reset();
    });
  });

  return (
    <FundingSection title={t('funding.metamask.walletsTitle')}>
      {wallets.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('funding.metamask.noWallets')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t('funding.metamask.walletsTitle')}>
            <TableHead
              labels={[t('funding.metamask.address'), t('funding.metamask.linkedAt'), t('funding.metamask.action')]}
            />
            <Table.Tbody>
              {wallets.map((wallet) => (
                <WalletRow key={wallet.wallet} wallet={wallet} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormAlert message={feedback.message} />
          <AddressInput
            label={t('funding.metamask.newWallet')}
            description={t('funding.metamask.newWalletHint')}
            placeholder="0x…"
            required
            {...form.getInputProps('wallet')}
          />
          <Group gap="sm">
            <Button type="submit" loading={isLoading}>
              {t('funding.metamask.link')}
            </Button>
            <ConnectWallet onAccount={(address) => form.setFieldValue('wallet', address)} />
          </Group>
        </Stack>
      </form>
    </FundingSection>
  );
}
