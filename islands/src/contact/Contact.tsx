// The contact island (SPEC.md, Contact form): the server's form is submitted in place. While
// it is sent the button shows progress and refuses a second submit; the server's field errors
// (422) appear next to each field, the first one gets the focus; success: a toast, the
// message next to the button, and the form reset. Refusals (429, 403, …) and failures (after
// the shared retries) are shown as an error toast and next to the button.
//
// The markup stays the server's (partials/contact_form.html): the island listens to the form,
// renders messages into `#contact-status` and each field's `p.field-error`, and sets
// `aria-invalid`, `aria-describedby` and `aria-busy`.

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { errorNotice, Notice, type NoticeData } from '../shared/Notice';
import { SubmissionKeys } from '../shared/retry';
import { t } from '../shared/settings';
import { submitForm } from '../shared/submit';
import { showToast } from '../shared/toast';

type FieldControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Field {
  name: string;
  control: FieldControl;
  error: HTMLElement | null;
}

/** The form's visible fields and where each one's error goes. */
function fieldsOf(form: HTMLFormElement): Field[] {
  const fields: Field[] = [];
  for (const control of form.querySelectorAll<FieldControl>('input[name], textarea[name], select[name]')) {
    if (control.type === 'hidden' || control.closest('.honeypot')) continue;
    const error =
      form.querySelector<HTMLElement>(`#${CSS.escape(`${form.id || 'contact'}-${control.name}-error`)}`) ??
      control.closest('.field')?.querySelector<HTMLElement>('.field-error') ??
      null;
    fields.push({ name: control.name, control, error });
  }
  return fields;
}

function addToken(list: string | null, token: string): string {
  const tokens = (list ?? '').split(/\s+/).filter(Boolean);
  return tokens.includes(token) ? tokens.join(' ') : [...tokens, token].join(' ');
}

export function Contact({ form }: { form: HTMLFormElement }) {
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fields = useRef<Field[]>(fieldsOf(form));
  const status = form.querySelector<HTMLElement>('[role="status"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  const keys = useRef(new SubmissionKeys());
  const busyNow = useRef(false);
  const serverOutputCleared = useRef(false);
  const focusFirstError = useRef(false);

  useEffect(() => {
    // The first outcome replaces what the server rendered (a no-JS submission).
    const clearServerOutput = () => {
      if (serverOutputCleared.current) return;
      serverOutputCleared.current = true;
      status?.replaceChildren();
      for (const field of fields.current) {
        field.error?.replaceChildren();
        field.control.removeAttribute('aria-invalid');
      }
    };
    const onSubmit = async (event: Event) => {
      event.preventDefault();
      if (busyNow.current) return;
      busyNow.current = true;
      clearServerOutput();
      setBusy(true);
      setNotice({ tone: 'progress', description: t('islands-sending') });
      const outcome = await submitForm(form, {
        keys: keys.current,
        onRetry: () => setNotice({ tone: 'progress', description: t('islands-retrying') }),
      });
      busyNow.current = false;
      setBusy(false);
      if (outcome.kind === 'ok') {
        form.reset();
        setErrors({});
        const title = outcome.title || t('islands-sent-title');
        setNotice({ tone: 'success', title, description: outcome.description });
        await showToast({ kind: 'success', title, description: outcome.description });
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
      const shown = errorNotice(outcome.title, outcome.description, {
        title: t('islands-server-error-title'),
        description: t('islands-server-error-description'),
      });
      setNotice(shown);
      await showToast({ kind: 'error', title: shown.title ?? '', description: shown.description });
    };
    const listener = (event: Event) => void onSubmit(event);
    form.addEventListener('submit', listener);
    return () => form.removeEventListener('submit', listener);
  }, [form, status]);

  // Each field says whether it is in error, and which text describes the error.
  useLayoutEffect(() => {
    for (const { name, control, error } of fields.current) {
      if (errors[name]) {
        control.setAttribute('aria-invalid', 'true');
        if (error?.id) control.setAttribute('aria-describedby', addToken(control.getAttribute('aria-describedby'), error.id));
      } else if (serverOutputCleared.current) {
        control.removeAttribute('aria-invalid');
      }
    }
    if (focusFirstError.current) {
      focusFirstError.current = false;
      fields.current.find((field) => errors[field.name])?.control.focus();
    }
  }, [errors]);

  useLayoutEffect(() => {
    if (!button) return;
    for (const name of ['aria-busy', 'aria-disabled']) {
      if (busy) button.setAttribute(name, 'true');
      else button.removeAttribute(name);
    }
  }, [busy, button]);

  return (
    <>
      {status && notice ? createPortal(<Notice notice={notice} />, status) : null}
      {fields.current.map(({ name, error }) =>
        error && errors[name] ? createPortal(errors[name], error, `error-${name}`) : null,
      )}
    </>
  );
}

/** Mounts the contact island on the server's form; `null` when the page has none. */
export function mountContact(): Root | null {
  const form = document.querySelector<HTMLFormElement>('form[data-island="contact"]');
  if (!form) return null;
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(<Contact form={form} />));
  return root;
}
