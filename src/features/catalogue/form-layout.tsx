// The frame of the catalogue forms: titled sections, two columns (the fields; photo, status and
// preview beside them), and the back office's footer with Cancel and Save that stays in reach of the
// thumb at the bottom of a phone screen.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  get,
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { Link } from 'react-router-dom';
import type * as v from 'valibot';
import { langField, LOCALIZED, type LocalizedTable } from '../../domain/content-lang';
import { LANGS, type Lang } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import classes from './catalogue.module.css';
import { langOfField } from './lang-fields';
import { useFieldError } from './words';

/** A titled card of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--brand-surface)" component="section">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export interface FormActionsProps {
  /** The list to go back to without saving. */
  cancelTo: string;
  submitLabel: string;
  /** True while saving: the button spins and cannot be pressed twice. */
  pending: boolean;
}

/** Cancel (a link back) and the submit button, sticky at the bottom of the screen. */
export function FormActions({ cancelTo, submitLabel, pending }: FormActionsProps) {
  const { t } = useLingui();
  return (
    <Box
      pos="sticky"
      bottom={0}
      py="sm"
      style={{
        zIndex: 2,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--brand-border)',
      }}
    >
      <Group justify="flex-end" gap="sm" wrap="nowrap">
        <Button component={Link} to={cancelTo} variant="default" size="md" style={{ flex: '0 0 auto' }}>
          {t`Cancel`}
        </Button>
        <Button
          type="submit"
          size="md"
          loading={pending}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          style={{ flex: '1 1 auto', maxWidth: '18rem' }}
        >
          {submitLabel}
        </Button>
      </Group>
    </Box>
  );
}

/** What the route's buttons know of the form. */
export interface FormButtonsState {
  isValid: boolean;
  isSubmitting: boolean;
}

/** A record's form (car, tour, post), the same on the site's create page and in the back office. */
export interface RecordFormProps<V extends FieldValues> {
  initial: V;
  /** The site's create page (SPEC 2.4) or the back office (SPEC 2.6): a few fields differ. */
  place: 'site' | 'office';
  /** A new record, or one being edited. */
  isNew: boolean;
  /** Saves; may set field errors (a value the database refused). */
  onSave: (values: V, setError: UseFormSetError<V>) => Promise<void>;
  /** The route's buttons under the fields. */
  actions: (state: FormButtonsState) => ReactNode;
  /** Told the values after every change (the site keeps a draft); keep it stable. */
  onChange?: (values: V) => void;
}

/**
 * A catalogue form's state (checked on blur, then as it is corrected, against its valibot schema,
 * the one of the language tab shown),
 * `error(name)`, the field's message in the active language, the language tab shown (the back
 * office's language first) and `registerText`, a text's field whose change also clears a
 * 'required in one language' message another language's field shows.
 */
export function useCatalogueForm<V extends FieldValues>(schemaIn: (tab: Lang) => v.GenericSchema<V>, initial: V, table: LocalizedTable) {
  const fieldError = useFieldError();
  const [tab, setTab] = useState<Lang>(useLang());
  const form = useForm<V, { tab: Lang }>({
    // The schema of the tab shown: a text required in one language and written in none is asked for there.
    resolver: ((values, context, options) => valibotResolver(schemaIn(context?.tab ?? tab))(values, context, options)) as Resolver<V, { tab: Lang }>,
    context: { tab },
    defaultValues: initial as DefaultValues<V>,
    mode: 'onTouched',
    // The layout focuses the first wrong field itself, once its language's tab shows it.
    shouldFocusError: false,
  });
  const error = (name: FieldPath<V>) => fieldError((get(form.formState.errors, name) as { message?: string } | undefined)?.message);
  const requiredNames = (LOCALIZED[table].required as readonly string[]).flatMap((base) => LANGS.map((lang) => langField(base, lang))) as FieldPath<V>[];
  const registerText = (name: FieldPath<V>) =>
    form.register(name, {
      onChange: () => {
        const stale = requiredNames.filter((other) => other !== name && get(form.formState.errors, other));
        if (stale.length > 0) void form.trigger(stale);
      },
    });
  return { ...form, error, table, tab, setTab, registerText };
}

export type CatalogueFormState<V extends FieldValues> = ReturnType<typeof useCatalogueForm<V>>;

function WatchValues<V extends FieldValues>({ control, onChange }: { control: Control<V>; onChange: (values: V) => void }) {
  const values = useWatch({ control });
  useEffect(() => onChange(values as V), [values, onChange]);
  return null;
}

/** A record's form: its fields on the wide side, photo, status and preview beside them, then the route's buttons. */
export function RecordFormLayout<V extends FieldValues>({
  form,
  props,
  main,
  side,
}: {
  form: CatalogueFormState<V>;
  props: RecordFormProps<V>;
  main: ReactNode;
  side: ReactNode;
}) {
  const { control, handleSubmit, setError, formState, setFocus, setTab, tab, table } = form;
  const { isValid, isSubmitting } = formState;
  const [focusing, setFocusing] = useState<{ name: FieldPath<V> } | null>(null);
  useEffect(() => {
    if (focusing) setFocus(focusing.name);
  }, [focusing, setFocus]);

  /** Shows the first wrong field: on this tab if it has one, otherwise on its language's tab. */
  const reveal = (element: HTMLFormElement, errors: FieldErrors<V>) => {
    const inputs = [...element.querySelectorAll('[name]')].map((input) => input.getAttribute('name'));
    const position = (name: string) => (inputs.includes(name) ? inputs.indexOf(name) : inputs.length);
    const wrong = Object.keys(errors).sort((a, b) => position(a) - position(b));
    const here = wrong.find((name) => [null, tab].includes(langOfField(table, name)));
    const name = here ?? wrong[0];
    if (name === undefined) return;
    const lang = langOfField(table, name);
    if (!here && lang) setTab(lang);
    setFocusing({ name: name as FieldPath<V> });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void handleSubmit(
      async (values) => {
        await props.onSave(values, setError);
        // A field the data layer refused.
        reveal(element, form.formState.errors);
      },
      (errors) => reveal(element, errors),
    )(event);
  };

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      {props.onChange && <WatchValues control={control} onChange={props.onChange} />}
      <Stack gap="lg" maw={1100} mx="auto">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="lg">{main}</Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Stack gap="lg">{side}</Stack>
          </Grid.Col>
        </Grid>
        {props.actions({ isValid, isSubmitting })}
      </Stack>
    </form>
  );
}
