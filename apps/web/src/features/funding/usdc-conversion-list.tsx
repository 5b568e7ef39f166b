import type { ConversionStatus, Page, UsdcConversion, UsdcConversionUpdate } from '@invest/contracts';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { formatDateTime } from '../../shared/format/date-time';
import { formatMoney } from '../../shared/format/money';
import { amountEntryToDecimal, formatUsd } from '../../shared/forms/amount-entry';
import { AmountInput } from '../../shared/forms/amount-input';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { FormAlert } from '../../shared/ui/form-alert';
import { ReflowActions, ReflowCell, ReflowTable, ReflowTitle } from '../../shared/ui/reflow-table';
import { type BadgeTone, ToneBadge } from '../../shared/ui/tone-badge';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { useUpdateUsdcConversionMutation } from './conversions.api';
import { fundingSchemas } from './funding-schemas';
import { checkAmountWith, isPending } from './usdc-conversions';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

const tones: Record<ConversionStatus, BadgeTone> = {
  PENDING: 'warning',
  COMPLETED: 'positive',
  FAILED: 'negative',
  CANCELLED: 'neutral',
};

/** What the list reads of its query: RTK Query's result, or the same shape. */
interface ConversionsQuery {
  data?: Page<UsdcConversion>;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The amount a conversion takes, as SPEC 5 shows it ("1,234.50 USDC"). */
const amountOf = (conversion: UsdcConversion) =>
  `${formatMoney(conversion.amount, conversion.from)} ${conversion.from}`;

function CancelConversionButton({ conversion }: { conversion: UsdcConversion }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const [update, { isLoading, error, reset }] = useUpdateUsdcConversionMutation();
  const close = () => {
    reset();
    dialog.close();
  };
  const cancel = async () => {
    await update({ id: conversion.id, body: { status: 'CANCELLED' } }).unwrap();
    dialog.close();
    notifications.show({ color: 'teal', message: t('funding.usdc.convert.cancelled') });
  };
  const amount = formatMoney(conversion.amount, conversion.from);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        color="red"
        onClick={dialog.open}
        aria-label={t('funding.usdc.convert.cancelLabel', { amount, from: conversion.from })}
      >
        {t('funding.usdc.convert.cancel')}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        onConfirm={() => void cancel().catch(() => undefined)}
        title={t('funding.usdc.convert.cancelTitle')}
        cancelLabel={t('funding.usdc.convert.no')}
        confirmLabel={t('funding.usdc.convert.yesCancel')}
        confirmColor="red"
        isConfirming={isLoading}
        error={isApiError(error) ? error.message : null}
      >
        <Text size="sm">{t('funding.usdc.convert.cancelBody', { amount, from: conversion.from })}</Text>
      </ConfirmDialog>
    </>
  );
}

function EditAmountForm({ conversion, onDone }: { conversion: UsdcConversion; onDone: () => void }) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateUsdcConversionMutation();
  const contract = useContractValidation(fundingSchemas.usdcConversionUpdate, (values: { amount: string }) => ({
    amount: amountEntryToDecimal(values.amount),
  }));
  const form = useForm<{ amount: string }, UsdcConversionUpdate>({
    initialValues: { amount: formatUsd(conversion.amount) },
    validate: checkAmountWith(contract.validate, t('funding.usdc.convert.zeroAmount')),
    transformValues: contract.transformValues,
  });
  const feedback = useFormFeedback(form);
  const onSubmit = form.onSubmit(async (body) => {
    await feedback.attempt(async () => {
      const updated = await update({ id: conversion.id, body }).unwrap();
      onDone();
      notifications.show({ color: 'teal', message: t('funding.usdc.convert.updated', { amount: amountOf(updated) }) });
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <AmountInput
          label={t('funding.usdc.convert.amount', { asset: conversion.from })}
          required
          data-autofocus
          {...form.getInputProps('amount')}
          onChange={(value) => form.setFieldValue('amount', value)}
        />
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('funding.usdc.convert.save')}
        </Button>
      </Stack>
    </form>
  );
}

function EditAmountButton({ conversion }: { conversion: UsdcConversion }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const label = t('funding.usdc.convert.editLabel', {
    amount: formatMoney(conversion.amount, conversion.from),
    from: conversion.from,
  });
  return (
    <>
      <Button size="xs" variant="default" onClick={dialog.open} aria-label={label}>
        {t('funding.usdc.convert.edit')}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={t('funding.usdc.convert.editTitle')}>
        <EditAmountForm conversion={conversion} onDone={dialog.close} />
      </Modal>
    </>
  );
}

/** What may be done with a conversion: while it is pending, change its amount or cancel it. */
export function ConversionActions({ conversion }: { conversion: UsdcConversion }) {
  if (!isPending(conversion)) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <EditAmountButton conversion={conversion} />
      <CancelConversionButton conversion={conversion} />
    </Group>
  );
}

/** The latest conversions, newest first, with their status, and `actions` for each. */
export function ConversionList({
  query,
  actions,
}: {
  query: ConversionsQuery;
  actions: (conversion: UsdcConversion) => ReactNode;
}) {
  const { t } = useTranslation();
  const title = t('funding.usdc.convert.listTitle');
  const columns = {
    date: t('funding.usdc.convert.requestedAt'),
    conversion: t('funding.usdc.convert.conversion'),
    amount: t('funding.usdc.convert.amountColumn'),
    status: t('funding.usdc.convert.status'),
    actions: t('funding.usdc.convert.actions'),
  };
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {title}
      </Text>
      <WhenLoaded query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('funding.usdc.convert.empty')}
            </Text>
          ) : (
            <ReflowTable reflowBelow="sm" labels={Object.values(columns)} verticalSpacing="xs" aria-label={title}>
              {items.map((conversion) => (
                <Table.Tr key={conversion.id}>
                  <ReflowTitle fw={400} style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(conversion.created_at)}
                  </ReflowTitle>
                  <ReflowCell label={columns.conversion}>
                    {t('funding.usdc.convert.fromTo', { from: conversion.from, to: conversion.to })}
                  </ReflowCell>
                  <ReflowCell label={columns.amount} ta="right" style={numeric}>
                    {amountOf(conversion)}
                  </ReflowCell>
                  <ReflowCell label={columns.status}>
                    <Stack gap={2} align="flex-start">
                      <ToneBadge tone={tones[conversion.status]}>
                        {t(`funding.usdc.convert.${conversion.status}`)}
                      </ToneBadge>
                      {conversion.failure_reason ? (
                        <Text size="xs" c="dimmed">
                          {conversion.failure_reason}
                        </Text>
                      ) : null}
                    </Stack>
                  </ReflowCell>
                  <ReflowActions>{actions(conversion)}</ReflowActions>
                </Table.Tr>
              ))}
            </ReflowTable>
          )
        }
      </WhenLoaded>
    </Stack>
  );
}
