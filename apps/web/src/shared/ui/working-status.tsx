import { Center, Loader, Stack, Text } from '@mantine/core';

/** A spinner with what is being done ("Signing you in…"), announced to screen readers. */
export function WorkingStatus({ text }: { text: string }) {
  return (
    <Center py="lg" role="status">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}
