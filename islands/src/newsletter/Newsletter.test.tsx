import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectFetchTimeline, expectOneToast, idempotencyKeys, islandEachTest, stubFetch, toasts } from '../test/forms';
import { fluentMessages, jsonAnswer, newsletterHtml, serverPage } from '../test/page';
import { mountNewsletter } from './Newsletter';

const fetchMock = stubFetch();
const island = islandEachTest(mountNewsletter);

function mount(lang = 'fr') {
  serverPage(newsletterHtml(lang), lang);
  island.mount();
}

const field = () => screen.getByRole('textbox', { name: 'Adresse électronique' });
const subscribe = () => screen.getByRole('button', { name: 'S’abonner' });

describe('newsletter', () => {
  // Double opt-in: nothing is confirmed yet, so the toast says the address is pending and sends
  // the visitor to their inbox, in the page's language, and never claims a finished sign-up.
  it.each([
    ['fr', /Confirmez votre adresse.*en attente de confirmation.*ouvrez le courriel/, /réussi/],
    ['en', /Confirm your address.*pending confirmation.*open the email/, /success|signed up/i],
    ['ar', /أكّدوا عنوانكم.*في انتظار التأكيد.*افتحوا الرسالة الإلكترونية/, /بنجاح/],
  ])('the success toast says the address is pending and asks to confirm from the inbox (%s)', async (lang, pending, done) => {
    const user = userEvent.setup();
    const m = fluentMessages(lang);
    fetchMock.mockResolvedValue(
      jsonAnswer(200, { ok: true, title: m['newsletter-subscribed-title'], description: m['newsletter-subscribed-description'] }),
    );
    mount(lang);
    await user.type(screen.getByRole('textbox', { name: m['newsletter-email-label'] }), 'lecteur@universite.example');
    await user.click(screen.getByRole('button', { name: m['newsletter-submit'] }));
    const toast = await screen.findByText(m['newsletter-subscribed-title']!);
    const text = toast.closest('[data-sonner-toast]')?.textContent ?? '';
    expect(text).toMatch(pending);
    expect(text).not.toMatch(done);
  });

  it('subscribes: JSON request, success toast in French, field cleared', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonAnswer(200, { ok: true, title: 'Confirmez votre adresse', description: 'Votre adresse est en attente de confirmation : ouvrez le courriel que nous venons de vous envoyer.' }),
    );
    mount();
    await user.type(field(), 'lecteur@universite.example');
    await user.click(subscribe());

    const toast = await screen.findByText('Confirmez votre adresse');
    expect(toast.closest('[data-sonner-toast]')).toHaveTextContent('Votre adresse est en attente de confirmation : ouvrez le courriel que nous venons de vous envoyer.');
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
    expect(field()).toHaveValue('');
    expect(field()).not.toHaveAttribute('aria-invalid');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/newsletter');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = new URLSearchParams(String(init?.body));
    expect(body.get('email')).toBe('lecteur@universite.example');
    expect(body.get('lang')).toBe('fr');
    expect(body.get('website')).toBe('');
  });

  it('speaks English on an English page, even when the server sends no text', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonAnswer(200, { ok: true }));
    mount('en');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Confirm your address')).toBeInTheDocument();
  });

  it('refuses an empty address next to the field, without calling the server', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(subscribe());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Adresse manquante');
    expect(status).toHaveTextContent('Saisissez votre adresse électronique pour vous abonner.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(/Adresse manquante/);
    expect(field()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed address, without calling the server', async () => {
    const user = userEvent.setup();
    mount();
    await user.type(field(), 'pas-une-adresse');
    await user.click(subscribe());
    expect(screen.getByRole('status')).toHaveTextContent('Adresse invalide');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('pas-une-adresse');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (422) as an error toast and next to the field, without retrying", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonAnswer(422, {
        ok: false,
        title: 'Adresse invalide',
        description: 'Cette adresse électronique ne semble pas valide.',
        field: 'email',
      }),
    );
    mount();
    await user.type(field(), 'nom@domaine.invalide');
    await user.click(subscribe());
    await expectOneToast('error', 'Adresse invalide');
    expect(screen.getByRole('status')).toHaveTextContent('Cette adresse électronique ne semble pas valide.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('nom@domaine.invalide');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fixing the address clears the error mark on the next success', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonAnswer(200, { ok: true, title: 'Inscription réussie', description: 'ok' }));
    mount();
    await user.click(subscribe());
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.type(field(), 'nom@organisation.org');
    await user.click(subscribe());
    await screen.findByText('Inscription réussie');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('cannot be sent twice while a request is under way', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    mount();
    await user.type(field(), 'nom@organisation.org');
    await user.click(subscribe());
    expect(subscribe()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Envoi en cours…');
    await user.click(subscribe());
    await user.click(subscribe());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(jsonAnswer(200, { ok: true, title: 'Inscription réussie', description: 'ok' })));
    await screen.findByText('Inscription réussie');
    expect(subscribe()).not.toHaveAttribute('aria-busy');
  });
});

// With fake timers, user-event's pauses never end: type and click through fireEvent.
function typeAndSubmit(email: string) {
  fireEvent.input(field(), { target: { value: email } });
  fireEvent.click(subscribe());
}

describe('newsletter when the server is unwell', () => {
  it('retries a 503 after 1 s, 2 s, 4 s with one key, then gives up with an error toast', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => new Response('Service Unavailable', { status: 503 }));
    mount();
    typeAndSubmit('nom@organisation.org');
    await expectFetchTimeline(fetchMock, [[0, 1]]);
    expect(screen.getByRole('status')).toHaveTextContent('La connexion est lente : nouvel essai en cours…');
    await expectFetchTimeline(fetchMock, [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ]);
    await expectOneToast('error', 'Service momentanément indisponible');
    expect(screen.getByRole('status')).toHaveTextContent('Service momentanément indisponible');
    expect(field()).toHaveValue('nom@organisation.org');
    await expectFetchTimeline(fetchMock, [[60_000, 4]]);
    expect(new Set(idempotencyKeys(fetchMock)).size).toBe(1);
  });

  it("keeps the address and shows the server's 503 text when the database stays unavailable", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ ok: false, title: 'Votre envoi n’a pas été enregistré', description: 'Réessayez dans quelques instants.' }),
          { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '5' } },
        ),
    );
    mount();
    typeAndSubmit('nom@organisation.org');
    await expectFetchTimeline(fetchMock, [
      [4999, 1],
      [10_001, 4],
    ]);
    await expectOneToast('error', 'Votre envoi n’a pas été enregistré');
    expect(screen.getByRole('status')).toHaveTextContent('Réessayez dans quelques instants.');
    expect(field()).toHaveValue('nom@organisation.org');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('does not retry a 400, and says what the server said', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonAnswer(400, { ok: false, title: 'Requête refusée', description: 'Rechargez la page.' }));
    mount();
    await user.type(field(), 'nom@organisation.org');
    await user.click(subscribe());
    await expectOneToast('error', 'Requête refusée');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the network failed when no answer ever came', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    mount();
    typeAndSubmit('nom@organisation.org');
    await expectFetchTimeline(fetchMock, [[7100, 4]]);
    await expectOneToast('error', 'Envoi impossible');
    expect(toasts()[0]).toHaveTextContent('Nous n’avons pas pu joindre le serveur.');
  });
});
