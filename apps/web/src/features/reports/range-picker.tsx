import '@mantine/dates/styles.css';
import { type AccountValueRange, accountValueRanges } from '@invest/contracts/account-value-ranges';
import { Group, VisuallyHidden } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import type { RangeChoice, RangeProblem } from './report-range';

/** A typed day as the server takes it (YYYY-MM-DD), else nothing yet. */
const asDay = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : null);

/**
 * The period of the reports: a named range ending today, or custom days typed or picked (YYYY-MM-DD,
 * at most today), with what stops them said on the field.
 */
export function RangePicker({
  choice,
  problem,
  today,
  onChange,
}: {
  choice: RangeChoice;
  problem: RangeProblem | null;
  today: string;
  onChange: (choice: RangeChoice) => void;
}) {
  const { t } = useTranslation();
  const errorOn = (field: RangeProblem['field']) =>
    problem?.field === field ? t(`reportsPage.range.problems.${problem.reason}`) : undefined;
  return (
    <Group align="flex-end" gap="md">
      <SegmentedChoice
        size="sm"
        aria-label={t('reportsPage.range.label')}
        value={choice.range}
        onChange={(range) => onChange({ ...choice, range })}
        data={[
          ...accountValueRanges.map((option: AccountValueRange) => ({
            value: option,
            label: (
              <>
                <span aria-hidden="true">{option}</span>
                <VisuallyHidden>{t(`reports.accountValue.rangeNames.${option}`)}</VisuallyHidden>
              </>
            ),
          })),
          { value: 'custom' as const, label: t('reportsPage.range.custom') },
        ]}
      />
      {choice.range === 'custom' ? (
        <Group gap="sm" align="flex-start">
          <DateInput
            label={t('reportsPage.range.from')}
            valueFormat="YYYY-MM-DD"
            dateParser={asDay}
            placeholder="YYYY-MM-DD"
            value={choice.from || null}
            maxDate={today}
            onChange={(from) => onChange({ ...choice, from: from ?? '' })}
            error={errorOn('from')}
            w={160}
          />
          <DateInput
            label={t('reportsPage.range.to')}
            valueFormat="YYYY-MM-DD"
            dateParser={asDay}
            placeholder="YYYY-MM-DD"
            value={choice.to || null}
            maxDate={today}
            onChange={(to) => onChange({ ...choice, to: to ?? '' })}
            error={errorOn('to')}
            w={160}
          />
        </Group>
      ) : null}
    </Group>
  );
}
