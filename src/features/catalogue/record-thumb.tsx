// A record's photo as a small thumbnail in back-office lists, or a neutral tile when it has none.
import { Box } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useImageSrc } from '../../db/use-image-src';

export interface RecordThumbProps {
  /** The record's image field: URL, site path or `blob-ref:`. */
  image: string | undefined;
  width?: number;
  height?: number;
  /** Most thumbnails sit beside the record's name, which says it all: '' keeps them out of the way. */
  alt?: string;
}

export function RecordThumb({ image, width = 64, height = 44, alt = '' }: RecordThumbProps) {
  const src = useImageSrc(image);
  const [failed, setFailed] = useState<string | null>(null);
  const frame = {
    width,
    height,
    flexShrink: 0,
    borderRadius: 'var(--mantine-radius-md)',
    overflow: 'hidden',
    background: 'var(--mantine-color-default-hover)',
    border: '1px solid var(--brand-border)',
  } as const;
  if (!src || failed === src) {
    return (
      <Box style={{ ...frame, display: 'grid', placeItems: 'center' }} c="dimmed" aria-hidden={alt ? undefined : true}>
        <IconPhoto size={20} aria-hidden />
      </Box>
    );
  }
  return (
    <Box style={frame}>
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
