import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectFetchTimeline, expectOneToast, idempotencyKeys, islandEachTest, stubFetch, toasts } from '../test/forms';
import { jsonAnswer, serverPage } from '../test/page';
import { mountContact } from './Contact';

// The server's form as templates/partials/contact_form.html renders it on a first visit:
// `novalidate` (the server validates), no error paragraphs yet (the server adds a
// `p.field-error#contact-<field>-error` after a field only when it is in error).
function contactHtml(): string {
  const required = ' <span class="field-required">(obligatoire)</span>';
  return `<form id="contact-form" class="contact-form" method="post" action="/contact" data-island="contact" novalidate>
  <input type="hidden" name="lang" value="fr">
  <div class="field">
    <label for="contact-name">Nom${required}</label>
    <input id="contact-name" name="name" type="text" required minlength="1" maxlength="100" autocomplete="name" value="">
  </div>
  <div class="field">
    <label for="contact-email">Adresse électronique${required}</label>
    <input id="contact-email" name="email" type="email" required maxlength="254" autocomplete="email" inputmode="email" dir="ltr" value="">
  </div>
  <div class="field">
    <label for="contact-organisation">Organisation</label>
    <input id="contact-organisation" name="organisation" type="text" maxlength="150" autocomplete="organization" value="">
  </div>
  <div class="field">
    <label for="contact-message">Message${required}</label>
    <p class="field-hint" id="contact-message-hint">Entre 10 et 5000 caractères.</p>
    <textarea id="contact-message" name="message" rows="7" required minlength="10" maxlength="5000" aria-describedby="contact-message-hint"></textarea>
  </div>
  <div class="honeypot" aria-hidden="true"><label for="contact-website">Laissez ce champ vide</label><input id="contact-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
  <p class="form-privacy">Vos données servent uniquement à vous répondre. <a href="/privacy?lang=fr">Confidentialité</a></p>
  <button class="btn btn-primary" type="submit">Envoyer le message</button>
  <div class="form-status" id="contact-status" role="status"></div>
</form>`;
}

const fetchMock = stubFetch();
const island = islandEachTest(mountContact);

beforeEach(() => {
  serverPage(contactHtml());
  island.mount();
});

const nameField = () => screen.getByRole('textbox', { name: /^Nom/ });
const emailField = () => screen.getByRole('textbox', { name: /^Adresse électronique/ });
const organisationField = () => screen.getByRole('textbox', { name: 'Organisation' });
const messageField = () => screen.getByRole('textbox', { name: /^Message/ });
const send = () => screen.getByRole('button', { name: 'Envoyer le message' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameField(), 'Amina Exemple');
  await user.type(emailField(), 'amina@universite.example');
  await user.type(organisationField(), 'Université Exemple');
  await user.type(messageField(), 'Nous voudrions automatiser nos inscriptions.');
}

/** Every field filled as a visitor would, sent, and the server answering `answer`. */
async function fillAndSend(answer: Response) {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(answer);
  await fill(user);
  await user.click(send());
}

// With fake timers, user-event's pauses never end: type and click through fireEvent.
function fillAndSendNow(fields: Array<[() => HTMLElement, string]>) {
  for (const [field, value] of fields) fireEvent.input(field(), { target: { value } });
  fireEvent.click(send());
}
const REQUIRED_FIELDS: Array<[() => HTMLElement, string]> = [
  [nameField, 'Amina Exemple'],
  [emailField, 'amina@universite.example'],
  [messageField, 'Bonjour, un projet.'],
];
const sent = () => jsonAnswer(200, { ok: true, title: 'Message envoyé', description: 'Merci.' });

/** The one confirmation of a message sent: next to the button, and no toast over it. */
async function expectOneConfirmation(text: string | RegExp = 'Message envoyé'): Promise<void> {
  await vi.waitFor(() => expect(screen.getByRole('status').querySelector('.notice-success')).not.toBeNull());
  expect(screen.getByRole('status')).toHaveTextContent(text);
  expect(toasts()).toHaveLength(0);
}

describe('contact form', () => {
  it('sends in place: one confirmation next to the button, no toast, form reset', async () => {
    await fillAndSend(
      jsonAnswer(200, { ok: true, title: 'Message envoyé', description: 'Nous vous répondrons sous 2 jours ouvrables.' }),
    );
    await expectOneConfirmation('Nous vous répondrons sous 2 jours ouvrables.');
    // A toast would come a moment later (its chunk loads on first use): still none.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts()).toHaveLength(0);
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
    expect(document.getElementById('contact-name-error')).toHaveClass('field-error');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Cette adresse électronique ne semble pas valide.');
    expect(messageField()).not.toHaveAttribute('aria-invalid');
    expect(messageField()).toHaveAccessibleDescription('Entre 10 et 5000 caractères.');
    expect(nameField()).toHaveFocus();
    expect(emailField()).toHaveValue('amina@exemple');
    expect(screen.getByRole('status')).toHaveTextContent('Certains champs sont à corriger');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Corrected and sent again: the errors go away.
    fetchMock.mockResolvedValue(sent());
    await user.type(nameField(), 'Amina Exemple');
    await user.clear(emailField());
    await user.type(emailField(), 'amina@universite.example');
    await user.click(send());
    await expectOneConfirmation();
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('contact-name-error')).toBeNull();
    expect(document.querySelectorAll('.field-error')).toHaveLength(0);
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
    await act(async () => answer(sent()));
    await waitFor(() => expect(send()).not.toHaveAttribute('aria-busy'));
  });

  it('a refusal without field errors (429) is an error toast and a message, not retried', async () => {
    await fillAndSend(jsonAnswer(429, { ok: false, title: 'Trop de messages', description: 'Réessayez dans une minute.' }));
    await expectOneToast('error', 'Trop de messages');
    expect(screen.getByRole('status')).toHaveTextContent('Réessayez dans une minute.');
    expect(nameField()).toHaveValue('Amina Exemple');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a 503 once a second later with the same key, then succeeds', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(new Response('Service Unavailable', { status: 503 })).mockResolvedValueOnce(sent());
    fillAndSendNow(REQUIRED_FIELDS);
    await expectFetchTimeline(fetchMock, [
      [999, 1],
      [1, 2],
    ]);
    await expectOneConfirmation();
    const keys = idempotencyKeys(fetchMock);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('contact form when the database cannot take the message', () => {
  // What the server answers then (forms::contact, error.rs): 503, Retry-After, its own text.
  const unavailable = () =>
    new Response(
      JSON.stringify({
        ok: false,
        title: 'Votre envoi n’a pas été enregistré',
        description: 'Notre serveur ne peut pas enregistrer d’envoi en ce moment et rien n’a été conservé.',
      }),
      { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '5' } },
    );

  it('retries after the wait the server asks for, with the same key, and then succeeds', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(sent());
    fillAndSendNow(REQUIRED_FIELDS);
    await expectFetchTimeline(fetchMock, [[4999, 1]]);
    // React renders the retry notice in a task of its own: let it run without moving the clock.
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent('nouvel essai');
    await expectFetchTimeline(fetchMock, [[1, 2]]);
    await expectOneConfirmation();
    const keys = idempotencyKeys(fetchMock);
    expect(keys[1]).toBe(keys[0]);
  });

  it("keeps every field and says nothing was stored when it stays unavailable", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => unavailable());
    fillAndSendNow([...REQUIRED_FIELDS, [organisationField, 'Université Exemple']]);
    await expectFetchTimeline(fetchMock, [[15_000, 4]]);
    await expectOneToast('error');
    expect(screen.getByRole('status')).toHaveTextContent('Votre envoi n’a pas été enregistré');
    expect(screen.getByRole('status')).toHaveTextContent('rien n’a été conservé');
    expect(nameField()).toHaveValue('Amina Exemple');
    expect(emailField()).toHaveValue('amina@universite.example');
    expect(organisationField()).toHaveValue('Université Exemple');
    expect(messageField()).toHaveValue('Bonjour, un projet.');
    expect(send()).not.toHaveAttribute('aria-disabled');
  });
});

describe('contact form after a post without JavaScript', () => {
  it("replaces the server's error summary and errors with the next answer", async () => {
    island.unmount();
    serverPage(contactHtml());
    const form = document.getElementById('contact-form')!;
    form.insertAdjacentHTML(
      'afterbegin',
      '<div class="error-summary" id="contact-error-summary" role="alert"><h3>Le formulaire contient des erreurs</h3></div>',
    );
    const name = document.getElementById('contact-name')!;
    name.setAttribute('aria-invalid', 'true');
    name.setAttribute('aria-describedby', 'contact-name-error');
    name.insertAdjacentHTML('afterend', '<p class="field-error" id="contact-name-error">Indiquez votre nom.</p>');
    island.mount();
    // Untouched until the visitor sends again.
    expect(nameField()).toHaveAccessibleDescription('Indiquez votre nom.');
    expect(screen.getByRole('alert')).toBeInTheDocument();

    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonAnswer(422, { ok: false, errors: { message: 'Votre message est trop court.' } }));
    await user.type(nameField(), 'Amina');
    await user.type(emailField(), 'amina@universite.example');
    await user.type(messageField(), 'Court');
    await user.click(send());
    await waitFor(() => expect(messageField()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(nameField()).not.toHaveAttribute('aria-describedby');
    expect(document.getElementById('contact-name-error')).toBeNull();
    expect(messageField()).toHaveAccessibleDescription('Votre message est trop court. Entre 10 et 5000 caractères.');
    expect(messageField()).toHaveFocus();
  });
});
