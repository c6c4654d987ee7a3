import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, serverPage } from '../test/page';
import { unmountToaster } from '../toaster/toaster';
import { mountContact } from './Contact';
import type { Root } from 'react-dom/client';

// The server's form as the forms issue describes it (partials/contact_form.html): each field
// in a `.field` with its `p.field-error#contact-<field>-error`, a role=status region.
function contactHtml(): string {
  const field = (name: string, label: string, control: string) => `
    <div class="field">
      <label for="contact-${name}">${label}</label>
      ${control}
      <p class="field-error" id="contact-${name}-error"></p>
    </div>`;
  return `<form id="contact-form" class="contact-form" method="post" action="/contact" data-island="contact">
    <input type="hidden" name="lang" value="fr">
    <div class="honeypot" aria-hidden="true"><label for="contact-website">Laissez ce champ vide</label><input id="contact-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
    ${field('name', 'Nom', '<input id="contact-name" name="name" type="text" maxlength="120" aria-describedby="contact-name-error">')}
    ${field('email', 'Adresse électronique', '<input id="contact-email" name="email" type="email" maxlength="254" aria-describedby="contact-email-error">')}
    ${field('organisation', 'Organisation (facultatif)', '<input id="contact-organisation" name="organisation" type="text" maxlength="160">')}
    ${field('message', 'Message', '<textarea id="contact-message" name="message" rows="6" maxlength="5000"></textarea>')}
    <button class="btn btn-primary" type="submit">Envoyer</button>
    <div class="form-status" id="contact-status" role="status"></div>
  </form>`;
}

let root: Root | null = null;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  serverPage(contactHtml());
  act(() => {
    root = mountContact();
  });
});

afterEach(() => {
  act(() => {
    root?.unmount();
    unmountToaster();
  });
  root = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const nameField = () => screen.getByRole('textbox', { name: 'Nom' });
const emailField = () => screen.getByRole('textbox', { name: 'Adresse électronique' });
const organisationField = () => screen.getByRole('textbox', { name: 'Organisation (facultatif)' });
const messageField = () => screen.getByRole('textbox', { name: 'Message' });
const send = () => screen.getByRole('button', { name: 'Envoyer' });
const toasts = () => document.querySelectorAll('[data-sonner-toast]');

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameField(), 'Amina Exemple');
  await user.type(emailField(), 'amina@universite.example');
  await user.type(organisationField(), 'Université Exemple');
  await user.type(messageField(), 'Nous voudrions automatiser nos inscriptions.');
}

describe('contact form', () => {
  it('sends in place: success toast, message next to the button, form reset', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonAnswer(200, { ok: true, title: 'Message envoyé', description: 'Nous vous répondrons sous 2 jours ouvrables.' }),
    );
    await fill(user);
    await user.click(send());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveAttribute('data-type', 'success');
    expect(toasts()[0]).toHaveTextContent('Message envoyé');
    expect(screen.getByRole('status')).toHaveTextContent('Nous vous répondrons sous 2 jours ouvrables.');
    expect(nameField()).toHaveValue('');
    expect(messageField()).toHaveValue('');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/contact');
    const body = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(body)).toEqual({
      lang: 'fr',
      website: '',
      name: 'Amina Exemple',
      email: 'amina@universite.example',
      organisation: 'Université Exemple',
      message: 'Nous voudrions automatiser nos inscriptions.',
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it("shows the server's field errors next to each field, focuses the first, keeps the input", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonAnswer(422, {
        ok: false,
        errors: { name: 'Indiquez votre nom.', email: 'Cette adresse électronique ne semble pas valide.' },
      }),
    );
    await user.type(emailField(), 'amina@exemple');
    await user.type(messageField(), 'Bonjour');
    await user.click(send());
    await waitFor(() => expect(nameField()).toHaveAttribute('aria-invalid', 'true'));
    expect(nameField()).toHaveAccessibleDescription('Indiquez votre nom.');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Cette adresse électronique ne semble pas valide.');
    expect(messageField()).not.toHaveAttribute('aria-invalid');
    expect(nameField()).toHaveFocus();
    expect(emailField()).toHaveValue('amina@exemple');
    expect(screen.getByRole('status')).toHaveTextContent('Certains champs sont à corriger');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Corrected and sent again: the errors go away.
    fetchMock.mockResolvedValue(jsonAnswer(200, { ok: true, title: 'Message envoyé', description: 'Merci.' }));
    await user.type(nameField(), 'Amina Exemple');
    await user.clear(emailField());
    await user.type(emailField(), 'amina@universite.example');
    await user.click(send());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('contact-name-error')).toBeEmptyDOMElement();
  });

  it('shows progress and cannot be sent twice', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    await fill(user);
    await user.click(send());
    expect(send()).toHaveAttribute('aria-busy', 'true');
    expect(send()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Envoi en cours…');
    await user.click(send());
    fireEvent.submit(document.getElementById('contact-form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(jsonAnswer(200, { ok: true, title: 'Message envoyé', description: 'Merci.' })));
    await waitFor(() => expect(send()).not.toHaveAttribute('aria-busy'));
  });

  it('a refusal without field errors (429) is an error toast and a message, not retried', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonAnswer(429, { ok: false, title: 'Trop de messages', description: 'Réessayez dans une minute.' }),
    );
    await fill(user);
    await user.click(send());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveAttribute('data-type', 'error');
    expect(toasts()[0]).toHaveTextContent('Trop de messages');
    expect(screen.getByRole('status')).toHaveTextContent('Réessayez dans une minute.');
    expect(nameField()).toHaveValue('Amina Exemple');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a 503 once a second later with the same key, then succeeds', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(new Response('Service Unavailable', { status: 503 }))
      .mockResolvedValueOnce(jsonAnswer(200, { ok: true, title: 'Message envoyé', description: 'Merci.' }));
    fireEvent.input(nameField(), { target: { value: 'Amina Exemple' } });
    fireEvent.input(emailField(), { target: { value: 'amina@universite.example' } });
    fireEvent.input(messageField(), { target: { value: 'Bonjour, un projet.' } });
    fireEvent.click(send());
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveAttribute('data-type', 'success');
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});
