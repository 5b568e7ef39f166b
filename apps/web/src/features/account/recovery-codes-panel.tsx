import { Box, Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CautionAlert } from '../../shared/ui/caution-alert';

/** Saves `text` as a file the browser downloads. */
function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown once right after they are made, to copy or download; `onDone` when the
 * user says they have them.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const host = window.location.hostname;
  const fileText = `${t('security.recoveryFileHeading', { host })}\n\n${codes.join('\n')}\n`;

  return (
    <Stack gap="md">
      <CautionAlert title={t('security.saveCodesTitle')}>{t('security.saveCodesText')}</CautionAlert>
      <Paper withBorder p="md" bg="var(--mantine-color-body)">
        <Box
          component="ul"
          aria-label={t('security.recoveryCodesLabel')}
          m={0}
          p={0}
          style={{
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
            gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-md)',
            fontFamily: 'var(--mantine-font-family-monospace)',
            fontSize: 'var(--mantine-font-size-md)',
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </Paper>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('security.copied') : t('security.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => downloadText(`${host}-recovery-codes.txt`, fileText)}>
          {t('security.downloadCodes')}
        </Button>
        <Button onClick={onDone}>{t('security.savedCodes')}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('security.codesShownOnce')}
      </Text>
    </Stack>
  );
}
