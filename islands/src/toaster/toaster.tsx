// The toaster: sonner with the site's settings (3 visible, 4000 ms, 14 px gap, 356 px wide,
// swipe past 20 px, 200 ms removal; newest on top, polite live region). Loaded on the first
// toast by shared/toast.ts. Its stylesheet is part of the site's CSS (static/css/islands.css);
// the <style> sonner would inject is removed at build (sonner-patch.mjs).

import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import { settings, t } from '../shared/settings';

/** What a toast says: its kind, its title and an optional line below it. */
export interface ToastMessage {
  kind: 'success' | 'error';
  title: string;
  description?: string;
}

export const TOASTER_SETTINGS = { visibleToasts: 3, duration: 4000, gap: 14 } as const;

/** Below the fixed header, so a toast never hides the navigation. */
function topOffset(): number {
  const header = document.querySelector('.site-header');
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  return Math.max(16, Math.round(bottom) + 12);
}

function VitrineToaster({ onReady }: { onReady: () => void }) {
  // Runs after sonner's own effects (children first): it is subscribed to new toasts.
  useEffect(onReady, [onReady]);
  const { dir } = settings();
  const top = topOffset();
  return (
    <Toaster
      // Newest on top: toasts enter at the top, pushing older ones down.
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      dir={dir}
      theme="light"
      visibleToasts={TOASTER_SETTINGS.visibleToasts}
      duration={TOASTER_SETTINGS.duration}
      gap={TOASTER_SETTINGS.gap}
      offset={{ top }}
      mobileOffset={{ top }}
      closeButton
      containerAriaLabel={t('islands-toaster-label')}
      toastOptions={{ closeButtonAriaLabel: t('islands-toast-close') }}
    />
  );
}

let host: HTMLElement | null = null;
let root: Root | null = null;
let mounted: Promise<void> | null = null;

/** Mounts the toaster once, at the end of <body>; resolves when it can show toasts. */
export function mountToaster(): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    host = document.createElement('div');
    host.className = 'vitrine-toaster';
    document.body.append(host);
    root = createRoot(host);
    root.render(<VitrineToaster onReady={resolve} />);
  });
  return mounted;
}

export async function show(message: ToastMessage): Promise<void> {
  await mountToaster();
  const options = message.description ? { description: message.description } : {};
  if (message.kind === 'success') toast.success(message.title, options);
  else toast.error(message.title, options);
}

/** Tests start each case without a toaster. */
export function unmountToaster(): void {
  toast.dismiss();
  root?.unmount();
  host?.remove();
  root = null;
  host = null;
  mounted = null;
}
