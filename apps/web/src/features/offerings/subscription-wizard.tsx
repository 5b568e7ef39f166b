import type { InvestorOffering, Subscription, SubscriptionForm } from '@invest/contracts';
import { Stepper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountStep } from './amount-step';
import { DoneStep } from './done-step';
import { ReviewStep } from './review-step';
import { SignStep } from './sign-step';
import { TaxStep } from './tax-step';
import { useActiveCommitment } from './use-active-commitment';

type Step = 'amount' | 'tax' | 'review' | 'sign' | 'done';
const steps: Step[] = ['amount', 'tax', 'review', 'sign', 'done'];

/**
 * The subscription, step by step (issue 18): amount, tax number, review of the agreement, signature
 * and commitment, then what was committed. Each step is saved on the server as it is completed.
 */
export function SubscriptionWizard({ offering }: { offering: InvestorOffering }) {
  const { t } = useTranslation();
  const replacing = useActiveCommitment(offering.id);
  const [step, setStep] = useState<Step>('amount');
  const [form, setForm] = useState<SubscriptionForm | null>(null);
  const [taxNumber, setTaxNumber] = useState('');
  const [commitment, setCommitment] = useState<Subscription | null>(null);
  const back = () => setStep(steps[Math.max(0, steps.indexOf(step) - 1)] ?? 'amount');
  const saved = (next: Step) => (updated: SubscriptionForm) => {
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
        <AmountStep offering={offering} replacing={replacing} onSaved={saved('tax')} />
      </Stepper.Step>
      <Stepper.Step label={t('offerings.subscribe.steps.tax')}>
        <TaxStep
          offeringId={offering.id}
          taxNumber={taxNumber}
          onBack={back}
          onSaved={(updated, number) => {
            setTaxNumber(number);
            saved('review')(updated);
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
