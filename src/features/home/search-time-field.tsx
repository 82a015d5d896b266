// The shared TimeField, fetched only once the visitor reaches for the search (its list of times is
// the heaviest part of the hero). Until then a plain field takes the same typing, so nothing is lost.
import { TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { parseTime } from '../../domain/time';

const TimeField = lazy(() => import('../../ui/time-field').then((m) => ({ default: m.TimeField })));

interface Props {
  /** Whether the real field may be loaded now. */
  ready: boolean;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
}

export function SearchTimeField({ ready, ...props }: Props) {
  const focused = useRef(false);

  const plain = (
    <TextInput
      label={props.label}
      description={props.description}
      error={props.error}
      value={props.value}
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      leftSection={<IconClock size={16} aria-hidden />}
      onFocus={() => (focused.current = true)}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onBlur={() => {
        focused.current = false;
        const parsed = parseTime(props.value);
        if (parsed && parsed !== props.value) props.onChange(parsed);
      }}
    />
  );
  if (!ready) return plain;

  return (
    <Suspense fallback={plain}>
      <TimeField
        {...props}
        // The visitor was already in the plain field: stay there.
        ref={(input: HTMLInputElement | null) => {
          if (input && focused.current) {
            focused.current = false;
            input.focus();
          }
        }}
      />
    </Suspense>
  );
}
