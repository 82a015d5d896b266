// The search field of back-office lists (SPEC 9: 16rem wide on desktop); full width on phones.
import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the field, e.g. 'Search cars'. */
  label: string;
  placeholder?: string;
}

/** A search box with a clear button; the caller filters (in its query) on every change. */
export function SearchInput({ value, onChange, label, placeholder }: SearchInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      size="md"
      radius="xl"
      w={{ base: '100%', sm: '16rem' }}
      autoComplete="off"
      enterKeyHint="search"
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={value ? <CloseButton size="lg" aria-label={t`Clear the search`} onClick={() => onChange('')} /> : null}
      rightSectionPointerEvents={value ? 'all' : 'none'}
      styles={{ input: { minHeight: 44 } }}
    />
  );
}
