import type { RegistrationStep } from '@invest/contracts';
import {
  defaultRegistrationSteps,
  registrationStepNames,
  registrationStepPaths,
  type StepUserType,
  type Workflow,
  workflows,
} from '@invest/contracts/onboarding-rules';
import { ActionIcon, Alert, Button, Checkbox, Group, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, TrashIcon } from '../../../shared/ui/icons';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import { TableHead } from '../../../shared/ui/table-head';
import { stepLabelOf } from '../onboarding/step-label';
import classes from './domain.module.css';
import { hasErrorUnder } from './domain-form-errors';
import type { DomainForm } from './use-domain-form';

const userTypes: readonly StepUserType[] = ['individual', 'entity'];
const switches = ['active', 'show_during_registration', 'is_kyc', 'skippable'] as const;
type StepSwitch = (typeof switches)[number];

const switchPath = (index: number, name: StepSwitch) =>
  name === 'show_during_registration'
    ? `registration_steps.${index}.pivot.${name}`
    : `registration_steps.${index}.${name}`;

/** A step the domain's list does not have yet, as it is configured by default. */
function newStep(step: string, type: StepUserType, workflow: Workflow): RegistrationStep {
  const name = step as (typeof registrationStepNames)[number];
  return {
    step,
    path: registrationStepPaths[name] ?? step,
    type,
    workflow,
    is_kyc: false,
    active: true,
    skippable: false,
    pivot: { show_during_registration: true },
  };
}

/** The steps of one workflow and user type, in order, with their switches, their order and their removal. */
function StepsTable({ form, workflow, type }: { form: DomainForm; workflow: Workflow; type: StepUserType }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<string | null>(null);
  const all = form.values.registration_steps;
  const indices = all.flatMap((step, index) => (step.workflow === workflow && step.type === type ? [index] : []));
  const missing = registrationStepNames.filter((name) => !indices.some((index) => all[index]?.step === name));
  const move = (from: number, to: number | undefined) => {
    if (to !== undefined) form.reorderListItem('registration_steps', { from, to });
  };

  return (
    <Stack gap="sm">
      {indices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.domain.steps.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table
            verticalSpacing="xs"
            aria-label={t('admin.domain.steps.tableLabel', {
              workflow: t(`admin.domain.steps.workflows.${workflow}`),
              type: t(`admin.domain.steps.userTypes.${type}`),
            })}
          >
            <TableHead
              labels={[
                t('admin.domain.steps.step'),
                ...switches.map((name) => t(`admin.domain.steps.switches.${name}`)),
                t('admin.domain.steps.order'),
              ]}
            />
            <Table.Tbody>
              {indices.map((index, position) => {
                const step = all[index] as RegistrationStep;
                const name = stepLabelOf(step.step);
                return (
                  <Table.Tr key={`${step.step}-${index}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        /finish-profile/{step.path}
                      </Text>
                    </Table.Td>
                    {switches.map((switchName) => (
                      <Table.Td key={switchName}>
                        <Checkbox
                          aria-label={t('admin.domain.steps.switchLabel', {
                            switch: t(`admin.domain.steps.switches.${switchName}`),
                            step: name,
                          })}
                          {...form.getInputProps(switchPath(index, switchName), { type: 'checkbox' })}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          disabled={position === 0}
                          onClick={() => move(index, indices[position - 1])}
                          aria-label={t('admin.domain.steps.up', { step: name })}
                        >
                          <ChevronRightIcon size={16} className={classes.up} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          disabled={position === indices.length - 1}
                          onClick={() => move(index, indices[position + 1])}
                          aria-label={t('admin.domain.steps.down', { step: name })}
                        >
                          <ChevronRightIcon size={16} className={classes.down} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => form.removeListItem('registration_steps', index)}
                          aria-label={t('admin.domain.steps.remove', { step: name })}
                        >
                          <TrashIcon size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {missing.length > 0 ? (
        <Group align="flex-end" gap="sm">
          <Select
            label={t('admin.domain.steps.addLabel')}
            data={missing.map((value) => ({ value, label: stepLabelOf(value) }))}
            value={added}
            onChange={setAdded}
            w={260}
          />
          <Button
            variant="default"
            disabled={added === null}
            onClick={() => {
              if (added === null) return;
              form.insertListItem('registration_steps', newStep(added, type, workflow));
              setAdded(null);
            }}
          >
            {t('admin.domain.steps.add')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The finish-profile steps of the domain (SPEC 3 "Registration step"), per workflow and user type:
 * the platform's own, or a list of the domain's that starts as a copy of them.
 */
export function RegistrationStepsSection({ form }: { form: DomainForm }) {
  const { t } = useTranslation();
  const [workflow, setWorkflow] = useState<Workflow>('ipo');
  const [type, setType] = useState<StepUserType>('individual');
  const isCustom = form.values.has_custom_steps;

  const setCustom = (custom: boolean) => {
    form.setFieldValue('has_custom_steps', custom);
    if (custom && form.values.registration_steps.length === 0) {
      form.setFieldValue(
        'registration_steps',
        defaultRegistrationSteps.map((step) => ({ ...step, pivot: { ...step.pivot } })),
      );
    }
  };

  return (
    <Stack gap="md">
      <Switch
        label={t('admin.domain.steps.custom')}
        description={t('admin.domain.steps.customHint')}
        checked={isCustom}
        onChange={(event) => setCustom(event.currentTarget.checked)}
      />
      {hasErrorUnder(form.errors, ['registration_steps']) ? (
        <Alert color="red" variant="light">
          {t('admin.domain.steps.invalid')}
        </Alert>
      ) : null}
      {isCustom ? (
        <>
          <Group gap="md">
            <SegmentedChoice
              aria-label={t('admin.domain.steps.workflow')}
              data={workflows.map((value) => ({ value, label: t(`admin.domain.steps.workflows.${value}`) }))}
              value={workflow}
              onChange={setWorkflow}
            />
            <SegmentedChoice
              aria-label={t('admin.domain.steps.userType')}
              data={userTypes.map((value) => ({ value, label: t(`admin.domain.steps.userTypes.${value}`) }))}
              value={type}
              onChange={setType}
            />
          </Group>
          <StepsTable form={form} workflow={workflow} type={type} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.domain.steps.platform')}
        </Text>
      )}
    </Stack>
  );
}
