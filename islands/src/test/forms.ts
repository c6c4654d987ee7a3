// What the tests of the form islands and of the retrying fetch share: a `fetch` stub per test,
// the island (and the toaster) unmounted after each test, the toasts on screen, the
// idempotency keys sent, and the timeline of a retrying submission under fake timers.

import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import { unmountToaster } from '../toaster/toaster';

export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/**
 * Replaces `fetch` for each test of the file with the returned mock, emptied before each test;
 * after each, `fetch` and the real timers come back.
 */
export function stubFetch(): FetchMock {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/**
 * The island a test mounts with `mount()` (through `mountIsland`, e.g. `mountContact`),
 * unmounted with the toaster after each test; `unmount()` takes it away within a test.
 */
export function islandEachTest(mountIsland: () => Root | null) {
  let root: Root | null = null;
  afterEach(() => {
    act(() => {
      root?.unmount();
      unmountToaster();
    });
    root = null;
  });
  return {
    mount() {
      act(() => {
        root = mountIsland();
      });
    },
    unmount() {
      act(() => root?.unmount());
    },
  };
}

/** The toasts on screen (sonner's). */
export const toasts = () => document.querySelectorAll('[data-sonner-toast]');

/** Waits for the one toast an answer brings and checks its kind (and text). */
export async function expectOneToast(kind: 'success' | 'error', text?: string | RegExp): Promise<void> {
  await vi.waitFor(() => expect(toasts()).toHaveLength(1));
  expect(toasts()[0]).toHaveAttribute('data-type', kind);
  if (text !== undefined) expect(toasts()[0]).toHaveTextContent(text);
}

/** The Idempotency-Key of every request made, in order. */
export const idempotencyKeys = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

/**
 * Under fake timers: for each `[ms, calls]`, lets `ms` pass, then expects `calls` requests made
 * so far (a retry sent neither a millisecond early nor late).
 */
export async function expectFetchTimeline(fetchMock: FetchMock, steps: Array<[ms: number, calls: number]>): Promise<void> {
  for (const [ms, calls] of steps) {
    await vi.advanceTimersByTimeAsync(ms);
    expect(fetchMock, `after ${ms} ms more`).toHaveBeenCalledTimes(calls);
  }
}
