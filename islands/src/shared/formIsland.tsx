// What the two form islands (newsletter, contact) share: the submit button's progress state,
// and mounting on the server's form. The island renders nothing in place: its messages go
// into the form's status region through a portal, so the server's markup stays as it is.

import { type ComponentType, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/** While `busy`, the button says so (`aria-busy`) and refuses a second submit (`aria-disabled`). */
export function useBusyButton(button: HTMLButtonElement | null, busy: boolean): void {
  useLayoutEffect(() => {
    if (!button) return;
    for (const name of ['aria-busy', 'aria-disabled']) {
      if (busy) button.setAttribute(name, 'true');
      else button.removeAttribute(name);
    }
  }, [busy, button]);
}

/** Mounts `Island` on the server's `form[data-island="<name>"]`; `null` when the page has none. */
export function mountOnForm(name: string, Island: ComponentType<{ form: HTMLFormElement }>): Root | null {
  const form = document.querySelector<HTMLFormElement>(`form[data-island="${name}"]`);
  if (!form) return null;
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(<Island form={form} />));
  return root;
}
