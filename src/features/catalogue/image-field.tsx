// A record's photo in a back-office form: an address typed in (a URL or a bundled /images/ file),
// or a photo uploaded from the device, kept there as a Blob (the record stores its `blob-ref:`
// value, and sync sends the photo along). Shows a preview of either.
import { useLingui } from '@lingui/react/macro';
import { Box, Button, FileButton, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconDeviceMobile, IconPhoto, IconPhotoX, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type Ref } from 'react';
import { useImageStore } from './queries';
import { blobImageId, isImageRef } from '../../domain/image-ref';
import { useImageSrc } from '../../db/use-image-src';
import { PHOTO_TYPES } from '../../domain/backup-photos';
import { preparePhoto } from '../../ui/photo-file';
import classes from './image-field.module.css';

interface ImageFieldLabels {
  /** The field's name, e.g. 'Photo'. */
  label: string;
  /** Label of the address input, e.g. 'Image URL'. */
  url: string;
  urlPlaceholder?: string;
  /** Help under the address input ('A web address, or upload a photo from this device.'). */
  urlDescription?: string;
  upload: string;
  remove: string;
  /** Said instead of the address once a photo is uploaded ('Photo kept on this device'). */
  onDevice: string;
  /** Alternative text of the preview. */
  preview: string;
  /** Shown in the empty preview ('No photo yet'). */
  none: string;
  /** Upload refused: not JPEG, PNG, WebP or GIF. */
  wrongType: string;
  /** Upload refused: over 5 MB even scaled down. */
  tooLarge: string;
  /** The device could not keep it (storage full or refused). */
  saveFailed: string;
}

export interface ImageFieldProps {
  /** '' for none, an http(s) URL, a site path, or `blob-ref:<uuid>`. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The form's message for this field ('Please enter a valid URL'). */
  error?: string;
  /** The field's name ('Photo of the vehicle'). */
  label: string;
  /** Said instead of the address once a photo is uploaded ('Photo kept on this device; it is sent with the tour.'). */
  onDevice: string;
  /** Keep the field's name for screen readers only (when a section title above already says it). */
  hideLabel?: boolean;
  /** The address input's label ('Image URL' by default). */
  urlLabel?: string;
  /** False when the form shows the photo elsewhere (the post's preview). */
  showPreview?: boolean;
  /** The address input's name and ref, for react-hook-form's focus on the first error. */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function Preview({ value, labels }: { value: string; labels: ImageFieldLabels }) {
  const shown = value.trim() !== '' && isImageRef(value.trim()) ? value.trim() : null;
  const src = useImageSrc(shown);
  const [failed, setFailed] = useState<string | null>(null);
  const broken = src !== null && failed === src;
  return (
    <Box
      style={{
        aspectRatio: '16 / 10',
        width: '100%',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        border: '1px solid var(--brand-border)',
        background: 'var(--mantine-color-default-hover)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src && !broken ? (
        <img
          src={src}
          alt={labels.preview}
          onError={() => setFailed(src)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Stack gap={4} align="center" c="dimmed" p="md">
          {broken ? <IconPhotoX size={32} aria-hidden /> : <IconPhoto size={32} aria-hidden />}
          <Text size="sm" c="dimmed" ta="center">
            {labels.none}
          </Text>
        </Stack>
      )}
    </Box>
  );
}

/** A photo field; in a react-hook-form form, use ImageFormField (form-fields.tsx). */
function useImageFieldLabels(label: string, onDevice: string, url: string | undefined): ImageFieldLabels {
  const { t } = useLingui();
  return {
    label,
    onDevice,
    url: url ?? t`Image URL`,
    urlPlaceholder: 'https://…',
    urlDescription: t`A web address, or upload a photo from this device.`,
    upload: t`Upload a photo`,
    remove: t`Remove photo`,
    preview: t`Photo preview`,
    none: t`No photo yet`,
    wrongType: t`Choose a JPEG, PNG, WebP or GIF image.`,
    tooLarge: t`This photo is too large: choose one under 5 MB.`,
    saveFailed: t`The photo could not be kept on this device. Free some storage and try again.`,
  };
}

export function ImageField({
  value,
  onChange,
  onBlur,
  error,
  label,
  onDevice: onDeviceText,
  hideLabel = false,
  urlLabel,
  showPreview = true,
  name,
  inputRef,
}: ImageFieldProps) {
  const labels = useImageFieldLabels(label, onDeviceText, urlLabel);
  const store = useImageStore();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Photos uploaded here and not saved with the record yet: dropped again when replaced or removed.
  const uploaded = useRef(new Set<string>());
  const onDevice = blobImageId(value) !== null;

  const replace = (next: string) => {
    setProblem(null);
    if (value !== next && uploaded.current.has(value)) {
      uploaded.current.delete(value);
      void store.discard(value);
    }
    onChange(next);
  };

  // Lets the same file be picked again after a refusal.
  const resetPicker = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      const photo = await preparePhoto(file);
      if (photo === 'type') return setProblem(labels.wrongType);
      if (photo === 'size') return setProblem(labels.tooLarge);
      const ref = await store.save(photo);
      uploaded.current.add(ref);
      replace(ref);
      onBlur?.();
    } catch {
      setProblem(labels.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const shownError = problem ?? error;
  return (
    <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      {hideLabel ? (
        <VisuallyHidden component="legend">{labels.label}</VisuallyHidden>
      ) : (
        <Text component="legend" fw={500} size="sm" p={0} mb={4}>
          {labels.label}
        </Text>
      )}
      {showPreview && <Preview value={value} labels={labels} />}
      {onDevice ? (
        <Group gap="xs" wrap="nowrap" c="dimmed">
          <IconDeviceMobile size={18} aria-hidden />
          <Text size="sm">{labels.onDevice}</Text>
        </Group>
      ) : (
        <TextInput
          label={labels.url}
          description={labels.urlDescription}
          placeholder={labels.urlPlaceholder}
          value={value}
          name={name}
          ref={inputRef}
          onChange={(event) => replace(event.currentTarget.value)}
          onBlur={onBlur}
          error={shownError}
          type="url"
          inputMode="url"
          dir="ltr"
          size="md"
          autoComplete="off"
        />
      )}
      {onDevice && shownError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {shownError}
        </Text>
      )}
      <Group gap="sm">
        <FileButton
          onChange={(file) => void pick(file)}
          accept={PHOTO_TYPES.join(',')}
          resetRef={resetPicker}
        >
          {(props) => (
            <Button {...props} variant="light" size="md" loading={busy} leftSection={<IconUpload size={18} aria-hidden />}>
              {labels.upload}
            </Button>
          )}
        </FileButton>
        {value !== '' && (
          <Button
            variant="subtle"
            color="red"
            className={classes.remove}
            // Mantine sets --button-color inline: only an inline value replaces it.
            style={{ '--button-color': 'var(--remove-color)' }}
            size="md"
            onClick={() => replace('')}
            disabled={busy}
          >
            {labels.remove}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
