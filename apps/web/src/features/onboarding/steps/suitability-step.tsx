import {
  countAnswers,
  decisionStyleAnswers,
  importanceAnswers,
  type SuitabilityRequest,
} from '@invest/contracts/onboarding';
import { riskTolerances } from '@invest/contracts/onboarding-rules';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { onboardingSchemas } from '../onboarding-schemas';
import { StepCard, StepForm, type StepScreenProps } from '../step-layout';
import { useStepForm } from '../use-step-form';

type SuitabilityValues = Record<keyof SuitabilityRequest, string>;

const questions = [
  { field: 'liquidity_importance', label: 'liquidity', answers: importanceAnswers },
  { field: 'risk_tolerance', label: 'riskTolerance', answers: riskTolerances },
  { field: 'investments_last_year', label: 'investmentsLastYear', answers: countAnswers },
  { field: 'decision_style', label: 'decisionStyle', answers: decisionStyleAnswers },
] as const;

/** Suitability (US persons): four questions with the answer sets of SPEC 3. */
export function SuitabilityStep(screen: StepScreenProps) {
  const { t } = useTranslation();
  const saved = screen.status.answers.suitability ?? {};
  const initialValues = Object.fromEntries(
    questions.map(({ field }) => [field, typeof saved[field] === 'string' ? saved[field] : '']),
  ) as SuitabilityValues;
  const { form, onSubmit, message, isSaving } = useStepForm({
    draft: 'suitability',
    initialValues,
    schema: onboardingSchemas.suitability,
    toRequest: (values: SuitabilityValues) => values,
    path: 'suitability',
    onDone: screen.onDone,
  });

  return (
    <StepCard title={t('onboarding.labels.suitability')} description={t('onboarding.suitability.description')}>
      <StepForm screen={screen} onSubmit={onSubmit} message={message} isSaving={isSaving}>
        {questions.map(({ field, label, answers }) => (
          <Radio.Group key={field} label={t(`onboarding.suitability.${label}`)} required {...form.getInputProps(field)}>
            <Stack gap="xs" mt="xs">
              {answers.map((answer) => (
                <Radio key={answer} value={answer} label={t(`onboarding.suitability.answers.${answer}`)} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
      </StepForm>
    </StepCard>
  );
}
