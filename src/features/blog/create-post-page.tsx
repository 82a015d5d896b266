// /{lang}/blog/create (SPEC 2.4 'Create blog post', 5 'Blog form', 7, 8), staff only (the route's
// guard): the form, checked field by field on blur, with a live preview beside it. The post is saved
// on the device with its outbox entry, so it reaches the server and every other device.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconClock, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useCreatePost } from './queries';
import { useImageSrc } from '../../db/use-image-src';
import { paths } from '../../domain/paths';
import { isPostImageUrl, postFormSchema, postPayload, type PostFormValues } from '../../domain/post-form';
import { POST_CATEGORIES } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { showToast } from '../../ui/toast';
import classes from './blog.module.css';
import { clearPostDraft, readPostDraft, writePostDraft } from './draft-storage';
import { categoryLabel, formatCount, formMessage } from './post-labels';
import { useDocumentTitle } from '../../ui/use-document-title';

const resolver = valibotResolver(postFormSchema) as unknown as Resolver<PostFormValues>;

function PreviewImage({ url }: { url: string }) {
  const { t } = useLingui();
  const usable = isPostImageUrl(url) ? url.trim() : null;
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

function Preview({ values }: { values: PostFormValues }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const characters = values.content.length;
  const shown = formatCount(characters, lang);
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} className={classes.sticky} component="section" aria-labelledby="preview-title">
      <PreviewImage url={values.image} />
      <Stack gap="sm" p="lg">
        <Group justify="space-between" gap="xs">
          <Title id="preview-title" order={2} size="h6" tt="uppercase" c="var(--brand-accent-text)">
            <Trans>Preview</Trans>
          </Title>
          <Badge color={values.published ? 'teal.9' : 'gray.7'} radius="sm">
            {values.published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
          </Badge>
        </Group>
        <Group gap="xs">
          {values.category ? (
            <Badge color="gold.3" c="navy.9" radius="sm">
              {categoryLabel(i18n, values.category)}
            </Badge>
          ) : null}
          {values.readTime.trim() ? (
            <Text size="sm" c="dimmed" className={classes.metaItem}>
              <IconClock size={16} stroke={1.6} aria-hidden />
              <bdi>{values.readTime}</bdi>
            </Text>
          ) : null}
        </Group>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }} dir="auto">
          {values.title.trim() || <Trans>Your title appears here</Trans>}
        </Title>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={6} dir="auto">
          {values.excerpt.trim() || <Trans>The excerpt shown on the blog’s cards appears here.</Trans>}
        </Text>
        <Text size="xs" c="dimmed">
          <Plural value={characters} one={`${shown} character of content`} other={`${shown} characters of content`} />
        </Text>
      </Stack>
    </Paper>
  );
}

export function CreatePostPage() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const create = useCreatePost();
  const [start] = useState(readPostDraft);
  useDocumentTitle(t`Create New Blog Post`);

  // Checked when a field is first left, then as it is corrected.
  const form = useForm<PostFormValues>({ defaultValues: start, resolver, mode: 'onTouched' });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const values = { ...start, ...useWatch({ control }) } as PostFormValues;

  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) writePostDraft(values);
  });

  const errorOf = (name: keyof PostFormValues) => formMessage(i18n, errors[name]?.message);

  const onSubmit = handleSubmit(async (valid) => {
    try {
      await create(postPayload(valid));
      setSaved(true);
      clearPostDraft();
      showToast({ color: 'teal', title: t`Success!`, message: t`Blog post has been created successfully.` });
      await navigate(paths.blog(lang));
    } catch (error) {
      console.error('Failed to create blog post', error);
      showToast({ color: 'red', title: t`Error`, message: t`Failed to create blog post. Please try again.` });
    }
  });

  return (
    <Container size="xl" pb={96}>
      <Stack gap="sm" className={classes.formHead}>
        <Button
          component={Link}
          to={paths.blog(lang)}
          variant="subtle"
          color="navy"
          px={0}
          w="fit-content"
          leftSection={<IconArrowLeft size={18} className={rtl.mirror} aria-hidden />}
        >
          <Trans>Back to Blog</Trans>
        </Button>
        <Title order={1}>
          <Trans>Create New Blog Post</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Write for the visitors of the site. A draft stays hidden from the blog until it is published.</Trans>
        </Text>
      </Stack>

      <Grid gap={{ base: 'xl', md: 40 }}>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form" noValidate onSubmit={onSubmit} className={classes.form}>
            <Stack gap="lg">
              <TextInput label={t`Title`} dir="auto" withAsterisk size="md" error={errorOf('title')} {...register('title')} />
              <Textarea label={t`Excerpt`} dir="auto" description={t`A summary of one or two sentences, shown on the blog’s cards.`} withAsterisk size="md" rows={3} error={errorOf('excerpt')} {...register('excerpt')} />
              <Textarea
                label={t`Content`}
                dir="auto"
                description={t`Plain text. Leave a blank line between paragraphs; start a line with “## ” for a heading, “- ” for a bullet or “1. ” for a numbered step.`}
                withAsterisk
                size="md"
                rows={10}
                error={errorOf('content')}
                {...register('content')}
              />
              <TextInput
                type="url"
                inputMode="url"
                dir="ltr"
                label={t`Featured image URL`}
                description={t`Optional. An address starting with https://`}
                placeholder="https://"
                size="md"
                error={errorOf('image')}
                {...register('image')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <NativeSelect
                  label={t`Category`}
                  withAsterisk
                  size="md"
                  error={errorOf('category')}
                  data={[
                    { value: '', label: t`Choose a category` },
                    ...POST_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(i18n, category) })),
                  ]}
                  {...register('category')}
                />
                <TextInput label={t`Read time`} dir="auto" placeholder={t`5 min read`} withAsterisk size="md" error={errorOf('readTime')} {...register('readTime')} />
              </SimpleGrid>
              <Switch
                size="md"
                color="teal.8"
                label={t`Publish immediately`}
                description={t`Off: the post is saved as a draft.`}
                {...register('published')}
              />
              <Group justify="flex-end" gap="sm" mt="sm">
                <Button component={Link} to={paths.blog(lang)} variant="default" size="md">
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" size="md" disabled={!isValid || isSubmitting} loading={false}>
                  {isSubmitting ? <Trans>Creating...</Trans> : <Trans>Create Post</Trans>}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Preview values={values} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
