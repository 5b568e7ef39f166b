import { stepUserTypeOf } from '@invest/contracts/onboarding-rules';
import { Badge, Checkbox, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date-time';
import { formatUsd } from '../../../shared/forms/amount-entry';
import { AmountInput } from '../../../shared/forms/amount-input';
import { useAppSelector } from '../../../shared/store/hooks';
import { onboardingSchemas } from '../onboarding-schemas';
import { StepCard, StepForm, type StepScreenProps } from '../step-layout';
import { useStepForm } from '../use-step-form';
import {
  type AccreditationValues,
  accreditationValuesOf,
  criteriaOf,
  criterionAmounts,
  isCriterion,
  jointIncomeThreshold,
  type PreviousCertification,
  previousCertificationOf,
  professionalLicences,
  toCertifyRequest,
} from './accreditation-values';

/** The certification made before: on what basis, when, and whether it still holds. */
function PreviousCertificationCard({ previous }: { previous: PreviousCertification }) {
  const { t } = useTranslation();
  const isExpired = Date.parse(previous.expiresAt) <= Date.now();
  const dates = { certified: formatDate(previous.certifiedAt), expires: formatDate(previous.expiresAt) };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="previous-certification-title">
      <Stack gap={6}>
        <Group justify="space-between" gap="sm">
          <Text fw={600} id="previous-certification-title">
            {t('onboardingLater.accreditation.previous.title')}
          </Text>
          <Badge variant="light" color={isExpired ? 'red' : 'teal'}>
            {isExpired
              ? t('onboardingLater.accreditation.previous.expired')
              : t('onboardingLater.accreditation.previous.valid')}
          </Badge>
        </Group>
        <Text size="sm">
          {previous.isAccredited && isCriterion(previous.criterion)
            ? t('onboardingLater.accreditation.previous.accredited', {
                criterion: t(`onboardingLater.accreditation.criteria.${previous.criterion}.label`),
              })
            : t('onboardingLater.accreditation.previous.notAccredited')}
        </Text>
        <Text size="sm" c="dimmed">
          {isExpired
            ? t('onboardingLater.accreditation.previous.expiredDates', dates)
            : t('onboardingLater.accreditation.previous.dates', dates)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('onboardingLater.accreditation.previous.renew')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * My Accreditation (SEC Rule 501(a) self-certification): the criterion, the amount it is judged on,
 * and whether the user (or entity) is accredited. The server holds the thresholds and answers an
 * amount below one with an error on that amount. A new certification replaces an earlier one.
 */
export function AccreditationStep(screen: StepScreenProps) {
  const { t } = useTranslation();
  const type = stepUserTypeOf(useAppSelector((state) => state.auth.user?.user_type) ?? 'Individual');
  const saved = screen.status.answers.self_certify_accredited;
  const previous = previousCertificationOf(saved);
  const context = { type, isRegCf: screen.status.workflow === 'reg_cf', isUpdate: previous !== null };
  const { form, onSubmit, message, isSaving } = useStepForm({
    draft: 'self_certify_accredited',
    initialValues: accreditationValuesOf(saved),
    schema: onboardingSchemas.certifyAccredited,
    toRequest: (values: AccreditationValues) => toCertifyRequest(values, context),
    path: 'certify-accredited',
    onDone: screen.onDone,
  });
  const criterion = form.values.criterion;
  const amount = isCriterion(criterion) ? criterionAmounts[criterion] : undefined;
  const isEntity = type === 'entity';

  return (
    <StepCard
      title={t('onboarding.labels.self_certify_accredited')}
      description={
        isEntity ? t('onboardingLater.accreditation.entityDescription') : t('onboardingLater.accreditation.description')
      }
    >
      {previous ? <PreviousCertificationCard previous={previous} /> : null}
      <StepForm
        screen={screen}
        onSubmit={onSubmit}
        message={message}
        isSaving={isSaving}
        submitLabel={previous ? t('onboardingLater.accreditation.update') : undefined}
      >
        <Radio.Group
          label={
            isEntity ? t('onboardingLater.accreditation.criterionEntity') : t('onboardingLater.accreditation.criterion')
          }
          required
          {...form.getInputProps('criterion')}
        >
          <Stack gap="sm" mt="xs">
            {criteriaOf[type].map((option) => (
              <Radio
                key={option}
                value={option}
                label={t(`onboardingLater.accreditation.criteria.${option}.label`)}
                description={t(`onboardingLater.accreditation.criteria.${option}.hint`, {
                  amount: formatUsd(criterionAmounts[option]?.threshold ?? '0'),
                  joint: formatUsd(jointIncomeThreshold),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
        {amount ? (
          <AmountInput
            key={amount.field}
            label={t(`onboardingLater.accreditation.amounts.${amount.field}`)}
            description={t(`onboardingLater.accreditation.amountHints.${amount.field}`)}
            required
            {...form.getInputProps(amount.field)}
          />
        ) : null}
        {criterion === 'professional' ? (
          <Checkbox.Group label={t('onboardingLater.accreditation.licences')} {...form.getInputProps('reasons')}>
            <Stack gap="xs" mt="xs">
              {professionalLicences.map((licence) => (
                <Checkbox
                  key={licence}
                  value={licence}
                  label={t(`onboardingLater.accreditation.licenceOptions.${licence}`)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        {criterion !== '' && criterion !== 'none' ? (
          <Checkbox
            label={
              isEntity ? t('onboardingLater.accreditation.certifyEntity') : t('onboardingLater.accreditation.certify')
            }
            description={t('onboardingLater.accreditation.certifyHint')}
            {...form.getInputProps('isAccredited', { type: 'checkbox' })}
          />
        ) : null}
        {context.isRegCf ? (
          <AmountInput
            label={t('onboardingLater.accreditation.amounts.amountRegCfDeals')}
            description={t('onboardingLater.accreditation.amountHints.amountRegCfDeals')}
            {...form.getInputProps('amountRegCfDeals')}
          />
        ) : null}
      </StepForm>
    </StepCard>
  );
}
