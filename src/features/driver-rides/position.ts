// Where the phone is when a step is tapped, if the driver allows it on this device: asked of the
// phone's own location service (no network call of ours), and never waited for longer than a moment.
import { useLocalStorage } from '@mantine/hooks';

export interface Fix {
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
}

/** How long a step waits for the position before it is recorded without one. */
export const POSITION_WAIT_MS = 3000;

/**
 * The phone's position, or null when it has none, refuses, or takes longer than `waitMs`: the
 * browser's own timeout does not count the time its permission question stays open, so this one does.
 */
export function positionWithin(waitMs: number, geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Fix | null> {
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    const done = (fix: Fix | null) => {
      clearTimeout(timer);
      resolve(fix);
    };
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const { latitude: lat, longitude: lng, accuracy } = coords;
          const valid = Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && Number.isFinite(accuracy);
          done(valid ? { lat, lng, accuracy: Math.min(Math.max(accuracy, 0), 100_000) } : null);
        },
        () => done(null),
        { enableHighAccuracy: true, timeout: waitMs, maximumAge: 60_000 },
      );
    } catch {
      done(null);
    }
  });
}

/** This device's choice to record the position with each step (off until the driver turns it on). */
export function useSharePosition(): [boolean, (share: boolean) => void] {
  const [share, setShare] = useLocalStorage<boolean>({
    key: 'vtc.driver-rides.share-position',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return [share, setShare];
}
