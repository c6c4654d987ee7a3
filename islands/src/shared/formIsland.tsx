// What the two form islands (newsletter, contact) share: sending the form in place (the
// submit button's progress state, one submission at a time, the progress and failure
// messages), and mounting on the server's form. The island renders nothing in place: its
// messages go into the form's status region through a portal, so the server's markup stays
// as it is.

import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { errorNotice, type NoticeData } from './Notice';
import { SubmissionKeys } from './retry';
import { t } from './settings';
import { type Outcome, submitForm } from './submit';
import { showToast } from './toast';

/** Shows a message next to the form (in its status region). */
export type Say = (notice: NoticeData) => void;

export interface FormSender {
  /** A submission is under way. */
  readonly sending: boolean;
  /**
   * Posts the form (retrying as the shared policy says) while `say` tells the visitor it is
   * being sent, then retried. Resolves to the outcome, or to null when a submission is already
   * under way (a second submit is refused).
   */
  send(say: Say): Promise<Outcome | null>;
}

/**
 * Sends `form` in place. While a submission is under way its submit button says so
 * (`aria-busy`) and refuses a second one (`aria-disabled`). A submission sent again after a
 * failure keeps its idempotency key.
 */
export function formSender(form: HTMLFormElement): FormSender {
  const keys = new SubmissionKeys();
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  let sending = false;
  const setSending = (now: boolean) => {
    sending = now;
    for (const name of ['aria-busy', 'aria-disabled']) {
      if (now) button?.setAttribute(name, 'true');
      else button?.removeAttribute(name);
    }
  };
  return {
    get sending() {
      return sending;
    },
    async send(say) {
      if (sending) return null;
      setSending(true);
      say({ tone: 'progress', description: t('islands-sending') });
      const outcome = await submitForm(form, {
        keys,
        onRetry: () => say({ tone: 'progress', description: t('islands-retrying') }),
      });
      setSending(false);
      return outcome;
    },
  };
}

/** A submission that did not go through: said next to the form and as an error toast. */
export async function sayFailure(outcome: Outcome, say: Say): Promise<void> {
  const shown = errorNotice(outcome.title, outcome.description, {
    title: t('islands-server-error-title'),
    description: t('islands-server-error-description'),
  });
  say(shown);
  await showToast({ kind: 'error', title: shown.title ?? '', description: shown.description });
}

/** What a form island is given: the server's form, and the one sender it posts it with. */
export interface FormIslandProps {
  form: HTMLFormElement;
  sender: FormSender;
}

/** Mounts `Island` on the server's `form[data-island="<name>"]`; `null` when the page has none. */
export function mountOnForm(name: string, Island: ComponentType<FormIslandProps>): Root | null {
  const form = document.querySelector<HTMLFormElement>(`form[data-island="${name}"]`);
  if (!form) return null;
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(<Island form={form} sender={formSender(form)} />));
  return root;
}
