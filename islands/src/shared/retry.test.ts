import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, postWithRetry, retryDelay, SubmissionKeys } from './retry';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const answer = (status: number) => new Response('{}', { status, headers: { 'Content-Type': 'application/json' } });
const keysSent = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
const body = () => new URLSearchParams({ email: 'nom@organisation.org' });

describe('postWithRetry', () => {
  it('retries a 503 after 1 s, 2 s and 4 s with the same key, then gives up with the last answer', async () => {
    fetchMock.mockImplementation(async () => answer(503));
    const retries: Array<[number, number]> = [];
    let settled: Response | null = null;
    void postWithRetry('/newsletter', body(), 'key-1', { onRetry: (n, ms) => retries.push([n, ms]) }).then((r) => {
      settled = r;
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(settled!.status).toBe(503);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
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
    const retries: Array<[number, number]> = [];
    let settled: Response | null = null;
    void postWithRetry('/contact', body(), 'key-2', { onRetry: (n, ms) => retries.push([n, ms]) }).then((r) => {
      settled = r;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(settled!.status).toBe(200);
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
