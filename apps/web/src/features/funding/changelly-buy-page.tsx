import type { ChangellyFiatOffer, Swap } from '@invest/contracts';
import { Badge, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { fundingSchemas } from './funding-schemas';
import { PurchaseOrderForm, PurchaseScreen } from './purchase-screen';
import { useChangellyFiatOffersQuery, useCreateChangellyFiatOrderMutation } from './swaps.api';

const provider = 'Changelly';
/** How long typing must pause before the offers are asked for, so they are not asked per keystroke. */
const offersDelayMs = 400;

/** The providers' live offers for the amount typed, the best first; the one chosen is the checkout used. */
function OfferChoice({
  amount,
  chosen,
  onChoose,
}: {
  amount: string | null;
  chosen: string | null;
  onChoose: (providerCode: string) => void;
}) {
  const { t } = useTranslation();
  const [settled] = useDebouncedValue(amount, offersDelayMs);
  const query = useChangellyFiatOffersQuery(settled && settled === amount ? { amount_from: settled } : skipToken);
  if (!amount)
    return (
      <Text size="sm" c="dimmed">
        {t('funding.changellyBuy.offersHint')}
      </Text>
    );
  if (query.isFetching || settled !== amount) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('funding.changellyBuy.offersLoading')}</Text>
      </Group>
    );
  }
  const offers: ChangellyFiatOffer[] = query.data?.items ?? [];
  if (offers.length === 0) return <Text size="sm">{t('funding.changellyBuy.offersNone')}</Text>;
  const selected = chosen && offers.some((offer) => offer.provider_code === chosen) ? chosen : offers[0]?.provider_code;
  return (
    <Radio.Group
      label={t('funding.changellyBuy.offersTitle', { amount: formatMoney(amount, 'USD') })}
      value={selected ?? null}
      onChange={onChoose}
    >
      <Stack gap="xs" mt="xs">
        {offers.map((offer, index) => (
          <Group key={offer.provider_code} gap="xs">
            <Radio
              value={offer.provider_code}
              label={t('funding.changellyBuy.offer', {
                provider: offer.provider_code,
                amount: formatMoney(offer.amount_expected_to, query.data?.to_currency ?? 'USD'),
                asset: query.data?.to_currency ?? 'USD',
                fee: formatMoney(offer.fee, 'USD'),
              })}
            />
            {index === 0 ? <Badge variant="light">{t('funding.changellyBuy.best')}</Badge> : null}
          </Group>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The purchase: US dollars paid by card at the chosen provider's checkout, less the domain's fee. */
function ChangellyBuyForm({ onOrdered }: { onOrdered: (swap: Swap) => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [order, { isLoading }] = useCreateChangellyFiatOrderMutation();
  return (
    <PurchaseOrderForm
      method="CHANGELLY_BUY"
      schema={fundingSchemas.changellyFiatOrder}
      toRequest={(amount) => ({ amount_from: amount, ...(chosen && { provider_code: chosen }) })}
      order={(body, idempotencyKey) => order({ body, idempotencyKey }).unwrap()}
      isLoading={isLoading}
      submitLabel={t('funding.changellyBuy.submit')}
      onOrdered={onOrdered}
    >
      {(amount) => <OfferChoice amount={amount} chosen={chosen} onChoose={setChosen} />}
    </PurchaseOrderForm>
  );
}

/**
 * `/funding/changelly-buy` (CHANGELLY_BUY): US dollars bought by card through the providers Changelly's
 * Fiat API compares: the offers for the amount live, then the chosen provider's checkout (a link to
 * it once the order is recorded; the sandbox acts the purchase out by itself), followed live until
 * the provider delivers or fails.
 */
export function ChangellyBuyPage() {
  const { t } = useTranslation();
  return (
    <PurchaseScreen
      method="CHANGELLY_BUY"
      rail="changellyFiat"
      provider={provider}
      title={t('funding.changellyBuy.pageTitle')}
      description={t('funding.changellyBuy.description')}
      renderForm={(onOrdered) => <ChangellyBuyForm onOrdered={onOrdered} />}
    />
  );
}
