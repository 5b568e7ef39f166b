import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  width?: number;
  children: ReactNode;
}

/** The card that holds a signed-out form (sign in, sign up, reset password ...). */
export function AuthCard({ title, description, width = 440, children }: AuthCardProps) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 40 }} w="100%" maw={width} mx="auto">
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
