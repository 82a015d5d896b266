import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { Lang } from '../domain/paths';
import { Flag } from '../ui/flags';
import { languageAtom, useAtomValue } from './state';

export const LANGUAGE_NAMES: Record<Lang, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

type TriggerProps = ComponentPropsWithoutRef<'button'> & { fullWidth?: boolean };

export const LanguageTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function LanguageTrigger(
  { fullWidth, ...props },
  ref,
) {
  const { t } = useLingui();
  const current = useAtomValue(languageAtom);
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      fullWidth={fullWidth}
      leftSection={<Flag lang={current} />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={t`Language: ${LANGUAGE_NAMES[current]} (${current.toUpperCase()})`}
      c="var(--mantine-color-text)"
      {...props}
    >
      {current.toUpperCase()}
    </Button>
  );
});
