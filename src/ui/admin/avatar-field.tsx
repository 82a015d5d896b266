// A person's photo in a back-office form: their round portrait (their initials without one), a photo
// taken or chosen on the device, kept there as a Blob until sync sends it, and its removal.
// Data-free: the screen gives the address to show, the store that keeps photos, and the words.
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconDeviceMobile, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { PHOTO_TYPES } from '../../domain/backup-photos';
import { blobImageId } from '../../domain/image-ref';
import { initialsOf } from '../initials';
import { preparePhoto } from '../photo-file';
import classes from './avatar-field.module.css';

/** Keeps a chosen photo on the device (its `blob-ref:` comes back) and drops one no longer wanted. */
export interface PhotoStore {
  save(blob: Blob): Promise<string>;
  discard(ref: string): Promise<void>;
}

export interface AvatarFieldWords {
  /** The field's name ('Photo'). */
  label: string;
  upload: string;
  /** The upload button once there is a photo ('Change photo'). */
  change: string;
  remove: string;
  /** Said once a photo is kept on the device and not sent yet. */
  onDevice: string;
  /** Alternative text of the portrait. */
  alt: string;
  wrongType: string;
  tooLarge: string;
  saveFailed: string;
}

export interface AvatarFieldProps {
  /** '' for none, an http(s) URL, a site path, or `blob-ref:<uuid>`. */
  value: string;
  /** What an <img> shows for `value` (an object URL for a photo on the device), null while there is none. */
  src: string | null;
  /** The person's name, for the initials shown without a photo. */
  name: string;
  onChange: (value: string) => void;
  store: PhotoStore;
  words: AvatarFieldWords;
  error?: string;
}

/** A portrait needs far fewer pixels than a vehicle's photo. */
const PORTRAIT_SIDE = 800;

export function AvatarField({ value, src, name, onChange, store, words, error }: AvatarFieldProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Photos chosen here and not saved with the record yet: dropped again when replaced or removed.
  const chosen = useRef(new Set<string>());
  const resetPicker = useRef<() => void>(null);

  const replace = (next: string) => {
    setProblem(null);
    if (value !== next && chosen.current.has(value)) {
      chosen.current.delete(value);
      void store.discard(value);
    }
    onChange(next);
  };

  const pick = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      const photo = await preparePhoto(file, PORTRAIT_SIDE);
      if (photo === 'type') return setProblem(words.wrongType);
      if (photo === 'size') return setProblem(words.tooLarge);
      const ref = await store.save(photo);
      chosen.current.add(ref);
      replace(ref);
    } catch {
      setProblem(words.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const shownError = problem ?? error;
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} className={classes.fieldset}>
      <Text component="legend" fw={500} size="md" p={0} mb={6}>
        {words.label}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={src} alt={words.alt} size={88} radius="50%" color="gold.3" c="#0b1426" variant="filled" className={classes.portrait}>
          {initialsOf(name)}
        </Avatar>
        <Stack gap="xs" miw={0}>
          <Group gap="xs">
            <FileButton onChange={(file) => void pick(file)} accept={PHOTO_TYPES.join(',')} resetRef={resetPicker}>
              {(props) => (
                <Button {...props} variant="light" size="md" loading={busy} leftSection={<IconCamera size={18} aria-hidden />}>
                  {value === '' ? words.upload : words.change}
                </Button>
              )}
            </FileButton>
            {value !== '' && (
              <Button
                variant="subtle"
                size="md"
                className={classes.remove}
                // Mantine sets --button-color inline: only an inline value replaces it.
                style={{ '--button-color': 'var(--remove-color)' }}
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => replace('')}
                disabled={busy}
              >
                {words.remove}
              </Button>
            )}
          </Group>
          {blobImageId(value) !== null && (
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconDeviceMobile size={16} aria-hidden />
              <Text size="sm">{words.onDevice}</Text>
            </Group>
          )}
        </Stack>
      </Group>
      {shownError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {shownError}
        </Text>
      )}
    </Stack>
  );
}
