// The search field above a public list (fleet, tours, blog). What is typed goes to the address's
// `q` at once (so a search can be shared, survives a reload and is rendered by the server), while
// the field keeps its own text: a slow navigation never moves the caret or drops a letter. Back, a
// link or a 'clear' button elsewhere changes the address, and the field follows it.
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import classes from './list-search.module.css';

export interface ListSearchProps {
  /** The field's visible label ('Search tours'). */
  label: string;
  /** The words of the button that empties the field. */
  clearLabel: string;
  placeholder?: string;
  /** The search the address holds now. */
  value: string;
  onChange: (value: string) => void;
}

export function ListSearch({ label, clearLabel, placeholder, value, onChange }: ListSearchProps) {
  const [text, setText] = useState(value);
  const written = useRef(value);
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    setText(value);
  }, [value]);
  const write = (next: string) => {
    setText(next);
    written.current = next;
    onChange(next);
  };
  const input = useRef<HTMLInputElement>(null);

  return (
    <div role="search" className={classes.search}>
      <TextInput
        ref={input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => write(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text !== '') {
            event.preventDefault();
            write('');
          }
        }}
        size="md"
        classNames={{ input: classes.input }}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          text !== '' ? (
            <CloseButton
              aria-label={clearLabel}
              onClick={() => {
                write('');
                input.current?.focus();
              }}
            />
          ) : null
        }
      />
    </div>
  );
}
