import { Box, Group } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { CopyValue } from './copy-value';

/** A QR code a phone wallet scans, dark on white in both themes so every camera reads it. */
function QrCode({
  value,
  label,
  size = 176,
  isFaded = false,
}: {
  value: string;
  label: string;
  size?: number;
  isFaded?: boolean;
}) {
  return (
    <Box
      p="sm"
      bg="white"
      w="fit-content"
      style={{ borderRadius: 'var(--mantine-radius-md)', lineHeight: 0, opacity: isFaded ? 0.35 : 1 }}
    >
      <QRCodeSVG value={value} size={size} marginSize={0} role="img" aria-label={label} />
    </Box>
  );
}

/**
 * An address (or invoice) to pay, as a QR code beside its text and copy button. `qrValue` is what the
 * code carries when a wallet expects more than the text (a `lightning:` URI); `isFaded` greys the
 * code of what is no longer to be paid (an invoice paid or expired), its text staying readable.
 */
export function QrValue({
  label,
  value,
  qrLabel,
  qrValue = value,
  hint,
  isFaded,
}: {
  label: string;
  value: string;
  qrLabel: string;
  qrValue?: string;
  hint?: string;
  isFaded?: boolean;
}) {
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <QrCode value={qrValue} label={qrLabel} isFaded={isFaded} />
      <Box style={{ flex: 1, minWidth: 220 }}>
        <CopyValue label={label} value={value} hint={hint} />
      </Box>
    </Group>
  );
}
