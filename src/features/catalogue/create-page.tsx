// The site's create pages, /{lang}/tours/create and /{lang}/blog/create (SPEC 2.4, 5, 7, 8), staff
// only (the route's guard): the back office's tour and post forms in the site's frame, with SPEC's
// words, submit disabled until the form is valid, and a draft kept for the tab. The record is saved
// on the device with its outbox entry, so it reaches the server and every other device.
import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useRef, useState, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { paths, type Lang } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import classes from './catalogue.module.css';
import { postDraft, tourDraft, type Draft } from './drafts';
import type { RecordFormProps } from './form-layout';
import { PostForm } from './post-fields';
import { postFormFromRecord, postFromForm, type PostFormValues } from './post-form';
import type { CatalogueTable } from './queries';
import { useRecordSave, type CatalogueFormSpec, type SaveWords } from './save-record';
import { TourForm } from './tour-fields';
import { tourFormFromRecord, tourFromForm, type TourFormValues } from './tour-form';

interface SiteWords {
  title: string;
  intro: string;
  back: string;
  submit: string;
  /** The submit button while saving. */
  submitting: string;
  save: SaveWords;
}

interface SiteForm<T extends CatalogueTable, V extends FieldValues> extends CatalogueFormSpec<T, V> {
  Form: ComponentType<RecordFormProps<V>>;
  draft: Draft<V>;
  /** Where the page leads back to, and goes once the record is saved. */
  listPath: (lang: Lang) => string;
  useWords: () => SiteWords;
}

function SiteCreatePage<T extends CatalogueTable, V extends FieldValues>({ spec }: { spec: SiteForm<T, V> }) {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const words = spec.useWords();
  useDocumentTitle(words.title);
  const [initial] = useState(spec.draft.read);
  const saved = useRef(false);
  const keepDraft = useCallback((values: V) => !saved.current && spec.draft.write(values), [spec]);
  const save = useRecordSave(spec, null, words.save, async () => {
    saved.current = true;
    spec.draft.clear();
    await navigate(spec.listPath(lang));
  });
  const { Form } = spec;

  return (
    <Container size="lg" pt={{ base: 24, sm: 40 }} pb={96}>
      <Stack gap="xl">
        <Anchor component={Link} to={spec.listPath(lang)} size="sm" c="var(--brand-accent-text)" w="fit-content">
          <Group gap={6} component="span">
            <IconArrowLeft size={16} aria-hidden className={rtl.mirror} />
            {words.back}
          </Group>
        </Anchor>
        <Stack gap="xs">
          <Title order={1} className={classes.pageTitle}>
            {words.title}
          </Title>
          <Text c="dimmed">{words.intro}</Text>
        </Stack>
        <Form
          initial={initial}
          place="site"
          isNew
          onSave={save}
          onChange={keepDraft}
          actions={({ isValid, isSubmitting }) => (
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={spec.listPath(lang)} variant="default" size="md" onClick={spec.draft.clear}>
                {t`Cancel`}
              </Button>
              <Button type="submit" size="md" disabled={!isValid || isSubmitting}>
                {isSubmitting ? words.submitting : words.submit}
              </Button>
            </Group>
          )}
        />
      </Stack>
    </Container>
  );
}

const TOUR: SiteForm<'tours', TourFormValues> = {
  table: 'tours',
  Form: TourForm,
  valuesOf: tourFormFromRecord,
  fieldsOf: tourFromForm,
  draft: tourDraft,
  listPath: paths.tours,
  useWords() {
    const { t } = useLingui();
    return {
      title: t`Create New Tour`,
      intro: t`The tour is saved on this device and published to every device at the next sync.`,
      back: t`Back to Tours`,
      submit: t`Create Tour`,
      submitting: t`Creating Tour...`,
      save: {
        saved: { title: t`Success!`, message: t`Tour has been created successfully.` },
        // SPEC 8: the error's own message, or SPEC's words.
        failed: { title: t`Error`, otherwise: (error) => (error instanceof Error && error.message) || t`Failed to create tour. Please try again.` },
      },
    };
  },
};

const POST: SiteForm<'posts', PostFormValues> = {
  table: 'posts',
  Form: PostForm,
  valuesOf: postFormFromRecord,
  fieldsOf: postFromForm,
  draft: postDraft,
  listPath: paths.blog,
  useWords() {
    const { t } = useLingui();
    return {
      title: t`Create New Blog Post`,
      intro: t`Write for the visitors of the site. A draft stays hidden from the blog until it is published.`,
      back: t`Back to Blog`,
      submit: t`Create Post`,
      submitting: t`Creating...`,
      save: {
        saved: { title: t`Success!`, message: t`Blog post has been created successfully.` },
        failed: { title: t`Error`, otherwise: () => t`Failed to create blog post. Please try again.` },
      },
    };
  },
};

export const CreateTourPage = () => <SiteCreatePage spec={TOUR} />;
export const CreatePostPage = () => <SiteCreatePage spec={POST} />;
