// Registers the service worker and reports what the page should offer: an update, an install.
import { Workbox } from 'workbox-window';
import { whenPageIdle } from '../lib/when-page-idle';
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
  // Once the page is idle (hydrated): a first install fetches the whole precache (some 350 files),
  // which would otherwise share the phone's link and cores with the page coming to life.
  whenPageIdle(registerWorker, 5000);
}

function registerWorker() {
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
  // This page came from the network, not from the worker (a first visit): the worker keeps it too.
  const fromNetwork = !navigator.serviceWorker.controller;
  void wb.register();
  // Once active (a worker starting afresh empties its page cache when it activates).
  if (fromNetwork) void wb.active.then(() => wb.messageSW({ type: 'KEEP_PAGE', url: location.href })).catch(() => undefined);
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
