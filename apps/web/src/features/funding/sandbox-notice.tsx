import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { CautionAlert } from '../../shared/ui/caution-alert';

/** What the provider's sandbox does with the amounts a user may try, above the form that takes them. */
export function SandboxNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CautionAlert title={title}>
      <Stack gap="xs" fz="sm">
        {children}
      </Stack>
    </CautionAlert>
  );
}
