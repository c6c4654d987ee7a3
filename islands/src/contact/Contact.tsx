// The contact island: the server's form is submitted in place. While
// it is sent the button shows progress and refuses a second submit; the server's field errors
// (422) appear next to each field, the first one gets the focus; success: the message next
// to the button, where the visitor's eyes are, and the form reset — one confirmation, as
// without JavaScript, not a toast over it. Refusals (429, 403, …) and failures (after the
// shared retries) are shown as an error toast and next to the button.
//
// The markup stays the server's (partials/contact_form.html): the island listens to the form,
// renders its messages into `#contact-status`, adds or removes each field's `p.field-error`
// as the server would render it, and sets `aria-invalid`, `aria-describedby` and `aria-busy`.

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Root } from 'react-dom/client';
import { type FormIslandProps, mountOnForm, sayFailure } from '../shared/formIsland';
import { errorNotice, Notice, type NoticeData } from '../shared/Notice';
import { t } from '../shared/settings';

type FieldControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form's visible fields (not hidden inputs, not the honeypot). */
function controlsOf(form: HTMLFormElement): FieldControl[] {
  return [...form.querySelectorAll<FieldControl>('input[name], textarea[name], select[name]')].filter(
    (control) => control.type !== 'hidden' && !control.closest('.honeypot'),
  );
}

/** The server's id of a field's error: `contact-name` → `contact-name-error`. */
function errorId(form: HTMLFormElement, control: FieldControl): string {
  return `${control.id || `${form.id}-${control.name}`}-error`;
}

function withToken(list: string | null, token: string): string {
  const tokens = (list ?? '').split(/\s+/).filter(Boolean);
  return (tokens.includes(token) ? tokens : [token, ...tokens]).join(' ');
}

function withoutToken(list: string | null, token: string): string {
  return (list ?? '')
    .split(/\s+/)
    .filter((t) => t && t !== token)
    .join(' ');
}

/**
 * Shows `message` as the field's error the way the server does (a `p.field-error` right after
 * the control, referenced by `aria-describedby`, `aria-invalid` on the control), or removes it.
 */
function showFieldError(form: HTMLFormElement, control: FieldControl, message: string | undefined): void {
  const id = errorId(form, control);
  let error = form.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
  if (message) {
    if (!error) {
      error = document.createElement('p');
      error.className = 'field-error';
      error.id = id;
      control.after(error);
    }
    error.textContent = message;
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', withToken(control.getAttribute('aria-describedby'), id));
    return;
  }
  error?.remove();
  control.removeAttribute('aria-invalid');
  const described = withoutToken(control.getAttribute('aria-describedby'), id);
  if (described) control.setAttribute('aria-describedby', described);
  else control.removeAttribute('aria-describedby');
}

export function Contact({ form, sender }: FormIslandProps) {
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const status = form.querySelector<HTMLElement>('[role="status"]');
  const serverOutputCleared = useRef(false);
  const focusFirstError = useRef(false);

  useEffect(() => {
    // The first outcome replaces what the server rendered after a no-JS post: its error
    // summary and its message (field errors follow the `errors` state below).
    const clearServerOutput = () => {
      if (serverOutputCleared.current) return;
      serverOutputCleared.current = true;
      status?.replaceChildren();
      form.querySelector('.error-summary')?.remove();
    };
    const onSubmit = async (event: Event) => {
      event.preventDefault();
      if (sender.sending) return;
      clearServerOutput();
      const outcome = await sender.send(setNotice);
      if (!outcome) return;
      if (outcome.kind === 'ok') {
        form.reset();
        setErrors({});
        const title = outcome.title || t('islands-sent-title');
        setNotice({ tone: 'success', title, description: outcome.description });
        return;
      }
      if (outcome.kind === 'refused' && Object.keys(outcome.errors).length > 0) {
        focusFirstError.current = true;
        setErrors(outcome.errors);
        setNotice(
          errorNotice(outcome.title, outcome.description, {
            title: t('islands-form-invalid-title'),
            description: t('islands-form-invalid-description'),
          }),
        );
        return;
      }
      setErrors({});
      await sayFailure(outcome, setNotice);
    };
    const listener = (event: Event) => void onSubmit(event);
    form.addEventListener('submit', listener);
    return () => form.removeEventListener('submit', listener);
  }, [form, sender, status]);

  // Each field shows its error (or none) like the server's markup does. Until the first
  // answer, the server's own errors (a no-JS post) stay as they are.
  useLayoutEffect(() => {
    if (!serverOutputCleared.current) return;
    const controls = controlsOf(form);
    for (const control of controls) showFieldError(form, control, errors[control.name]);
    if (focusFirstError.current) {
      focusFirstError.current = false;
      controls.find((control) => errors[control.name])?.focus();
    }
  }, [errors, form]);

  return status && notice ? createPortal(<Notice notice={notice} />, status) : null;
}

/** Mounts the contact island on the server's form; `null` when the page has none. */
export function mountContact(): Root | null {
  return mountOnForm('contact', Contact);
}
