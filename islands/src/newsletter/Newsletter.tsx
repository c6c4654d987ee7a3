// The newsletter island: the footer form is submitted in place. Empty
// and malformed addresses are refused here first (the form is `novalidate` so that the
// server's messages, not the browser's, are shown); the server has the last word. Success: a
// toast in the page's language and the field cleared. Refusal or failure: an error toast and
// the message next to the field.
//
// The island takes over the server's form as it is: it listens to its submit, renders
// messages into its status region and sets ARIA state on its field and button.

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Root } from 'react-dom/client';
import { type FormIslandProps, mountOnForm, sayFailure } from '../shared/formIsland';
import { Notice, type NoticeData } from '../shared/Notice';
import { t } from '../shared/settings';
import { showToast } from '../shared/toast';

/** Close to the server's rule: something@domain.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function localNotice(code: 'empty' | 'invalid'): NoticeData {
  return { tone: 'error', title: t(`newsletter-${code}-title`), description: t(`newsletter-${code}-description`) };
}

export function Newsletter({ form, sender }: FormIslandProps) {
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const status = form.querySelector<HTMLElement>('[role="status"]');
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  // A refusal the server rendered (no-JS post) stays marked until the next submit.
  const [emailInvalid, setEmailInvalid] = useState(() => input?.getAttribute('aria-invalid') === 'true');
  const serverNoticeCleared = useRef(false);

  useEffect(() => {
    const say = (next: NoticeData | null) => {
      // The first message replaces what the server rendered there (a no-JS outcome).
      if (!serverNoticeCleared.current && status) {
        status.replaceChildren();
        serverNoticeCleared.current = true;
      }
      setNotice(next);
    };
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      if (sender.sending || !input) return;
      const email = input.value.trim();
      const problem = !email ? 'empty' : input.validity.typeMismatch || !EMAIL_SHAPE.test(email) ? 'invalid' : null;
      if (problem) {
        say(localNotice(problem));
        setEmailInvalid(true);
        input.focus();
        return;
      }
      const outcome = await sender.send(say);
      if (!outcome) return;
      if (outcome.kind === 'ok') {
        input.value = '';
        say(null);
        setEmailInvalid(false);
        await showToast({
          kind: 'success',
          title: outcome.title || t('newsletter-subscribed-title'),
          description: outcome.description || t('newsletter-subscribed-description'),
        });
        return;
      }
      setEmailInvalid(outcome.kind === 'refused' && outcome.field === 'email');
      await sayFailure(outcome, say);
    };
    const listener = (event: Event) => void onSubmit(event as SubmitEvent);
    form.addEventListener('submit', listener);
    return () => form.removeEventListener('submit', listener);
  }, [form, input, sender, status]);

  useLayoutEffect(() => {
    if (!input) return;
    if (emailInvalid) {
      input.setAttribute('aria-invalid', 'true');
      if (status?.id) input.setAttribute('aria-describedby', status.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }, [emailInvalid, input, status]);

  return status && notice ? createPortal(<Notice notice={notice} />, status) : null;
}

/** Mounts the newsletter island on the server's form; `null` when the page has none. */
export function mountNewsletter(): Root | null {
  return mountOnForm('newsletter', Newsletter);
}
