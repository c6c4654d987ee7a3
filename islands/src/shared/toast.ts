// Toasts on demand: the toaster (sonner) is its own chunk, loaded and mounted on the first
// toast, so pages pay for it only when a form is submitted.

export interface ToastMessage {
  kind: 'success' | 'error';
  title: string;
  description?: string;
}

let toaster: Promise<typeof import('../toaster/toaster')> | null = null;

/** Shows a toast (loading the toaster first if needed); resolves once it is on screen. */
export async function showToast(message: ToastMessage): Promise<void> {
  toaster ??= import('../toaster/toaster');
  const module = await toaster;
  await module.show(message);
}
