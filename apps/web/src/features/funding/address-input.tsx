import { TextInput, type TextInputProps } from '@mantine/core';

const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** A wallet address, transaction hash or account id: typed or pasted as is, shown in monospace. */
export function AddressInput(props: TextInputProps) {
  return <TextInput autoComplete="off" spellCheck={false} styles={monospace} {...props} />;
}
