// A QR code drawn as one SVG path. The encoder (uqr, ~4 KB) is loaded only when a code is shown.
import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Modules of blank margin around the code, as readers expect. */
const QUIET_ZONE = 4;

function modulesPath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }),
  );
  return path;
}

export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ value: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    import('uqr').then(
      ({ encode }) => {
        const qr = encode(value, { ecc: 'M', border: 0 });
        if (live) setDrawn({ value, size: qr.size + 2 * QUIET_ZONE, path: modulesPath(qr.data) });
      },
      // Its code could not be loaded (offline before the app kept it): the key below is typed instead.
      () => live && setDrawn({ value, size: 0, path: '' }),
    );
    return () => {
      live = false;
    };
  }, [value]);

  if (drawn?.value !== value) return <Skeleton width={size} height={size} radius="sm" />;
  if (drawn.size === 0) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff', borderRadius: 4 }}
    >
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
