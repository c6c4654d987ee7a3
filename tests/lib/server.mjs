// Starts the built `vitrine` binary for browser tests and screenshots: a fresh SQLite database
// in a temporary directory, a free loopback port, and a wait until it answers.
//
//   const server = await startServer();            // { url, stop() }
//   await page.goto(`${server.url}/about?lang=en`);
//   await server.stop();
//
// The binary: $VITRINE_BIN (relative to the current directory) if set, else
// target/release/vitrine if built, else target/debug/vitrine.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function binaryPath() {
  if (process.env.VITRINE_BIN) return resolve(process.cwd(), process.env.VITRINE_BIN);
  const release = join(repoRoot, 'target', 'release', 'vitrine');
  if (existsSync(release)) return release;
  return join(repoRoot, 'target', 'debug', 'vitrine');
}

/** A port the kernel just gave us on 127.0.0.1 (released before the server binds it). */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {{ env?: Record<string, string>, timeoutMs?: number, wrapper?: string[] }} [options]
 *   env: extra environment for the server (wins over the defaults below).
 *   wrapper: a command the server runs under (`['runuser', '-u', 'nobody', '--']`).
 * @returns {Promise<{ url: string, port: number, dbDir: string, logs: () => string, stop: () => Promise<void> }>}
 */
export async function startServer({ env = {}, timeoutMs = 20000, wrapper = [] } = {}) {
  const bin = binaryPath();
  if (!existsSync(bin)) {
    throw new Error(`vitrine binary not found at ${bin}: run \`make build\` (or cargo build -p vitrine), or set VITRINE_BIN`);
  }
  const port = await freePort();
  const dbDir = mkdtempSync(join(tmpdir(), 'vitrine-test-'));
  const [command, ...args] = [...wrapper, bin, 'serve'];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      VITRINE_CONFIG: join(repoRoot, 'config', 'site.toml'),
      VITRINE_LISTEN: `127.0.0.1:${port}`,
      // Sites started side by side (and a `make run` on this machine) each get their own metrics port.
      VITRINE_METRICS_LISTEN: '127.0.0.1:0',
      VITRINE_DATABASE_URL: `sqlite://${join(dbDir, 's.db')}`,
      RUST_LOG: process.env.RUST_LOG ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (output.length > 200000) output = output.slice(-100000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exitPromise = new Promise((r) => child.on('exit', (code, signal) => { exited = { code, signal }; r(); }));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => exited === null && child.kill('SIGKILL'), 5000);
      await exitPromise;
      clearTimeout(timer);
    }
    rmSync(dbDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) {
      rmSync(dbDir, { recursive: true, force: true });
      throw new Error(`vitrine exited early (${JSON.stringify(exited)}):\n${output}`);
    }
    try {
      const res = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      break; // any HTTP answer: it is listening
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`vitrine did not answer on ${url} within ${timeoutMs} ms:\n${output}`);
      }
      await sleep(100);
    }
  }
  return { url, port, dbDir, pid: child.pid, logs: () => output, stop };
}
