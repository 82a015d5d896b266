// The blog post form of /admin/blogs/create and /admin/blogs/:id/edit: SPEC 5's rules and messages,
// each next to its field, and the values kept as typed when saving fails. The text stays plain
// text: the site shows it as text, never as HTML.
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { EXCERPT_MAX, postFormSchema, TITLE_MAX, type PostFormValues } from './form';
import { paths } from '../../domain/paths';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import type { RecordFormProps } from './form-page';
import { CatalogueFormLayout, FormSection, useCatalogueForm } from './form-layout';
import { PhotoSection, SwitchFormField } from './form-fields';
import { usePostText } from './use-post-text';

export function PostForm({ initial, submitLabel, onSave }: RecordFormProps<PostFormValues>) {
  const { t } = useLingui();
  const lang = useLang();
  const text = usePostText();
  const { control, register, handleSubmit, setError, formState, error } = useCatalogueForm(postFormSchema, initial, text.fieldError);
  const [title, excerpt, content] = useWatch({ control, name: ['title', 'excerpt', 'content'] });
  const count = new Intl.NumberFormat(intlLocale[lang]);

  return (
    <CatalogueFormLayout
      onSubmit={handleSubmit((values) => onSave(values, setError))}
      cancelTo={paths.admin.blogs(lang)}
      submitLabel={submitLabel}
      pending={formState.isSubmitting}
      main={
        <FormSection title={t`Article`}>
          <TextInput
            label={t`Title`}
            description={`${count.format(title.trim().length)} / ${count.format(TITLE_MAX)}`}
            withAsterisk
            size="md"
            autoComplete="off"
            error={error('title')}
            {...register('title')}
          />
          <Textarea
            label={t`Excerpt`}
            description={`${count.format(excerpt.trim().length)} / ${count.format(EXCERPT_MAX)}`}
            withAsterisk
            size="md"
            rows={3}
            error={error('excerpt')}
            {...register('excerpt')}
          />
          <Textarea
            label={t`Content`}
            description={t`Plain text: leave an empty line between paragraphs. ${count.format(content.length)} characters.`}
            withAsterisk
            size="md"
            rows={10}
            error={error('content')}
            {...register('content')}
          />
        </FormSection>
      }
      side={
        <>
          <FormSection title={t`Publication`}>
            <NativeSelect
              label={t`Category`}
              withAsterisk
              size="md"
              data={[{ value: '', label: t`Choose a category`, disabled: true }, ...text.categoryOptions]}
              error={error('category')}
              {...register('category')}
            />
            <TextInput
              label={t`Read time`}
              placeholder={t`5 min read`}
              withAsterisk
              size="md"
              autoComplete="off"
              error={error('readTime')}
              {...register('readTime')}
            />
            <SwitchFormField control={control} name="published" label={t`Published`} description={t`Off: a draft, only staff see it`} />
          </FormSection>
          <PhotoSection
            control={control}
            name="image"
            label={t`Featured image`}
            onDevice={t`Photo kept on this device; it is sent with the post.`}
            error={error('image')}
          />
        </>
      }
    />
  );
}
