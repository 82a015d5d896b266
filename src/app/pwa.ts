// Registers the service worker and reports what the page should offer: an update, an install.
import { Workbox } from 'workbox-window';
import { appStore, pwaAtom, type InstallPromptEvent } from './state';

export function startPwa() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    appStore.set(pwaAtom, (s) => ({ ...s, installPrompt: event as InstallPromptEvent }));
  });
  window.addEventListener('appinstalled', () => {
    appStore.set(pwaAtom, (s) => ({ ...s, installPrompt: null }));
  });

  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;

  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    appStore.set(pwaAtom, (s) => ({
      ...s,
      applyUpdate: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    }));
  });
  void wb.register();
}

export function isIos(userAgent = navigator.userAgent): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && 'ontouchend' in document);
}

export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
