import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useImageSrc } from '../../db/use-image-src';
import type { Car } from '../../domain/types';
import nearView from '../../ui/near-view.module.css';

/** A car's picture at 16:10, or a quiet placeholder when it has none. */
export function CarPicture({ car, width }: { car: Pick<Car, 'name' | 'image'>; width: number }) {
  const { t } = useLingui();
  const src = useImageSrc(car.image);
  const height = Math.round((width * 10) / 16);
  const frame = {
    width: '100%',
    maxWidth: width,
    aspectRatio: '16 / 10',
    borderRadius: 'var(--mantine-radius-md)',
    background: 'color-mix(in srgb, var(--brand-gold) 12%, transparent)',
    overflow: 'hidden',
    flexShrink: 0,
  } as const;
  if (!src)
    return (
      <Box style={{ ...frame, display: 'grid', placeItems: 'center' }}>
        <IconCar size={Math.round(width / 4)} stroke={1.3} aria-hidden color="var(--brand-accent-text)" />
      </Box>
    );
  return (
    <Box style={frame} className={nearView.picture}>
      <img
        src={src}
        alt={t`Photo of the ${car.name}`}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
