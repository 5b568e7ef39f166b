import type { AdminOffering } from '@invest/contracts';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatMoney } from '../../../shared/format/money';
import { paragraphsOf } from '../../../shared/format/paragraphs';
import { SectionCard } from '../../../shared/ui/section-card';
import { areTermsEditable } from './admin-offering-labels';
import { useUpdateOfferingMutation } from './admin-offerings.api';
import { OfferingPrice } from './offering-price';
import { OfferingTermsForm } from './offering-terms-form';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function TermsSummary({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const usd = (decimal: string) => formatMoney(decimal, offering.quote_asset);
  const paragraphs = paragraphsOf(offering.risk_text);
  return (
    <Stack gap="lg">
      <Text size="sm">{offering.summary}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <Term label={t('admin.offering.issuer')}>{offering.issuer_name}</Term>
        <Term label={t('admin.offering.security')}>
          {`${t(`offerings.workflows.${offering.workflow}`)} · ${t(`offerings.securityTypes.${offering.security_type}`)}`}
        </Term>
        <Term label={t('admin.offering.asset')}>{offering.asset}</Term>
        <Term label={offering.price_range ? t('admin.offering.priceRange') : t('admin.offering.price')}>
          <OfferingPrice offering={offering} />
        </Term>
        <Term label={t('admin.offering.investment')}>
          {offering.max_investment
            ? t('admin.offering.investmentRange', {
                min: usd(offering.min_investment),
                max: usd(offering.max_investment),
              })
            : t('admin.offering.investmentFrom', { min: usd(offering.min_investment) })}
        </Term>
        <Term label={t('admin.offering.raise')}>
          {t('admin.offering.raiseRange', { target: usd(offering.target_raise), max: usd(offering.max_raise) })}
        </Term>
        <Term label={t('admin.offering.opens')}>{formatDateTime(offering.opens_at)}</Term>
        <Term label={t('admin.offering.closes')}>{formatDateTime(offering.closes_at)}</Term>
        <Term label={t('admin.offering.eligibility')}>
          {offering.accredited_only ? t('admin.offering.accreditedOnly') : t('admin.offering.everyone')}
          {offering.restricted_countries.length > 0
            ? ` · ${t('admin.offering.restricted', { countries: offering.restricted_countries.join(', ') })}`
            : ''}
        </Term>
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('admin.offering.risks')}
        </Text>
        {paragraphs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.offering.noRisks')}
          </Text>
        ) : (
          paragraphs.map((paragraph) => (
            <Text key={paragraph} size="sm">
              {paragraph}
            </Text>
          ))
        )}
      </Stack>
    </Stack>
  );
}

/** The offering's terms as investors will read them, and the form that changes them while it has not opened. */
export function OfferingTermsCard({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  const [update] = useUpdateOfferingMutation();
  const isEditable = areTermsEditable(offering);

  return (
    <SectionCard
      id="offering-terms"
      title={t('admin.offering.terms')}
      description={isEditable ? t('admin.offering.termsDescription') : t('admin.offering.notEditable')}
      aside={
        isEditable && !isEditing ? (
          <Button variant="light" onClick={() => setEditing(true)}>
            {t('admin.offering.edit')}
          </Button>
        ) : null
      }
    >
      {isEditing && isEditable ? (
        <OfferingTermsForm
          offering={offering}
          submitLabel={t('admin.offeringForm.save')}
          onSubmit={async (body) => {
            await update({ id: offering.id, body }).unwrap();
            notifications.show({ color: 'green', message: t('admin.offeringForm.saved') });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <TermsSummary offering={offering} />
      )}
    </SectionCard>
  );
}
