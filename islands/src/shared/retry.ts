// One retrying fetch for every island that calls the server: a network
// failure or a 5xx is retried up to 3 times, waiting 1 s, 2 s, 4 s… (doubling, capped at
// 30 s); a 4xx is never retried. A 503 that names its wait (`Retry-After`, in seconds: the
// database could not take the write) is retried no sooner than that. Every attempt carries
// the same Idempotency-Key, so the server stores a retried submission once.

export interface RetryPolicy {
  retries: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const RETRY_POLICY: Readonly<RetryPolicy> = { retries: 3, firstDelayMs: 1000, maxDelayMs: 30_000 };

/** Wait before retry number `retry` (1-based): 1 s, 2 s, 4 s, … at most 30 s. */
export function retryDelay(retry: number, policy: RetryPolicy = RETRY_POLICY): number {
  return Math.min(policy.firstDelayMs * 2 ** (retry - 1), policy.maxDelayMs);
}

/** The wait a `Retry-After: <seconds>` header asks for, in ms (0 when absent or a date). */
export function retryAfterMs(response: Response | null): number {
  const value = response?.headers.get('Retry-After')?.trim() ?? '';
  return /^\d{1,6}$/.test(value) ? Number(value) * 1000 : 0;
}

/** The network failed on every attempt (no answer at all). */
export class NetworkError extends Error {
  constructor(readonly cause: unknown) {
    super('network failure');
    this.name = 'NetworkError';
  }
}

export interface RetryOptions {
  /** Called before each wait: retry number (1-based) and the wait in ms. */
  onRetry?: (retry: number, delayMs: number) => void;
  policy?: RetryPolicy;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POSTs `body` to `url` as a form, asking for JSON. Resolves with the server's answer (a 5xx
 * only once the retries are spent); rejects with NetworkError when no attempt got an answer.
 */
export async function postWithRetry(
  url: string,
  body: URLSearchParams,
  idempotencyKey: string,
  options: RetryOptions = {},
): Promise<Response> {
  const policy = options.policy ?? RETRY_POLICY;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | null = null;
    let failure: unknown = null;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
          'Idempotency-Key': idempotencyKey,
        },
        body: body.toString(),
        credentials: 'same-origin',
      });
    } catch (error) {
      failure = error;
    }
    const retryable = response === null || response.status >= 500;
    if (!retryable && response) return response;
    if (attempt >= policy.retries) {
      if (response) return response;
      throw new NetworkError(failure);
    }
    const delay = Math.min(Math.max(retryDelay(attempt + 1, policy), retryAfterMs(response)), policy.maxDelayMs);
    options.onRetry?.(attempt + 1, delay);
    await sleep(delay);
  }
}

/** A random key (UUID form); crypto.randomUUID exists only in secure contexts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Keeps one idempotency key per submission: the same form content sent again after a failure
 * reuses the key (the server may have stored the first one and only the answer got lost); a
 * change of content, or a success, starts a new one.
 */
export class SubmissionKeys {
  private body: string | null = null;
  private key = '';

  keyFor(body: URLSearchParams): string {
    const text = body.toString();
    if (text !== this.body) {
      this.body = text;
      this.key = newIdempotencyKey();
    }
    return this.key;
  }

  done(): void {
    this.body = null;
  }
}
