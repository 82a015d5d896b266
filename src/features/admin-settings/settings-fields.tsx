// The settings form's field props: a text field or a yes/no setting, read-only until the screen is in
// edit mode, with its check's message in words.
import { Controller, get, type Control, type FieldErrors, type FieldPath, type UseFormRegister } from 'react-hook-form';
import type { SettingsFormValues } from './form';
import { useIssueWords } from './issue-words';
import { ToggleRow } from './settings-parts';

type SwitchName =
  | 'enableNotifications'
  | 'autoBackup'
  | 'maintenanceMode'
  | 'orderClientCopy'
  | 'invoicing.autoOnDone'
  | 'invoicing.vatExempt'
  | 'enableEmailAlerts'
  | 'loginNotifications';

export function useSettingsFields({
  register,
  control,
  errors,
  editing,
}: {
  register: UseFormRegister<SettingsFormValues>;
  control: Control<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
  editing: boolean;
}) {
  const words = useIssueWords();

  /** A text field's props; 'auto' lets an address or a name typed in French read right in Arabic. */
  const text = (name: FieldPath<SettingsFormValues>, dir: 'auto' | 'ltr' = 'auto') => ({
    dir,
    ...register(name),
    readOnly: !editing,
    variant: editing ? 'default' : 'filled',
    size: 'md' as const,
    error: words((get(errors, name) as { message?: string } | undefined)?.message),
  });

  const toggle = (name: SwitchName, label: string, description?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ToggleRow
          id={`setting-${name.replace('.', '-')}`}
          label={label}
          description={description}
          editing={editing}
          checked={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
        />
      )}
    />
  );

  return { editing, register, control, text, toggle };
}

export type SettingsFields = ReturnType<typeof useSettingsFields>;
