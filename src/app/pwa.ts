// Registers the service worker and reports what the page should offer: an update, an install.
import { Workbox } from 'workbox-window';
import { whenPageSettled } from '../lib/when-page-idle';
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
  // A first install fetches the whole precache (some 340 files, 3.2 MB) through the browser's
  // network, cache and worker threads. Begun at the page's first idle moment, it took the cores
  // from the page still coming to life: in Lighthouse runs of /fr/booking on a 2-core machine, the
  // browser's other threads then used 200-300 ms more CPU, and the page's own thread 60 ms more.
  whenPageSettled(registerWorker);
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
