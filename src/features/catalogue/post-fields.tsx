// The blog post form, at /{lang}/blog/create and /admin/blogs/create, /admin/blogs/:id/edit: SPEC 5's
// rules and messages, each next to its field, the values kept as typed when saving fails, and a live
// preview beside it (SPEC 2.4), in the language of the tab shown. The texts are in three languages,
// a tab each (lang-tabs.tsx). The text stays plain text: the site shows it as text, never as HTML.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconClock, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useImageSrc } from '../../db/use-image-src';
import { langField } from '../../domain/content-lang';
import { isImageRef } from '../../domain/image-ref';
import type { Lang } from '../../domain/paths';
import classes from './catalogue.module.css';
import { PhotoSection, SwitchFormField } from './form-fields';
import { FormSection, RecordFormLayout, useCatalogueForm, type RecordFormProps } from './form-layout';
import { TITLE_MAX } from './form';
import { inputLang, LangTabs } from './lang-tabs';
import { EXCERPT_MAX, postFormSchemaIn, type PostFormValues } from './post-form';
import { useCategories, useFormats } from './words';

/** An example of a read time in each field's own language. */
const READ_TIME_EXAMPLES: Record<Lang, string> = { fr: '5 min de lecture', en: '5 min read', ar: 'قراءة في 5 دقائق' };

function PreviewImage({ url }: { url: string }) {
  const { t } = useLingui();
  const usable = url.trim() !== '' && isImageRef(url.trim()) ? url.trim() : null;
  const src = useImageSrc(usable);
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return (
      <div className={classes.previewImage} style={{ display: 'grid', placeItems: 'center', color: '#e0c48a' }}>
        <Stack align="center" gap={4}>
          <IconPhoto size={36} stroke={1.3} aria-hidden />
          <Text size="sm" c="#d9dde6">
            {usable ? t`The image cannot be shown` : t`No image yet`}
          </Text>
        </Stack>
      </div>
    );
  }
  return <img src={src} alt="" className={classes.previewImage} onError={() => setBroken(src)} />;
}

/** The post as the blog's card will show it in `lang`, with its status and the length of its content. */
function Preview({ control, initial, lang }: { control: Control<PostFormValues>; initial: PostFormValues; lang: Lang }) {
  const { labels } = useCategories();
  const format = useFormats();
  const all = { ...initial, ...useWatch({ control }) };
  const values = {
    ...all,
    title: all[langField('title', lang)],
    excerpt: all[langField('excerpt', lang)],
    content: all[langField('content', lang)],
    readTime: all[langField('readTime', lang)],
  };
  const characters = values.content.length;
  const shown = format.count(characters);
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} component="section" aria-labelledby="post-preview-title">
      <PreviewImage url={values.image} />
      <Stack gap="sm" p="lg">
        <Group justify="space-between" gap="xs">
          <Title id="post-preview-title" order={2} size="h6" tt="uppercase" c="var(--brand-accent-text)">
            <Trans>Preview</Trans>
          </Title>
          <Badge color={values.published ? 'teal.9' : 'gray.7'} radius="sm">
            {values.published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
          </Badge>
        </Group>
        <Group gap="xs">
          {values.category ? (
            <Badge color="gold.3" c="navy.9" radius="sm">
              {labels.posts[values.category]}
            </Badge>
          ) : null}
          {values.readTime.trim() ? (
            <Text size="sm" c="dimmed" className={classes.metaItem}>
              <IconClock size={16} stroke={1.6} aria-hidden />
              <bdi {...inputLang(lang)}>{values.readTime}</bdi>
            </Text>
          ) : null}
        </Group>
        {values.title.trim() ? (
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }} {...inputLang(lang)}>
            {values.title}
          </Title>
        ) : (
          <Title order={3} size="h4">
            <Trans>Your title appears here</Trans>
          </Title>
        )}
        {values.excerpt.trim() ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={6} {...inputLang(lang)}>
            {values.excerpt}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>The excerpt shown on the blog’s cards appears here.</Trans>
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <Plural value={characters} one={`${shown} character of content`} other={`${shown} characters of content`} />
        </Text>
      </Stack>
    </Paper>
  );
}

/** A field's length and its limit ('12 / 200'); it alone follows the typing, not the whole form. */
function Length({ control, name, max }: { control: Control<PostFormValues>; name: FieldPath<PostFormValues>; max: number }) {
  const format = useFormats();
  const text = useWatch({ control, name }) as string;
  return `${format.count(text.trim().length)} / ${format.count(max)}`;
}

export function PostForm(props: RecordFormProps<PostFormValues>) {
  const { t } = useLingui();
  const { options } = useCategories();
  const form = useCatalogueForm(postFormSchemaIn, props.initial, 'posts');
  const { control, register, error } = form;

  return (
    <RecordFormLayout
      form={form}
      props={props}
      main={
        <FormSection title={t`Article`}>
          <LangTabs form={form}>
            {(lang) => {
              const name = (base: 'title' | 'excerpt' | 'content' | 'readTime') => langField(base, lang) as FieldPath<PostFormValues>;
              const field = (base: 'title' | 'excerpt' | 'content' | 'readTime') =>
                ({ ...form.registerText(name(base)), ...inputLang(lang), size: 'md', withAsterisk: true, error: error(name(base)) }) as const;
              return (
                <>
                  <TextInput
                    label={t`Title`}
                    description={<Length control={control} name={name('title')} max={TITLE_MAX} />}
                    autoComplete="off"
                    {...field('title')}
                  />
                  <Textarea
                    label={t`Excerpt`}
                    description={
                      <>
                        {t`A summary of one or two sentences, shown on the blog’s cards.`}{' '}
                        <Length control={control} name={name('excerpt')} max={EXCERPT_MAX} />
                      </>
                    }
                    rows={3}
                    {...field('excerpt')}
                  />
                  <Textarea
                    label={t`Content`}
                    description={t`Plain text. Leave a blank line between paragraphs; start a line with “## ” for a heading, “- ” for a bullet or “1. ” for a numbered step.`}
                    rows={10}
                    {...field('content')}
                  />
                  <TextInput label={t`Read time`} placeholder={READ_TIME_EXAMPLES[lang]} autoComplete="off" {...field('readTime')} />
                </>
              );
            }}
          </LangTabs>
        </FormSection>
      }
      side={
        <>
          <FormSection title={t`Publication`}>
            <NativeSelect
              label={t`Category`}
              withAsterisk
              size="md"
              data={[{ value: '', label: t`Choose a category`, disabled: true }, ...options.posts]}
              error={error('category')}
              {...register('category')}
            />
            {props.isNew ? (
              <SwitchFormField control={control} name="published" label={t`Publish immediately`} description={t`Off: the post is saved as a draft.`} />
            ) : (
              <SwitchFormField control={control} name="published" label={t`Published`} description={t`Off: a draft, only staff see it`} />
            )}
          </FormSection>
          <PhotoSection
            control={control}
            name="image"
            label={t`Featured image`}
            urlLabel={t`Featured image URL`}
            showPreview={false}
            onDevice={t`Photo kept on this device; it is sent with the post.`}
            error={error('image')}
          />
          <Preview control={control} initial={props.initial} lang={form.tab} />
        </>
      }
    />
  );
}
