import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectFetchTimeline, idempotencyKeys, stubFetch } from '../test/forms';
import { NetworkError, postWithRetry, retryDelay, SubmissionKeys } from './retry';

const fetchMock = stubFetch();
beforeEach(() => {
  vi.useFakeTimers();
});

const answer = (status: number) => new Response('{}', { status, headers: { 'Content-Type': 'application/json' } });
const keysSent = () => idempotencyKeys(fetchMock);
const body = () => new URLSearchParams({ email: 'nom@organisation.org' });

/** Posts without awaiting: the retries asked for (number, wait in ms) and the answer once settled. */
function post(url: string, key: string) {
  const retries: Array<[number, number]> = [];
  let answered: Response | null = null;
  void postWithRetry(url, body(), key, { onRetry: (n, ms) => retries.push([n, ms]) }).then((r) => {
    answered = r;
  });
  return { retries, settled: () => answered };
}

describe('postWithRetry', () => {
  it('retries a 503 after 1 s, 2 s and 4 s with the same key, then gives up with the last answer', async () => {
    fetchMock.mockImplementation(async () => answer(503));
    const { retries, settled } = post('/newsletter', 'key-1');
    await expectFetchTimeline(fetchMock, [
      [0, 1],
      [999, 1],
      [1, 2],
      [1999, 2],
      [1, 3],
      [3999, 3],
    ]);
    expect(settled()).toBeNull();
    await expectFetchTimeline(fetchMock, [[1, 4]]);
    expect(settled()!.status).toBe(503);

    await expectFetchTimeline(fetchMock, [[120_000, 4]]);
    expect(retries).toEqual([
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ]);
    expect(keysSent()).toEqual(['key-1', 'key-1', 'key-1', 'key-1']);
  });

  it("waits as long as a 503's Retry-After asks, at most 30 s", async () => {
    const busy = (seconds: string) =>
      new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': seconds } });
    fetchMock.mockResolvedValueOnce(busy('5')).mockResolvedValueOnce(busy('600')).mockResolvedValueOnce(answer(200));
    const { retries, settled } = post('/contact', 'key-2');
    await expectFetchTimeline(fetchMock, [
      [4999, 1],
      [1, 2],
      [30_000, 3],
    ]);
    expect(settled()!.status).toBe(200);
    expect(retries).toEqual([
      [1, 5000],
      [2, 30_000],
    ]);
    expect(keysSent()).toEqual(['key-2', 'key-2', 'key-2']);
  });

  it('retries network failures and returns the first answer that comes', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(200));
    const pending = postWithRetry('/contact', body(), 'key-2');
    await vi.advanceTimersByTimeAsync(3000);
    expect((await pending).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(keysSent()).toEqual(['key-2', 'key-2', 'key-2']);
  });

  it('rejects with NetworkError when no attempt got an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const pending = postWithRetry('/contact', body(), 'key-3');
    const outcome = expect(pending).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(7000);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it.each([400, 403, 413, 422, 429])('never retries a %i', async (status) => {
    fetchMock.mockResolvedValue(answer(status));
    const response = await postWithRetry('/newsletter', body(), 'key-4');
    expect(response.status).toBe(status);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for JSON and posts the form encoded', async () => {
    fetchMock.mockResolvedValue(answer(200));
    await postWithRetry('/newsletter', body(), 'key-5');
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(init?.body).toBe('email=nom%40organisation.org');
  });
});

describe('back-off', () => {
  it('doubles from 1 s and is capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('SubmissionKeys', () => {
  it('keeps the key for the same content until it succeeds', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor(body());
    expect(keys.keyFor(body())).toBe(first);
    const other = keys.keyFor(new URLSearchParams({ email: 'autre@organisation.org' }));
    expect(other).not.toBe(first);
    keys.done();
    expect(keys.keyFor(new URLSearchParams({ email: 'autre@organisation.org' }))).not.toBe(other);
  });
});
