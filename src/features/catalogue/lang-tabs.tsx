// The texts of a car, tour or post in the three languages, side by side: one tab per language, named
// in its own language, each marked while it lacks a text (a required one, or one another language
// has) or holds a wrong one. Every tab stays mounted: nothing typed in one is lost on opening another.
import { useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormState, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { LOCALIZED } from '../../domain/content-lang';
import { isLang, LANGS, type Lang } from '../../domain/paths';
import type { CatalogueFormState } from './form-layout';
import { langFieldNames, langsLacking } from './lang-fields';

/** Each language in its own words, whatever the back office's language. */
export const LANG_NAMES: Record<Lang, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

/** What a text's input says of its language: screen readers, spell checkers and the direction follow it. */
export const inputLang = (lang: Lang) => ({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' }) as const;

/** The mark of a tab whose language lacks a text or holds a wrong one; nothing when it is complete. */
function TabMark<V extends FieldValues>({ form, lang }: { form: CatalogueFormState<V>; lang: Lang }) {
  const { t } = useLingui();
  const names = langFieldNames(form.table) as FieldPath<V>[];
  const watched = useWatch({ control: form.control, name: names }) as unknown[];
  const { errors } = useFormState({ control: form.control, name: langFieldNames(form.table, lang) as FieldPath<V>[] });
  const wrong = langFieldNames(form.table, lang).some((name) => name in errors);
  const values = Object.fromEntries(names.map((name, i) => [name, watched[i]]));
  const lacking = langsLacking(form.table, values).includes(lang);
  if (!wrong && !lacking) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        w={8}
        h={8}
        style={{
          display: 'inline-block',
          borderRadius: '50%',
          background: wrong ? 'var(--mantine-color-error)' : 'light-dark(var(--mantine-color-orange-8), var(--mantine-color-orange-4))',
        }}
      />
      <VisuallyHidden>{wrong ? t`(has errors)` : t`(missing texts)`}</VisuallyHidden>
    </>
  );
}

export function LangTabs<V extends FieldValues>({ form, children }: { form: CatalogueFormState<V>; children: (lang: Lang) => ReactNode }) {
  const { t } = useLingui();
  const hasRequired = LOCALIZED[form.table].required.length > 0;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {hasRequired
          ? t`Fields marked * are needed in at least one language. A missing translation can wait: the site shows another language meanwhile.`
          : t`A missing translation can wait: the site shows another language meanwhile.`}
      </Text>
      <Tabs value={form.tab} onChange={(value) => isLang(value) && form.setTab(value)} keepMountedMode="display-none">
        <Tabs.List aria-label={t`Language of the texts`}>
          {LANGS.map((lang) => (
            <Tabs.Tab key={lang} value={lang}>
              {/* The mark's words follow the language's in the tab's name: 'Français (missing texts)'. */}
              <Group gap={6} component="span" wrap="nowrap">
                <span lang={lang} dir={inputLang(lang).dir}>
                  {LANG_NAMES[lang]}
                </span>{' '}
                <TabMark form={form} lang={lang} />
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LANGS.map((lang) => (
          <Tabs.Panel key={lang} value={lang} pt="md">
            <Stack gap="md">{children(lang)}</Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
