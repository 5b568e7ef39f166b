import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paragraphsOf } from '../../shared/format/paragraphs';
import { SectionCard } from '../../shared/ui/section-card';

/** The risks of an offering as its issuer states them, under the warning every offering carries. */
export function OfferingRiskSection({ riskText }: { riskText: string }) {
  const { t } = useTranslation();
  const paragraphs = paragraphsOf(riskText);
  return (
    <SectionCard id="offering-risks" title={t('offeringExtras.risks')} description={t('offeringExtras.risksIntro')}>
      {paragraphs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('offeringExtras.noRisks')}
        </Text>
      ) : (
        <Stack gap="sm">
          {paragraphs.map((paragraph) => (
            <Text key={paragraph} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
