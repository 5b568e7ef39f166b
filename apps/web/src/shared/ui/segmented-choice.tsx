import { Box, type BoxProps } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceItem<Value extends string> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

interface SegmentedChoiceProps<Value extends string> extends BoxProps {
  /** The choices, as items or as values that are their own labels. */
  data: readonly (Value | SegmentedChoiceItem<Value>)[];
  value: Value;
  onChange: (value: Value) => void;
  'aria-label'?: string;
  size?: 'xs' | 'sm';
  fullWidth?: boolean;
  disabled?: boolean;
}

/**
 * One choice of a few, drawn as segments: native radio buttons in a named group (arrow keys move
 * between them), styled by CSS alone. It stands in for the UI library's segmented control, whose
 * sliding indicator measured the page on mount and on every resize while a page loaded: a third of a
 * second of the dashboard's and the trading screen's main thread on a throttled phone.
 */
export function SegmentedChoice<Value extends string>({
  data,
  value,
  onChange,
  size = 'sm',
  fullWidth = false,
  disabled = false,
  'aria-label': ariaLabel,
  ...boxProps
}: SegmentedChoiceProps<Value>) {
  const name = useId();
  const items = data.map((item) => (typeof item === 'string' ? { value: item, label: item } : item));
  return (
    <Box
      {...boxProps}
      role="radiogroup"
      aria-label={ariaLabel}
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {items.map((item) => (
        <label key={item.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            disabled={disabled || item.disabled}
            onChange={() => onChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </Box>
  );
}
