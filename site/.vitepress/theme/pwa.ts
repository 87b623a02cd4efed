/**
 * Service-worker registration and the update prompt, with workbox-window. A new version installs
 * in the background and waits; the page shows a prompt, and only when the user accepts does the
 * new worker take over — then the page reloads at once, so it never runs old and new files mixed.
 */
import { ref } from 'vue';
import type { Workbox } from 'workbox-window';
import { whenLoaded } from '../../tools/shared/lazy.ts';

/** True when a new version has installed and waits for the user's word. */
export const updateReady = ref(false);
/** True once this visit installed the site for offline use (the first time only). */
export const offlineReady = ref(false);
/** False while the device has no network. */
export const online = ref(true);
let workbox: Workbox | undefined;

export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Nothing installs before the window's load event anyway (see register() below), so workbox-window
  // is not fetched and run while the page is still loading either.
  await whenLoaded();
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateReady.value = true;
  });
  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate) offlineReady.value = true;
  });
  online.value = navigator.onLine;
  addEventListener('online', () => (online.value = true));
  addEventListener('offline', () => (online.value = false));
  // register() waits for the window's load event, so installing never competes with first paint.
  await workbox.register();
}

/** The user's word: activate the waiting version, then reload into it. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function dismissUpdate(): void {
  updateReady.value = false;
}
