import { Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { CheckCircleIcon } from '../../../shared/ui/icons';
import { SectionCard } from '../../../shared/ui/section-card';
import classes from './onboarding-admin.module.css';
import { stepLabelOf } from './step-label';

/** The finish-profile steps the investor completed, in the order they completed them. */
export function CompletedStepsCard({ completedAt }: { completedAt: Record<string, string> }) {
  const { t } = useTranslation();
  const steps = Object.entries(completedAt).sort(([, a], [, b]) => Date.parse(a) - Date.parse(b));
  return (
    <SectionCard id="steps-title" title={t('admin.user.stepsTitle')} description={t('admin.user.stepsDescription')}>
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.user.noSteps')}
        </Text>
      ) : (
        <ol className={classes.plainList}>
          {steps.map(([step, at]) => (
            <li key={step}>
              <Group justify="space-between" gap="sm" wrap="nowrap" py={6}>
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon variant="light" color="green" radius="xl" size={24} aria-hidden="true">
                    <CheckCircleIcon size={14} />
                  </ThemeIcon>
                  <Text size="sm">{stepLabelOf(step)}</Text>
                </Group>
                <Text size="sm" c="dimmed" ff="monospace">
                  {formatDateTime(at)}
                </Text>
              </Group>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
