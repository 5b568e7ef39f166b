import type { InvestorOffering, Subscription, SubscriptionForm } from '@invest/contracts';
import { Alert, Group, Loader, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountStep } from './amount-step';
import { DoneStep } from './done-step';
import { useSavedSubscriptionFormQuery } from './offerings.api';
import { ReviewStep } from './review-step';
import { SignStep } from './sign-step';
import { TaxStep } from './tax-step';
import { useActiveCommitment } from './use-active-commitment';

type Step = 'amount' | 'tax' | 'review' | 'sign' | 'done';
const steps: Step[] = ['amount', 'tax', 'review', 'sign', 'done'];

/**
 * The subscription, step by step (issue 18): amount, tax number, review of the agreement, signature
 * and commitment, then what was committed. Each step is saved on the server as it is completed, and
 * an investor who comes back to a form left half-way finds their amount filled in.
 */
export function SubscriptionWizard({ offering }: { offering: InvestorOffering }) {
  const { t } = useTranslation();
  const saved = useSavedSubscriptionFormQuery(offering.id, { refetchOnMountOrArgChange: true });
  if (saved.isLoading) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('offerings.subscribe.loadingSaved')}</Text>
      </Group>
    );
  }
  // A form that cannot be read back is started afresh: the investor loses only what they typed.
  return <Steps offering={offering} saved={saved.data?.share_qty ? saved.data : null} />;
}

function Steps({ offering, saved }: { offering: InvestorOffering; saved: SubscriptionForm | null }) {
  const { t } = useTranslation();
  const replacing = useActiveCommitment(offering.id);
  const [step, setStep] = useState<Step>('amount');
  const [form, setForm] = useState<SubscriptionForm | null>(null);
  const [taxNumber, setTaxNumber] = useState('');
  const [commitment, setCommitment] = useState<Subscription | null>(null);
  const back = () => setStep(steps[Math.max(0, steps.indexOf(step) - 1)] ?? 'amount');
  const completed = (next: Step) => (updated: SubscriptionForm) => {
    setForm(updated);
    setStep(next);
  };
  return (
    <Stepper
      active={steps.indexOf(step)}
      allowNextStepsSelect={false}
      aria-label={t('offerings.subscribe.stepsLabel')}
      size="sm"
    >
      <Stepper.Step label={t('offerings.subscribe.steps.amount')}>
        <Stack gap="md">
          {saved ? <Alert color="blue">{t('offerings.subscribe.resumed')}</Alert> : null}
          <AmountStep offering={offering} replacing={replacing} saved={saved} onSaved={completed('tax')} />
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('offerings.subscribe.steps.tax')}>
        <TaxStep
          offeringId={offering.id}
          taxNumber={taxNumber}
          onBack={back}
          onSaved={(updated, number) => {
            setTaxNumber(number);
            completed('review')(updated);
          }}
        />
      </Stepper.Step>
      <Stepper.Step label={t('offerings.subscribe.steps.review')}>
        {form ? <ReviewStep offering={offering} form={form} onBack={back} onNext={() => setStep('sign')} /> : null}
      </Stepper.Step>
      <Stepper.Step label={t('offerings.subscribe.steps.sign')}>
        {form ? (
          <SignStep
            offering={offering}
            form={form}
            taxNumber={taxNumber}
            onBack={back}
            onCommitted={(made) => {
              setCommitment(made);
              setStep('done');
            }}
          />
        ) : null}
      </Stepper.Step>
      <Stepper.Completed>
        {commitment ? <DoneStep offering={offering} commitment={commitment} /> : null}
      </Stepper.Completed>
    </Stepper>
  );
}
