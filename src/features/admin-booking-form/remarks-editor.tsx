// The remarks of a booking (SPEC 4 'Remarks'): add from non-blank text, click one to edit it (saved
// on blur or Enter without Shift), delete it. Colours come with the items, cycled by position.
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { remarkText } from './remark-drafts';
import type { RemarkColor } from '../../domain/types';
import classes from './booking-form.module.css';

export interface RemarkItem {
  key: string;
  text: string;
  color: RemarkColor;
}

export interface RemarksEditorProps {
  items: readonly RemarkItem[];
  onAdd: (text: string) => unknown;
  onSave: (key: string, text: string) => unknown;
  onDelete: (key: string) => unknown;
}

function RemarkNote({ item, index, onSave, onDelete }: { item: RemarkItem; index: number } & Pick<RemarksEditorProps, 'onSave' | 'onDelete'>) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<string | null>(null);
  const number = index + 1;

  const finish = () => {
    if (editing === null) return;
    const text = remarkText(editing);
    setEditing(null);
    // Blank text keeps the remark: deleting is the bin's job.
    if (text !== null && text !== item.text) void onSave(item.key, text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      finish();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
    }
  };

  return (
    <li className={classes.remark} data-color={item.color}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        {editing === null ? (
          <UnstyledButton className={classes.remarkText} dir="auto" onClick={() => setEditing(item.text)} title={t`Click to edit`}>
            {item.text}
          </UnstyledButton>
        ) : (
          <Textarea
            className={classes.remarkEdit}
            style={{ flex: 1 }}
            autosize
            minRows={2}
            maxRows={10}
            // The note the user just tapped: typing goes straight into it.
            autoFocus
            aria-label={t`Remark ${number}`}
            dir="auto"
            value={editing}
            onChange={(event) => setEditing(event.currentTarget.value)}
            onBlur={finish}
            onKeyDown={onKeyDown}
          />
        )}
        {editing === null && (
          <ActionIcon variant="subtle" size={44} radius="xl" className={classes.remarkIcon} aria-label={t`Edit remark ${number}`} onClick={() => setEditing(item.text)}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        )}
        <ActionIcon
          variant="subtle"
          size={44}
          radius="xl"
          className={classes.remarkIcon}
          aria-label={t`Delete remark ${number}`}
          // Keep the edit box's blur from saving a text that is being thrown away.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setEditing(null);
            void onDelete(item.key);
          }}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </li>
  );
}

export function RemarksEditor({ items, onAdd, onSave, onDelete }: RemarksEditorProps) {
  const { t } = useLingui();
  const [input, setInput] = useState('');
  const text = remarkText(input);

  const add = () => {
    if (text === null) return;
    setInput('');
    void onAdd(text);
  };

  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No remarks yet. Add what the driver must know: a child seat, a sign with the name, a door code…</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Remarks`}>
          {items.map((item, index) => (
            <RemarkNote key={item.key} item={item} index={index} onSave={onSave} onDelete={onDelete} />
          ))}
        </Stack>
      )}
      <Textarea
        label={t`New remark`}
        dir="auto"
        description={t`Tap a remark to change it; Enter saves it, Shift+Enter starts a new line.`}
        autosize
        minRows={2}
        maxRows={8}
        size="md"
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
      />
      <Group>
        <Button variant="light" color="gold" size="md" leftSection={<IconPlus size={18} aria-hidden />} disabled={text === null} onClick={add}>
          <Trans>Add remark</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
