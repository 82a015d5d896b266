// The settings screen's building blocks: a titled card, and a yes/no setting that reads as words
// until the screen is in edit mode.
import { Trans } from '@lingui/react/macro';
import { Badge, Box, Group, Paper, Stack, Switch, Text, ThemeIcon, Title, useComputedColorScheme } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode, type Ref } from 'react';

export function SettingsCard({
  title,
  description,
  icon: CardIcon,
  children,
}: {
  title: string;
  description: string;
  icon: Icon;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--brand-surface)">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="gold" radius="md" size={40} aria-hidden>
            <CardIcon size={22} />
          </ThemeIcon>
          <Box miw={0}>
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Box>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A yes/no setting: a switch while editing, its state in words otherwise (a greyed switch hides it). */
export function ToggleRow({
  id,
  label,
  description,
  editing,
  checked,
  onChange,
  onBlur,
  inputRef,
  name,
}: {
  id: string;
  label: string;
  description?: string | undefined;
  editing: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  name: string;
}) {
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="center" mih={44}>
      <Box miw={0}>
        <Text size="sm" fw={500} id={`${id}-label`} component={editing ? 'label' : 'p'} htmlFor={editing ? id : undefined}>
          {label}
        </Text>
        {description && (
          <Text size="xs" c="dimmed" id={`${id}-description`}>
            {description}
          </Text>
        )}
      </Box>
      {editing ? (
        <Switch
          id={id}
          size="lg"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onBlur={onBlur}
          ref={inputRef}
          name={name}
          aria-labelledby={`${id}-label`}
          aria-describedby={description ? `${id}-description` : undefined}
          style={{ flexShrink: 0 }}
        />
      ) : (
        <Badge
          variant={checked ? 'outline' : 'default'}
          color={checked ? (dark ? 'teal.3' : 'teal.9') : undefined}
          radius="sm"
          size="lg"
          style={{ flexShrink: 0 }}
        >
          {checked ? <Trans>On</Trans> : <Trans>Off</Trans>}
        </Badge>
      )}
    </Group>
  );
}
