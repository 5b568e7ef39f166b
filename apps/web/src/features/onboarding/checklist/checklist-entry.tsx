import type { ChecklistItem, ChecklistStatus, ChecklistStep } from '@invest/contracts/onboarding-checklist';
import { taxFormLabels } from '@invest/contracts/onboarding-checklist';
import { registrationStepLabels, type TaxForm } from '@invest/contracts/onboarding-rules';
import { Badge, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, CheckCircleIcon, CircleIcon, ClockIcon } from '../../../shared/ui/icons';
import outlined from '../../../shared/ui/outlined.module.css';
import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge';
import classes from './checklist.module.css';

const statusLook: Record<ChecklistStatus, { color: string; tone: BadgeTone | null; icon: ReactNode }> = {
  done: { color: 'green', tone: 'positive', icon: <CheckCircleIcon size={18} /> },
  missing: { color: 'brand', tone: null, icon: <CircleIcon size={18} /> },
  pending: { color: 'yellow', tone: 'warning', icon: <ClockIcon size={18} /> },
  refused: { color: 'red', tone: 'negative', icon: <AlertIcon size={18} /> },
};

function stepLabel(step: ChecklistStep | null): string {
  return step && step !== 'confirmation' ? registrationStepLabels[step] : '';
}

function UnlockBadges({ unlocks }: { unlocks: ChecklistItem['unlocks'] }) {
  const { t } = useTranslation();
  if (unlocks.length === 0) {
    return (
      <ToneBadge tone="neutral" size="sm">
        {t('checklist.optional')}
      </ToneBadge>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed" fw={600}>
        {t('checklist.unlocksLabel')}
      </Text>
      {unlocks.map((unlock) => (
        <Badge key={unlock} variant="light" color="brand" size="sm">
          {t(`checklist.unlocks.${unlock}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** One item of the checklist: ticked when done, else why not, what it unlocks and where to complete it. */
export function ChecklistEntry({ entry, taxForm }: { entry: ChecklistItem; taxForm: TaxForm }) {
  const { t } = useTranslation();
  const look = statusLook[entry.status];
  const isDone = entry.status === 'done';
  const titleId = `checklist-${entry.item}`;
  return (
    <li className={`${outlined.outlined} ${classes.entry}`} data-status={entry.status} aria-labelledby={titleId}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant={isDone ? 'filled' : 'light'} color={look.color} radius="xl" size={32} aria-hidden="true">
          {look.icon}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} id={titleId} c={isDone ? 'dimmed' : undefined}>
              {t(`checklist.items.${entry.item}`)}
            </Text>
            {look.tone ? (
              <ToneBadge tone={look.tone} size="sm">
                {t(`checklist.status.${entry.status}`)}
              </ToneBadge>
            ) : (
              <Badge variant="light" size="sm">
                {t(`checklist.status.${entry.status}`)}
              </Badge>
            )}
          </Group>
          {entry.reason ? (
            <Text size="sm" c="dimmed">
              {t(`checklist.reasons.${entry.reason.code}`, {
                step: stepLabel(entry.step),
                form: taxFormLabels[taxForm],
              })}
            </Text>
          ) : null}
          {entry.reason?.note ? (
            <Text size="sm" className={classes.note}>
              {t('checklist.note', { note: entry.reason.note })}
            </Text>
          ) : null}
          {isDone ? null : <UnlockBadges unlocks={entry.unlocks} />}
          {!isDone && entry.path && entry.can_open ? (
            <Button component={Link} to={entry.path} variant="light" size="xs" w="fit-content" mt={4}>
              {t(`checklist.actions.${entry.item}`)}
            </Button>
          ) : null}
          {!isDone && entry.locked_by && entry.locked_by !== 'refusal' ? (
            <Text size="xs" c="dimmed">
              {t(`checklist.locked.${entry.locked_by}`)}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </li>
  );
}
