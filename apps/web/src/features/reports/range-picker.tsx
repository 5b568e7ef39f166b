import { type AccountValueRange, accountValueRanges } from '@invest/contracts/account-value-ranges';
import { Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '../../shared/ui/day-range-fields';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import type { RangeChoice, RangeProblem } from './report-range';

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
        <DayRangeFields
          range={choice}
          labels={{ from: t('reportsPage.range.from'), to: t('reportsPage.range.to') }}
          errors={{ from: errorOn('from'), to: errorOn('to') }}
          maxDate={today}
          onChange={(days) => onChange({ ...choice, ...days })}
        />
      ) : null}
    </Group>
  );
}
