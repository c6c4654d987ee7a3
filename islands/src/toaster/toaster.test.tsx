import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverPage } from '../test/page';
import { showToast } from '../shared/toast';
import { unmountToaster } from './toaster';

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
const visible = () => toasts().filter((t) => t.dataset.visible === 'true');

beforeEach(() => serverPage('<main id="main"></main>'));

afterEach(() => {
  act(() => unmountToaster());
  vi.useRealTimers();
});

describe('toaster', () => {
  it('is a polite live region named in the page language', async () => {
    await showToast({ kind: 'success', title: 'Inscription réussie', description: 'Bienvenue.' });
    await screen.findByText('Bienvenue.');
    const region = screen.getByRole('region', { name: /^Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Inscription réussie');
    expect(region).toHaveTextContent('Bienvenue.');
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();
    // The CSP (style-src 'self') refuses injected <style>: sonner's is removed (sonner-patch.mjs).
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('keeps 3 visible, the newest on top', async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      await showToast({ kind: 'success', title: `Message ${n}` });
    }
    await waitFor(() => expect(toasts()).toHaveLength(5));
    expect(visible()).toHaveLength(3);
    expect(visible().map((t) => t.textContent)).toEqual(['Message 5', 'Message 4', 'Message 3']);
    expect(toasts()[0]).toHaveAttribute('data-front', 'true');
    expect(toasts()[0]).toHaveAttribute('data-y-position', 'top');
  });

  it('removes a toast after 4000 ms (then 200 ms of animation)', async () => {
    vi.useFakeTimers();
    const shown = showToast({ kind: 'error', title: 'Envoi impossible' });
    await vi.waitFor(() => expect(toasts()).toHaveLength(1));
    await shown;
    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(toasts()[0]).not.toHaveAttribute('data-removed', 'true');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(toasts()[0]).toHaveAttribute('data-removed', 'true');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(toasts()).toHaveLength(0);
  });

  it('mirrors in Arabic: right-to-left, on the start side', async () => {
    serverPage('<main id="main"></main>', 'ar');
    await showToast({ kind: 'success', title: 'تم الاشتراك' });
    await screen.findByText('تم الاشتراك');
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('dir', 'rtl');
    expect(list).toHaveAttribute('data-x-position', 'left');
    expect(screen.getByRole('region', { name: /^الإشعارات/ })).toBeInTheDocument();
  });

  it('uses the page width and gap the site sets', async () => {
    await showToast({ kind: 'success', title: 'Message' });
    await screen.findByText('Message');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect(list.style.getPropertyValue('--width')).toBe('356px');
    expect(list.style.getPropertyValue('--gap')).toBe('14px');
  });
});

describe('swipe to dismiss', () => {
  // A slow drag (1 s), so only the distance decides, not sonner's flick velocity.
  async function drag(distance: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    Element.prototype.setPointerCapture ??= () => {};
    await showToast({ kind: 'success', title: 'Glissez-moi' });
    const toast = (await screen.findByText('Glissez-moi')).closest<HTMLElement>('[data-sonner-toast]')!;
    fireEvent.pointerDown(toast, { clientX: 100, clientY: 100, pointerId: 1, button: 0 });
    vi.setSystemTime(Date.now() + 1000);
    fireEvent.pointerMove(toast, { clientX: 105, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 100 + distance, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 100 + distance, clientY: 100, pointerId: 1 });
    return toast;
  }

  it('dismisses a toast dragged past 20 px', async () => {
    const toast = await drag(21);
    await waitFor(() => expect(toast).toHaveAttribute('data-swipe-out', 'true'));
  });

  it('keeps a toast dragged 19 px', async () => {
    const toast = await drag(19);
    expect(toast).toHaveAttribute('data-swipe-out', 'false');
    expect(toast.style.getPropertyValue('--swipe-amount-x')).toBe('0px');
    expect(toast).not.toHaveAttribute('data-removed', 'true');
  });
});
