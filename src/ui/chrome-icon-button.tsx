import { ActionIcon, type ActionIconProps, type PolymorphicComponentProps } from '@mantine/core';

type Props = PolymorphicComponentProps<'button', ActionIconProps> & { 'aria-label': string };

/** The round, quiet icon button of the top bars (theme, search, notifications, account). */
export function ChromeIconButton(props: Props) {
  return <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" c="var(--mantine-color-text)" {...props} />;
}
