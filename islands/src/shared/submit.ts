// Posting a server-rendered form in place, shared by the newsletter and contact islands:
// the form's own fields and action, the retrying fetch, and the server's JSON answer read
// into one of three outcomes.

import { NetworkError, postWithRetry, SubmissionKeys } from './retry';
import { t } from './settings';

/** What the server answers in JSON (POST /newsletter, POST /contact with Accept: application/json). */
export interface ServerAnswer {
  ok?: boolean;
  title?: string;
  description?: string;
  /** The field a single error is about (newsletter). */
  field?: string;
  /** Field name → localised error (contact). */
  errors?: Record<string, string>;
}

export type Outcome =
  /** 2xx: stored. */
  | { kind: 'ok'; title: string; description: string }
  /** 4xx: refused with reasons (never retried). */
  | { kind: 'refused'; title: string; description: string; field?: string; errors: Record<string, string> }
  /** No answer, a 5xx after the retries, or an answer that is not ours. The input stays. */
  | { kind: 'failed'; title: string; description: string };

export function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') body.append(name, value);
  }
  return body;
}

async function readAnswer(response: Response): Promise<ServerAnswer | null> {
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return null;
  try {
    const answer: unknown = await response.json();
    return answer && typeof answer === 'object' ? (answer as ServerAnswer) : null;
  } catch {
    return null;
  }
}

function failed(id: 'islands-network-error' | 'islands-server-error'): Outcome {
  return { kind: 'failed', title: t(`${id}-title`), description: t(`${id}-description`) };
}

export interface SubmitOptions {
  keys: SubmissionKeys;
  /** A retry is about to wait (status text for the visitor). */
  onRetry?: (retry: number, delayMs: number) => void;
}

/** Posts `form` to its action and reads the answer. Never rejects. */
export async function submitForm(form: HTMLFormElement, options: SubmitOptions): Promise<Outcome> {
  const body = formBody(form);
  const key = options.keys.keyFor(body);
  const action = form.getAttribute('action') || window.location.pathname;
  let response: Response;
  try {
    response = await postWithRetry(action, body, key, { onRetry: options.onRetry });
  } catch (error) {
    if (!(error instanceof NetworkError)) console.error('vitrine: submit failed', error);
    return failed('islands-network-error');
  }
  const answer = await readAnswer(response);
  if (response.ok) {
    options.keys.done();
    return {
      kind: 'ok',
      title: answer?.title ?? '',
      description: answer?.description ?? '',
    };
  }
  if (response.status >= 400 && response.status < 500 && answer) {
    const errors = answer.errors && typeof answer.errors === 'object' ? answer.errors : {};
    return {
      kind: 'refused',
      title: answer.title ?? '',
      description: answer.description ?? '',
      field: answer.field,
      errors,
    };
  }
  // A 503 of ours says in the visitor's language that nothing was stored and their input kept.
  if (response.status === 503 && answer?.title) {
    return { kind: 'failed', title: answer.title, description: answer.description ?? '' };
  }
  return failed('islands-server-error');
}
