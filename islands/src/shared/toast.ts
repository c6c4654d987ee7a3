// Toasts on demand: the toaster (sonner) is its own chunk, loaded and mounted on the first
// toast, so pages pay for it only when a form is submitted.

// The type alone is imported here (erased at build), so the chunk still loads only on demand.
import type { ToastMessage } from '../toaster/toaster';

let toaster: Promise<typeof import('../toaster/toaster')> | null = null;

/** Shows a toast (loading the toaster first if needed); resolves once it is on screen. */
export async function showToast(message: ToastMessage): Promise<void> {
  toaster ??= import('../toaster/toaster');
  const module = await toaster;
  await module.show(message);
}
