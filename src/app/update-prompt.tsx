import { lazy, Suspense } from 'react';
import { pwaAtom, useAtomValue } from './state';

// Its code loads when an update waits (rarely; the service worker has it for offline), not with
// every page.
const UpdateBanner = lazy(async () => ({ default: (await import('./update-banner')).UpdateBanner }));

/** Shown when a new version of the app has been downloaded and waits to take over. */
export function UpdatePrompt() {
  const { applyUpdate } = useAtomValue(pwaAtom);
  if (!applyUpdate) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner applyUpdate={applyUpdate} />
    </Suspense>
  );
}
