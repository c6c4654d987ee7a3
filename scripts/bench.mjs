#!/usr/bin/env node
// `make bench`: measures the release binary on this machine, in one run, and prints a report
// (also written to target/bench/results.md and results.json). BENCHMARKS.md explains it.
//
//   1. Throughput and latency as visitors arrive (wrk, 64 connections, a browser's headers):
//      a first visit (`?lang=`, no cookie), a returning visitor (`?lang=` with matching
//      `lang` and `theme` cookies), every page in every language in turn, and a normal
//      visitor beside 50 connections of random query strings. Each against our server and
//      against nginx serving the very same bytes and headers saved from our server, rounds
//      alternated so both see the same machine.
//   2. Peak memory (VmHWM) of our server over the whole run.
//   3. Cold start: from exec to the first 200 on /healthz, median of several starts.
//   4. Durable contact posts per second on SQLite, every one checked afterwards.
//   5. Two servers on two ports sharing one PostgreSQL: each post listed exactly once.
//   6. A newsletter issue queued for 10,000 subscribers (timed), and the returning visitor's
//      figures against nginx's while its mails are written.
//   7. The owner's console over 10,000 messages, signed in: the inbox, a search and a message
//      page (wrk, 4 connections: a few operators at once, not a crowd).
//
// Environment: VITRINE_BIN (default target/release/vitrine), BENCH_DURATION (wrk seconds,
// default 10), BENCH_ROUNDS (default 2), BENCH_POSTS (default 5000), BENCH_SKIP_POSTGRES=1,
// BENCH_COUNTING=0 (no User-Agent: the audience counts nothing), BENCH_SUBSCRIBERS (default
// 10000), BENCH_CONSOLE_MESSAGES (default 10000), BENCH_ONLY=console (the console's part alone).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { totp } from '../tests/lib/totp.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = resolve(repo, process.env.VITRINE_BIN ?? 'target/release/vitrine');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const postsTotal = Number(process.env.BENCH_POSTS ?? 5000);
const benchRounds = Number(process.env.BENCH_ROUNDS ?? 2);
const work = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
chmodSync(work, 0o755); // nginx workers (user nobody) read the saved page from here
const children = new Set();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function cleanup() {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

function which(name, fallback) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  return found || (existsSync(fallback) ? fallback : null);
}

/** One HTTP request on a fresh connection: { status, headers, body (Buffer) }. */
function request(port, path, { method = 'GET', headers = {}, body = null, timeout = 5000 } = {}) {
  return new Promise((done, fail) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method, headers, agent: false, timeout },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
        res.on('error', fail);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    if (body !== null) req.write(body);
    req.end();
  });
}

/** Writes a configuration for one server: the shipped file with bench values. */
function benchConfig(name, { port, databaseUrl, logFormat = 'text' }) {
  const text = readFileSync(join(repo, 'config', 'site.toml'), 'utf8')
    .replace(/^listen = .*$/m, `listen = "127.0.0.1:${port}"`)
    .replace(/^base_url = .*$/m, `base_url = "http://127.0.0.1:${port}"`)
    .replace(/^database_url = .*$/m, `database_url = "${databaseUrl}"`)
    .replace(/^log_format = .*$/m, `log_format = "${logFormat}"`)
    // The bench posts as many visitors, each with its own address, through a trusted proxy
    // (127.0.0.1), as a site behind Caddy or nginx receives them: the per-address rate
    // limit applies to each, and none of them exceeds it.
    .replace(/^trusted_proxies = .*$/m, 'trusted_proxies = ["127.0.0.1"]')
    // An issue goes out as fast as the configuration allows (the default is 60 a minute):
    // the visitors' figures while it does are the worst case.
    .replace(/^per_minute = .*$/m, `per_minute = ${NEWSLETTER_PER_MINUTE}`);
  const path = join(work, `${name}.toml`);
  writeFileSync(path, text);
  return path;
}

/** Starts `vitrine serve`; resolves once /healthz answers 200. Logs go to a file. */
async function startVitrine(name, { port, databaseUrl, env = {} }) {
  const config = benchConfig(name, { port, databaseUrl });
  const log = join(work, `${name}.log`);
  const { openSync } = await import('node:fs');
  const fd = openSync(log, 'a');
  const started = process.hrtime.bigint();
  const child = spawn(bin, ['--config', config, 'serve'], {
    cwd: work,
    // MALLOC_ARENA_MAX as deploy/vitrine.service sets it: the server as it runs in production.
    env: { PATH: process.env.PATH, RUST_LOG: 'info', MALLOC_ARENA_MAX: '2', ...env },
    stdio: ['ignore', fd, fd],
  });
  children.add(child);
  const exited = new Promise((r) => child.on('exit', (code, signal) => { children.delete(child); r({ code, signal }); }));
  let status = 0;
  while (status !== 200) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${readFileSync(log, 'utf8').slice(-2000)}`);
    if (Number(process.hrtime.bigint() - started) > 20e9) throw new Error(`${name} did not answer /healthz in 20 s`);
    status = await request(port, '/healthz').then((r) => r.status, () => 0);
    if (status !== 200) await sleep(1);
  }
  const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
  return {
    port, child, log, readyMs,
    peakRssKb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 25000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

// ---- 6. a newsletter issue going out while visitors arrive --------------------------------

const NEWSLETTER_SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10000);
const NEWSLETTER_PER_MINUTE = 60000;

/** Runs one of the site's commands against the bench server's configuration and database. */
function vitrineCli(configPath, databaseUrl, args, input) {
  const out = spawnSync(bin, ['--config', configPath, ...args], {
    encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024,
    env: { PATH: process.env.PATH, VITRINE_DATABASE_URL: databaseUrl, RUST_LOG: 'warn' },
  });
  if (out.status !== 0) throw new Error(`vitrine ${args.join(' ')}: ${out.stderr}`);
  return out.stdout;
}

/**
 * Confirmed subscribers in fr, en and ar are written straight into the SQLite file (as the
 * Rust tests seed them: ten thousand sign-ups through the form would take the bench's time
 * and its rate limits), an issue in French and English is drafted and sent with the CLI
 * (`newsletter send` queues one mail per subscriber: timed), and the returning visitor's
 * scenario runs against our server and nginx while the outbox writes the mails.
 */
async function benchNewsletter(port, nginxPort, configPath, databaseFile) {
  const databaseUrl = `sqlite://${databaseFile}`;
  const seed = spawnSync('python3', ['-c', `
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], timeout=30)
langs = ['fr', 'en', 'ar']
rows = [(f'reader{n}@bench.example', f'reader{n}@bench.example', f'reader{n}@bench.example', langs[n % 3]) for n in range(int(sys.argv[2]))]
db.executemany("INSERT INTO newsletter_subscriptions (email, email_folded, email_canonical, lang, consented_at, consent_version, status, confirmed_at) VALUES (?, ?, ?, ?, 1, 'newsletter-consent/bench', 'confirmed', 1)", rows)
db.commit()
`, databaseFile, String(NEWSLETTER_SUBSCRIBERS)], { encoding: 'utf8' });
  if (seed.status !== 0) throw new Error(`seeding subscribers: ${seed.stderr}`);
  const body = '## Nouvelles\n\nUne lettre de banc d’essai, avec [un lien](https://example.com).\n';
  const id = vitrineCli(configPath, databaseUrl, ['newsletter', 'draft', '--lang', 'fr', '--subject', 'Lettre de banc d’essai'], body).trim();
  vitrineCli(configPath, databaseUrl, ['newsletter', 'draft', '--issue', id, '--lang', 'en', '--subject', 'Bench letter'], body);
  const started = process.hrtime.bigint();
  vitrineCli(configPath, databaseUrl, ['newsletter', 'send', id]);
  const queueSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`bench: ${NEWSLETTER_SUBSCRIBERS} subscribers queued in ${queueSeconds.toFixed(2)} s`);
  const counts = () => JSON.parse(vitrineCli(configPath, databaseUrl, ['newsletter', 'list', '--format', 'json']))
    .find((issue) => String(issue.id) === id);
  const before = counts();
  const scenario = SCENARIOS.find((s) => s.name === 'returning');
  const ours = await runScenario(scenario, port);
  const during = counts();
  const theirs = await runScenario(scenario, nginxPort);
  console.log(`bench: while the issue goes out: vitrine ${ours.rps.toFixed(0)} req/s p99 ${ms(ours.p99_us)} ms, nginx ${theirs.rps.toFixed(0)} req/s p99 ${ms(theirs.p99_us)} ms; mails sent ${before.sent} before, ${during.sent} after our run`);
  return {
    subscribers: NEWSLETTER_SUBSCRIBERS,
    queue_seconds: queueSeconds,
    sent_during_run: during.sent - before.sent,
    failed: during.failed,
    ours,
    nginx: theirs,
    ratio: ours.rps / theirs.rps,
  };
}

// ---- 1. wrk: ours against nginx with the same bytes -------------------------------------

// What a browser sends (Chromium's User-Agent and Accept-Encoding, a French reader's
// Accept-Language). A browser's User-Agent makes every request a page view the audience counts,
// so the figures are with counting on. BENCH_COUNTING=0 sends none: the audience then leaves
// every request out at its first check, as it does a tool's, which gives the same binary's
// figures without counting.
const counting = process.env.BENCH_COUNTING !== '0';
const BROWSER_HEADERS = {
  ...(counting ? { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36' } : {}),
  'Accept-Encoding': 'gzip, deflate, br, zstd',
  'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.8',
};
const RETURNING_COOKIE = 'lang=ar; theme=dark';

/** The visitors' paths: each a list of requests wrk sends in turn on every connection. */
const SCENARIOS = [
  {
    name: 'first_visit',
    title: 'First visit: `/?lang=fr`, no cookie',
    requests: [{ path: '/?lang=fr' }],
  },
  {
    name: 'returning',
    title: `Returning visitor: \`/services?lang=ar\`, \`Cookie: ${RETURNING_COOKIE}\``,
    requests: [{ path: '/services?lang=ar', cookie: RETURNING_COOKIE }],
  },
  {
    name: 'every_page',
    // Filled from the server's sitemap once it runs (every page, case and article, each
    // language): what a crawler and the visitors following the site's links ask for.
    title: '',
    requests: [],
  },
  {
    name: 'flood',
    title: 'Normal visitor (`/?lang=fr`, 14 connections) while 50 connections send random query strings',
    requests: [{ path: '/?lang=fr' }],
    flood: true,
  },
];

const headersOf = (request) => ({ ...BROWSER_HEADERS, ...(request.cookie ? { Cookie: request.cookie } : {}) });
/** nginx's key for a saved answer: the path, `lang` and the Cookie header, as both servers see them. */
const nginxKey = (request) => {
  const url = new URL(request.path, 'http://x');
  return `${url.pathname}?lang=${url.searchParams.get('lang') ?? ''}|${request.cookie ?? ''}`;
};

/** The sitemap's URLs as paths (`/cases/…?lang=ar`). */
async function sitemapPaths(port) {
  const answer = await request(port, '/sitemap.xml');
  const paths = [...answer.body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replaceAll('&amp;', '&'));
    return { path: url.pathname + url.search };
  });
  if (paths.length < 39) throw new Error(`the sitemap lists ${paths.length} URLs`);
  return paths;
}

/** Saves every answer the scenarios ask for, as a visitor gets it: body bytes and every header. */
async function savePages(port) {
  const saved = new Map();
  mkdirSync(join(work, 'pages'), { recursive: true });
  for (const request of SCENARIOS.flatMap((s) => s.requests)) {
    const key = nginxKey(request);
    if (saved.has(key)) continue;
    const answer = await request_(port, request);
    if (answer.status !== 200) throw new Error(`${request.path} answered ${answer.status}`);
    if (!answer.headers['content-encoding']) throw new Error(`${request.path} not compressed`);
    const file = `${saved.size}.bin`;
    writeFileSync(join(work, 'pages', file), answer.body);
    const headers = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) headers.push([answer.rawHeaders[i], answer.rawHeaders[i + 1]]);
    saved.set(key, { request, file, body: answer.body, headers });
  }
  return saved;
}

function request_(port, { path, cookie }) {
  return request(port, path, { headers: headersOf({ cookie }) });
}

/** nginx on its own port serving every saved answer with its saved headers. */
async function startNginx(saved) {
  const nginx = which('nginx', '/usr/sbin/nginx');
  if (!nginx) throw new Error('nginx not found (make bench installs nginx-light)');
  const port = await freePort();
  // Headers nginx makes itself are left to it; every other header is copied verbatim.
  const own = new Set(['date', 'content-length', 'transfer-encoding', 'connection', 'server', 'keep-alive', 'content-type']);
  const escape = (v) => v.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('$', '${dollar}');
  const pages = [...saved.entries()];
  const contentType = pages[0][1].headers.find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? 'text/html';
  const names = new Map();
  for (const [, page] of pages) {
    for (const [k] of page.headers) if (!own.has(k.toLowerCase()) && !names.has(k.toLowerCase())) names.set(k.toLowerCase(), k);
  }
  const keyExpr = '"$uri?lang=$arg_lang|$http_cookie"';
  const maps = [`  map ${keyExpr} $bench_page {\n    default "";\n${pages.map(([key, page]) => `    "${escape(key)}" "${page.file}";`).join('\n')}\n  }`];
  const adds = [];
  // A header sent several times (Vary) becomes one add_header per occurrence.
  let n = 0;
  for (const [lower, name] of names.entries()) {
    const most = Math.max(...pages.map(([, page]) => page.headers.filter(([k]) => k.toLowerCase() === lower).length));
    for (let occurrence = 0; occurrence < most; occurrence += 1) {
      const lines = [];
      for (const [key, page] of pages) {
        const value = page.headers.filter(([k]) => k.toLowerCase() === lower)[occurrence]?.[1];
        if (value !== undefined) lines.push(`    "${escape(key)}" "${escape(value)}";`);
      }
      maps.push(`  map ${keyExpr} $bench_h${n} {\n    default "";\n${lines.join('\n')}\n  }`);
      adds.push(`      add_header ${name} $bench_h${n} always;`);
      n += 1;
    }
  }
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, `nginx-${dir}`), { recursive: true });
  const conf = `
worker_processes ${navigatorCores()};
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/nginx-client_body;
  proxy_temp_path ${work}/nginx-proxy;
  fastcgi_temp_path ${work}/nginx-fastcgi;
  uwsgi_temp_path ${work}/nginx-uwsgi;
  scgi_temp_path ${work}/nginx-scgi;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  map_hash_bucket_size 256;
  geo $dollar { default "$"; }
${maps.join('\n')}
  server {
    listen 127.0.0.1:${port};
    location / {
      root ${work}/pages;
      types { }
      default_type "${escape(contentType)}";
      etag off;
      if_modified_since off;
      try_files /$bench_page =404;
${adds.join('\n')}
    }
  }
}
`;
  const confPath = join(work, 'nginx.conf');
  writeFileSync(confPath, conf);
  const child = spawn(nginx, ['-c', confPath, '-e', join(work, 'nginx-error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (c) => { stderr += c; });
  const exited = new Promise((r) => child.on('exit', () => { children.delete(child); r(); }));
  for (let i = 0; i < 200; i += 1) {
    const first = await request_(port, pages[0][1].request).catch(() => null);
    if (first) {
      for (const [key, page] of pages) {
        const answer = await request_(port, page.request);
        if (answer.status !== 200 || !answer.body.equals(page.body)) throw new Error(`nginx does not serve the same bytes for ${key}`);
      }
      return { port, async stop() { child.kill('SIGQUIT'); await exited; } };
    }
    if (child.exitCode !== null) break;
    await sleep(25);
  }
  throw new Error(`nginx did not start: ${stderr}`);
}

function navigatorCores() {
  const out = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim();
  return Number(out) || 2;
}

/** A wrk script sending `requests` in turn (or random query strings), then reporting. */
function wrkScript(name, requests, { random = false } = {}) {
  const lua = (v) => JSON.stringify(v);
  const formatted = requests.map((r) => {
    const headers = Object.entries({ Host: '127.0.0.1', ...headersOf(r) }).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`).join(', ');
    return random
      ? `function() return wrk.format("GET", "/?lang=fr&" .. math.random(1e9) .. "=" .. math.random(1e9), { ${headers} }) end`
      : `wrk.format("GET", ${lua(r.path)}, { ${headers} })`;
  });
  const body = random
    ? `local make = ${formatted[0]}\nrequest = function() return make() end\n`
    : `local reqs = { ${formatted.join(',\n  ')} }\nlocal i = 0\nrequest = function() i = i % #reqs + 1; return reqs[i] end\n`;
  const path = join(work, `${name}.lua`);
  writeFileSync(path, `${body}\n${readFileSync(join(repo, 'scripts', 'bench-report.lua'), 'utf8')}`);
  return path;
}

function parseWrk(out) {
  const line = out.stdout.split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`wrk failed: ${out.stdout}${out.stderr}`);
  const result = JSON.parse(line.slice('BENCH_JSON '.length));
  const errors = Object.values(result.errors).reduce((a, b) => a + b, 0);
  return { ...result, errorCount: errors };
}

function wrkArgs(port, script, connections, seconds) {
  return [`-t${connections >= 32 ? 2 : 1}`, `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, `http://127.0.0.1:${port}/`];
}

/** One scenario against one server: wrk's figures (for the flood, the normal visitor's). */
async function runScenario(scenario, port) {
  const wrkBin = which('wrk', '/usr/bin/wrk');
  const script = wrkScript(scenario.name, scenario.requests);
  if (!scenario.flood) return parseWrk(spawnSync(wrkBin, wrkArgs(port, script, 64, duration), { encoding: 'utf8' }));
  const floodScript = wrkScript(`${scenario.name}-random`, scenario.requests, { random: true });
  const flood = spawn(wrkBin, wrkArgs(port, floodScript, 50, duration + 2), { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(flood);
  let floodOut = '';
  flood.stdout.on('data', (c) => { floodOut += c; });
  const floodDone = new Promise((r) => flood.on('exit', () => { children.delete(flood); r(); }));
  await sleep(1000);
  const normal = await new Promise((done) => {
    const child = spawn(wrkBin, wrkArgs(port, script, 14, duration), { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => { stdout += c; });
    child.stderr.on('data', (c) => { stderr += c; });
    child.on('exit', () => done({ stdout, stderr }));
  });
  await floodDone;
  const floodResult = parseWrk({ stdout: floodOut, stderr: '' });
  return { ...parseWrk(normal), flood_rps: floodResult.rps, flood_errors: floodResult.errorCount };
}

// ---- 3. cold start ----------------------------------------------------------------------

async function coldStarts(runs) {
  const databaseUrl = `sqlite://${join(work, 'cold', 'vitrine.db')}`;
  mkdirSync(join(work, 'cold'), { recursive: true });
  const times = [];
  let first = null;
  for (let i = 0; i < runs; i += 1) {
    const port = await freePort();
    const server = await startVitrine(`cold-${i}`, { port, databaseUrl });
    if (i === 0) first = server.readyMs; // creates the database and applies the migrations
    else times.push(server.readyMs);
    const { code } = await server.stop();
    if (code !== 0) throw new Error(`cold-start server ${i} exited with ${code}`);
  }
  times.sort((a, b) => a - b);
  return { first, median: times[Math.floor(times.length / 2)], min: times[0], max: times[times.length - 1], runs: times.length };
}

// ---- 4. durable contact posts -------------------------------------------------------------

/** Posts `total` distinct contact messages, `concurrency` at a time, as the island does. */
async function postContacts(port, total, concurrency, tag) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  let errors = 0;
  const failures = [];
  const tokens = [];
  const one = (i) => new Promise((done) => {
    const token = `${tag}-${i}-${Math.random().toString(36).slice(2, 10)}`;
    tokens.push(token);
    const body = new URLSearchParams({
      name: `Bench ${i}`,
      email: `bench${i}@example.com`,
      organisation: 'Benchmark',
      message: `${token}: a durable contact message, number ${i}, for the benchmark.`,
      website: '',
    }).toString();
    const req = http.request({
      host: '127.0.0.1', port, path: '/contact?lang=fr', method: 'POST', agent, timeout: 30000,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': Buffer.byteLength(body),
        Accept: 'application/json',
        'Sec-Fetch-Site': 'same-origin',
        // One visitor per post, behind the trusted local proxy (see benchConfig).
        'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        'Idempotency-Key': token,
      },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let ok = false;
        try { ok = res.statusCode === 200 && JSON.parse(text).ok === true; } catch { ok = false; }
        if (!ok) { errors += 1; if (failures.length < 3) failures.push(`${res.statusCode} ${text.slice(0, 200)}`); }
        done();
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => { errors += 1; if (failures.length < 3) failures.push(String(e)); done(); });
    req.end(body);
  });
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) { const i = next; next += 1; await one(i); }
  }));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return { total, concurrency, seconds, per_second: total / seconds, errors, failures, tokens };
}

/** `vitrine messages list --format json` against a database: the parsed rows. */
function listMessages(configPath, databaseUrl) {
  const out = spawnSync(bin, ['--config', configPath, 'messages', 'list', '--format', 'json'], {
    encoding: 'utf8', env: { PATH: process.env.PATH, VITRINE_DATABASE_URL: databaseUrl, RUST_LOG: 'warn' },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (out.status !== 0) throw new Error(`vitrine messages list failed: ${out.stderr}`);
  return JSON.parse(out.stdout);
}

/** The page views the audience counted in the database at `databaseUrl` (`vitrine stats`), or
 * null when the binary has no `stats` (a build from before the audience). */
function audienceViews(configPath, databaseUrl) {
  const out = spawnSync(bin, ['--config', configPath, 'stats', '--format', 'json'], {
    encoding: 'utf8', env: { PATH: process.env.PATH, VITRINE_DATABASE_URL: databaseUrl, RUST_LOG: 'warn' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out.status !== 0) return null;
  return JSON.parse(out.stdout).days.reduce((sum, day) => sum + day.views, 0);
}

function countTokens(rows, tokens) {
  const seen = new Map(tokens.map((t) => [t, 0]));
  for (const row of rows) {
    const token = String(row.message).split(':')[0];
    if (seen.has(token)) seen.set(token, seen.get(token) + 1);
  }
  const counts = [...seen.values()];
  return {
    once: counts.filter((c) => c === 1).length,
    missing: counts.filter((c) => c === 0).length,
    duplicated: counts.filter((c) => c > 1).length,
  };
}

/** Synchronous 4 kB writes per second on the work folder's disk: what bounds durable commits. */
function diskSyncsPerSecond() {
  const file = join(work, 'sync-probe.bin');
  const started = process.hrtime.bigint();
  const run = spawnSync('dd', ['if=/dev/zero', `of=${file}`, 'bs=4k', 'count=300', 'oflag=dsync'], { encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  rmSync(file, { force: true });
  return run.status === 0 ? 300 / seconds : NaN;
}

async function benchPosts(server, out) {
  const syncsBefore = diskSyncsPerSecond();
  const result = await postContacts(server.port, postsTotal, 32, 'sqlite');
  const databaseUrl = `sqlite://${join(work, 'data', 'vitrine.db')}`;
  const rows = listMessages(join(work, 'main.toml'), databaseUrl);
  const counted = countTokens(rows, result.tokens);
  out.posts = {
    total: result.total, concurrency: result.concurrency, seconds: result.seconds,
    per_second: result.per_second, errors: result.errors, failures: result.failures,
    stored: counted.once, missing: counted.missing, duplicated: counted.duplicated,
    disk_syncs_per_second: (syncsBefore + diskSyncsPerSecond()) / 2,
  };
  console.log(`bench: ${result.total} contact posts in ${result.seconds.toFixed(2)} s = ${result.per_second.toFixed(0)}/s, ${result.errors} errors, ${counted.once} stored once`);
}

// ---- 5. two servers, one PostgreSQL ------------------------------------------------------

async function benchPostgres(out) {
  const databaseUrl = process.env.VITRINE_TEST_POSTGRES_URL;
  if (!databaseUrl) {
    console.log('bench: no PostgreSQL (run through scripts/with-postgres.sh, as make bench does): skipped');
    return;
  }
  const a = await startVitrine('pg-a', { port: await freePort(), databaseUrl });
  const b = await startVitrine('pg-b', { port: await freePort(), databaseUrl });
  const perServer = 200;
  const [ra, rb] = await Promise.all([
    postContacts(a.port, perServer, 8, 'pg-a'),
    postContacts(b.port, perServer, 8, 'pg-b'),
  ]);
  const rows = listMessages(join(work, 'pg-a.toml'), databaseUrl);
  const tokens = [...ra.tokens, ...rb.tokens];
  const counted = countTokens(rows, tokens);
  const codes = [await a.stop(), await b.stop()].map((r) => r.code);
  out.postgres = {
    posted: tokens.length, errors: ra.errors + rb.errors, listed_once: counted.once,
    missing: counted.missing, duplicated: counted.duplicated, exit_codes: codes,
    ok: counted.once === tokens.length && ra.errors + rb.errors === 0 && codes.every((c) => c === 0),
  };
  console.log(`bench: PostgreSQL, two servers: ${tokens.length} posted, ${counted.once} listed once, ${counted.missing} missing, ${counted.duplicated} duplicated`);
}

// ---- 7. the console over 10,000 messages ----------------------------------------------------

const consoleMessages = Number(process.env.BENCH_CONSOLE_MESSAGES ?? 10000);
const CONSOLE_OPERATOR = 'bench-owner@example.com';
const CONSOLE_PASSWORD = 'violet tractor seventeen lagoon';

/** `vitrine operators add`, the password on standard input: the operator's TOTP secret. */
function addOperator(configPath, databaseUrl, email) {
  const out = spawnSync(bin, ['--config', configPath, 'operators', 'add', email], {
    input: `${CONSOLE_PASSWORD}\n`, encoding: 'utf8',
    env: { PATH: process.env.PATH, VITRINE_DATABASE_URL: databaseUrl, RUST_LOG: 'warn' },
  });
  if (out.status !== 0) throw new Error(`vitrine operators add failed: ${out.stderr}`);
  return new URL(out.stdout.trim()).searchParams.get('secret');
}

/** Signs in with the password and the code as a browser does: the session's `Cookie` header. */
async function consoleSession(port, secret) {
  const jar = new Map();
  const keep = (answer) => {
    for (const line of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].filter(([, v]) => v).map(([k, v]) => `${k}=${v}`).join('; ');
  const csrfOf = (answer) => /name="csrf" value="([^"]+)"/.exec(answer.body.toString())?.[1] ?? '';
  const post = async (path, fields) => {
    const body = new URLSearchParams(fields).toString();
    const answer = await request(port, path, {
      method: 'POST', body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body), 'Sec-Fetch-Site': 'same-origin', Cookie: cookie() },
    });
    keep(answer);
    if (answer.status !== 303) throw new Error(`console sign-in: ${path} answered ${answer.status}`);
  };
  const form = await request(port, '/console/login?lang=fr');
  keep(form);
  await post('/console/login?lang=fr', { csrf: csrfOf(form), email: CONSOLE_OPERATOR, password: CONSOLE_PASSWORD });
  const codeForm = await request(port, '/console/login/code?lang=fr', { headers: { Cookie: cookie() } });
  keep(codeForm);
  await post('/console/login/code?lang=fr', { csrf: csrfOf(codeForm), code: totp(secret) });
  const session = jar.get('__Host-vitrine-session');
  if (!session) throw new Error('console sign-in: no session cookie');
  return `__Host-vitrine-session=${session}`;
}

/** A server of its own with `consoleMessages` messages; wrk on the inbox, a search, a message. */
async function benchConsole(out) {
  const port = await freePort();
  mkdirSync(join(work, 'console'), { recursive: true });
  const databaseUrl = `sqlite://${join(work, 'console', 'vitrine.db')}`;
  const server = await startVitrine('console', { port, databaseUrl });
  const posted = await postContacts(port, consoleMessages, 32, 'console');
  if (posted.errors) throw new Error(`console: ${posted.errors} posts failed: ${posted.failures.join('; ')}`);
  const secret = addOperator(join(work, 'console.toml'), databaseUrl, CONSOLE_OPERATOR);
  const cookie = await consoleSession(port, secret);
  const middle = Math.floor(consoleMessages / 2);
  const pages = [
    { name: 'console_inbox', title: 'Inbox, first page (`/console?lang=fr`)', path: '/console?lang=fr' },
    { name: 'console_filtered', title: 'Inbox filtered by status and language, page 3', path: '/console?lang=fr&status=new&in=fr&page=3' },
    { name: 'console_search', title: `Search finding one message (\`q=number ${middle},\`)`, path: `/console?lang=fr&q=${encodeURIComponent(`number ${middle},`)}` },
    { name: 'console_search_none', title: 'Search finding nothing (`q=introuvable`)', path: '/console?lang=fr&q=introuvable' },
    { name: 'console_message', title: `Message page (\`/console/messages/${middle}\`)`, path: `/console/messages/${middle}?lang=fr` },
  ];
  const wrkBin = which('wrk', '/usr/bin/wrk');
  out.console = { messages: consoleMessages, load_before: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '), pages: [] };
  for (const page of pages) {
    const check = await request(port, page.path, { headers: { ...BROWSER_HEADERS, Cookie: cookie } });
    if (check.status !== 200) throw new Error(`console: ${page.path} answered ${check.status}`);
    const script = wrkScript(page.name, [{ path: page.path, cookie }]);
    const result = parseWrk(spawnSync(wrkBin, wrkArgs(port, script, 4, duration), { encoding: 'utf8' }));
    console.log(`bench: ${page.name}: ${result.rps.toFixed(0)} req/s p50 ${ms(result.p50_us)} ms p99 ${ms(result.p99_us)} ms (errors ${result.errorCount})`);
    out.console.pages.push({ ...page, rps: result.rps, p50_ms: result.p50_us / 1000, p99_ms: result.p99_us / 1000, errors: result.errorCount });
  }
  out.console.load_after = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  await server.stop();
}

// ---- report ------------------------------------------------------------------------------

const results = { date: new Date().toISOString(), machine: machine() };

function machine() {
  const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/)?.[1] ?? 'unknown CPU';
  const mem = Number(readFileSync('/proc/meminfo', 'utf8').match(/MemTotal:\s+(\d+)/)?.[1] ?? 0);
  const kernel = readFileSync('/proc/sys/kernel/osrelease', 'utf8').trim();
  const wrkVersion = spawnSync(which('wrk', '/usr/bin/wrk'), ['-v'], { encoding: 'utf8' });
  const nginxVersion = spawnSync(which('nginx', '/usr/sbin/nginx'), ['-v'], { encoding: 'utf8' });
  return {
    cpu, cores: navigatorCores(), memory_gb: Math.round(mem / 1048576), kernel,
    wrk: (wrkVersion.stdout + wrkVersion.stderr).split('\n')[0].trim(),
    nginx: nginxVersion.stderr.trim(),
    binary_sha256: createHash('sha256').update(readFileSync(bin)).digest('hex').slice(0, 16),
  };
}

const ms = (us) => (us / 1000).toFixed(2);
const verdict = (ok) => (ok ? 'met' : '**missed**');

async function main() {
  if (!existsSync(bin)) throw new Error(`${bin} not found: run make build`);
  console.log(`bench: ${bin}, wrk ${duration}s per run, work folder ${work}`);
  if (process.env.BENCH_ONLY === 'console') {
    await benchConsole(results);
    report();
    return;
  }

  // 1 + 2: one server for the load test, the durable posts and the memory peak.
  const port = await freePort();
  mkdirSync(join(work, 'data'), { recursive: true });
  const server = await startVitrine('main', { port, databaseUrl: `sqlite://${join(work, 'data', 'vitrine.db')}` });
  const everyPage = SCENARIOS.find((s) => s.name === 'every_page');
  everyPage.requests = await sitemapPaths(port);
  everyPage.title = `Every URL of the sitemap in turn (${everyPage.requests.length} URLs: every page, case and article in every language, \`?lang=\`, no cookie)`;
  const saved = await savePages(port);
  const nginx = await startNginx(saved);
  results.pages = [...saved.entries()].map(([key, page]) => ({ key, bytes: page.body.length }));
  console.log(`bench: ${saved.size} answers saved; nginx on :${nginx.port} serves the same bytes and headers`);

  // Warm both, then alternate so neither gets a quieter machine.
  const wrkBin = which('wrk', '/usr/bin/wrk');
  const warm = wrkScript('warm', everyPage.requests);
  spawnSync(wrkBin, ['-t2', '-c64', '-d2s', '-s', warm, `http://127.0.0.1:${port}/`]);
  spawnSync(wrkBin, ['-t2', '-c64', '-d2s', '-s', warm, `http://127.0.0.1:${nginx.port}/`]);
  results.load_before = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  results.scenarios = [];
  for (const scenario of SCENARIOS) {
    const rounds = [];
    for (let round = 1; round <= benchRounds; round += 1) {
      const ours = await runScenario(scenario, port);
      const theirs = await runScenario(scenario, nginx.port);
      console.log(`bench: ${scenario.name} round ${round}: vitrine ${ours.rps.toFixed(0)} req/s p99 ${ms(ours.p99_us)} ms (errors ${ours.errorCount}), nginx ${theirs.rps.toFixed(0)} req/s p99 ${ms(theirs.p99_us)} ms (errors ${theirs.errorCount})`);
      rounds.push({ ours, nginx: theirs });
    }
    const mean = (pick) => rounds.reduce((a, r) => a + pick(r), 0) / rounds.length;
    const worst = (pick) => Math.max(...rounds.map(pick));
    results.scenarios.push({
      name: scenario.name,
      title: scenario.title,
      rounds,
      vitrine_rps: mean((r) => r.ours.rps),
      nginx_rps: mean((r) => r.nginx.rps),
      ratio: mean((r) => r.ours.rps) / mean((r) => r.nginx.rps),
      vitrine_p50_ms: worst((r) => r.ours.p50_us) / 1000,
      vitrine_p99_ms: worst((r) => r.ours.p99_us) / 1000,
      nginx_p50_ms: worst((r) => r.nginx.p50_us) / 1000,
      nginx_p99_ms: worst((r) => r.nginx.p99_us) / 1000,
      errors: rounds.reduce((a, r) => a + r.ours.errorCount + r.nginx.errorCount + (r.ours.flood_errors ?? 0), 0),
      flood_rps: scenario.flood ? mean((r) => r.ours.flood_rps) : undefined,
    });
  }
  results.newsletter = await benchNewsletter(port, nginx.port, join(work, 'main.toml'), join(work, 'data', 'vitrine.db'));
  await nginx.stop();
  results.load_after = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  results.memory = { peak_rss_mb_after_wrk: server.peakRssKb() / 1024 };

  await benchPosts(server, results);
  results.memory.peak_rss_mb = server.peakRssKb() / 1024;
  const { code } = await server.stop();
  results.graceful_exit_code = code;
  // Every page view wrk completed against our server is counted (and reached the database by
  // the graceful stop); the warm-up, the saved answers and the flood's own requests add more.
  const completed = results.scenarios.reduce((sum, s) => sum + s.rounds.reduce((a, r) => a + r.ours.requests, 0), 0);
  const counted = audienceViews(join(work, 'main.toml'), `sqlite://${join(work, 'data', 'vitrine.db')}`);
  if (counted !== null) results.audience = { counting, counted, completed };

  // 3: cold starts.
  results.cold_start = await coldStarts(8);
  console.log(`bench: cold start median ${results.cold_start.median.toFixed(1)} ms`);

  if (process.env.BENCH_SKIP_POSTGRES !== '1') await benchPostgres(results);
  await benchConsole(results);

  report();
}

function report() {
  if (!results.scenarios) {
    const text = consoleReport().join('\n');
    console.log(`\n${text}\n`);
    return;
  }
  const lines = [
    `Measured ${results.date} on ${results.machine.cpu}, ${results.machine.cores} cores, ${results.machine.memory_gb} GB, Linux ${results.machine.kernel}; ${results.machine.wrk}; ${results.machine.nginx}; binary sha256 ${results.machine.binary_sha256}…; load average ${results.load_before} before the wrk rounds, ${results.load_after} after.`,
    '',
    '| Visitors (wrk, 64 connections, browser headers) | vitrine req/s | nginx req/s | Ratio (≥ 1.0) | vitrine p50 / p99 (p99 ≤ 5 ms) | nginx p50 / p99 | Errors |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const s of results.scenarios) {
    const ok = s.ratio >= 1 && s.vitrine_p99_ms <= 5;
    lines.push(`| ${s.title}${s.flood_rps ? ` (flood answered at ${s.flood_rps.toFixed(0)} req/s)` : ''} | ${s.vitrine_rps.toFixed(0)} | ${s.nginx_rps.toFixed(0)} | ${s.ratio.toFixed(2)} ${verdict(s.ratio >= 1)} | ${s.vitrine_p50_ms.toFixed(2)} / ${s.vitrine_p99_ms.toFixed(2)} ms ${verdict(s.vitrine_p99_ms <= 5)} | ${s.nginx_p50_ms.toFixed(2)} / ${s.nginx_p99_ms.toFixed(2)} ms | ${s.errors}${ok ? '' : ''} |`);
  }
  lines.push('', '| Measure | Result | Target | |', '|---|---|---|---|',
    `| Peak RSS of the server (VmHWM, whole run) | ${results.memory.peak_rss_mb.toFixed(1)} MB (${results.memory.peak_rss_mb_after_wrk.toFixed(1)} MB after the wrk rounds) | ≤ 40 MB | ${verdict(results.memory.peak_rss_mb <= 40)} |`,
    `| Cold start, exec to first 200 (median of ${results.cold_start.runs}) | ${results.cold_start.median.toFixed(1)} ms (min ${results.cold_start.min.toFixed(1)}, max ${results.cold_start.max.toFixed(1)}; first start with migrations ${results.cold_start.first.toFixed(1)}) | ≤ 100 ms | ${verdict(results.cold_start.median <= 100)} |`);
  if (results.posts) {
    const p = results.posts;
    lines.push(`| Durable contact posts, SQLite (${p.total} posts, ${p.concurrency} at a time) | ${p.per_second.toFixed(0)} /s, ${p.errors} errors, ${p.stored} stored (the disk did ${p.disk_syncs_per_second.toFixed(0)} synchronous 4 kB writes/s meanwhile) | ≥ 500 /s, 0 errors | ${verdict(p.per_second >= 500 && p.errors === 0 && p.stored === p.total)} |`);
  }
  if (results.postgres) {
    const g = results.postgres;
    lines.push(`| Two servers, one PostgreSQL: posts through each, listed by \`vitrine messages list\` | ${g.posted} posted, ${g.listed_once} listed exactly once, ${g.missing} missing, ${g.duplicated} duplicated | each once | ${verdict(g.ok)} |`);
  }
  if (results.audience) {
    const a = results.audience;
    lines.push(a.counting
      ? `| Page views counted by the audience (\`vitrine stats\` after the stop) | ${a.counted} counted; wrk completed ${a.completed} page views in the measured rounds (warm-up, saved answers and flood on top) | every view counted (≥ completed) | ${verdict(a.counted >= a.completed)} |`
      : `| Page views counted by the audience (BENCH_COUNTING=0: no User-Agent sent) | ${a.counted} counted | 0 | ${verdict(a.counted === 0)} |`);
  }
  if (results.newsletter) {
    const n = results.newsletter;
    lines.push(`| \`vitrine newsletter send\` queues an issue for ${n.subscribers} confirmed subscribers (SQLite) | ${n.queue_seconds.toFixed(2)} s | ≤ 5 s | ${verdict(n.queue_seconds <= 5)} |`);
    lines.push(`| Returning visitor while that issue goes out at ${NEWSLETTER_PER_MINUTE} a minute (${n.sent_during_run} mails written during our ${duration}-second run, ${n.failed} failed) | ${n.ours.rps.toFixed(0)} req/s, p99 ${ms(n.ours.p99_us)} ms; nginx ${n.nginx.rps.toFixed(0)} req/s, p99 ${ms(n.nginx.p99_us)} ms: ratio ${n.ratio.toFixed(2)} | ratio ≥ 1.0 | ${verdict(n.ratio >= 1)} |`);
  }
  lines.push(`| Graceful stop after the load (SIGTERM) | exit code ${results.graceful_exit_code} | 0 | ${verdict(results.graceful_exit_code === 0)} |`);
  lines.push('', 'wrk rounds (ratio and p99 above: mean throughput, worse round\'s latency):', '',
    '| Scenario | Round | vitrine req/s | p50 | p99 | nginx req/s | p50 | p99 |', '|---|---|---|---|---|---|---|---|');
  for (const s of results.scenarios) {
    s.rounds.forEach((r, i) => {
      lines.push(`| ${s.name} | ${i + 1} | ${r.ours.rps.toFixed(0)} | ${ms(r.ours.p50_us)} ms | ${ms(r.ours.p99_us)} ms | ${r.nginx.rps.toFixed(0)} | ${ms(r.nginx.p50_us)} ms | ${ms(r.nginx.p99_us)} ms |`);
    });
  }
  lines.push('', ...consoleReport());
  const text = lines.join('\n');
  console.log(`\n${text}\n`);
  const outDir = join(repo, 'target', 'bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'results.md'), `${text}\n`);
  writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('bench: written to target/bench/results.md and target/bench/results.json');
}

/** The console's table: each page's throughput and latency against the 50 ms p99 target. */
function consoleReport() {
  if (!results.console) return [];
  const c = results.console;
  const lines = [
    `Console, signed in, over ${c.messages} messages (wrk, 4 connections, ${duration} s each; load average ${c.load_before} before, ${c.load_after} after):`, '',
    '| Console page | req/s | p50 | p99 (≤ 50 ms) | Errors |', '|---|---|---|---|---|',
  ];
  for (const p of c.pages) {
    lines.push(`| ${p.title} | ${p.rps.toFixed(0)} | ${p.p50_ms.toFixed(2)} ms | ${p.p99_ms.toFixed(2)} ms ${verdict(p.p99_ms <= 50 && p.errors === 0)} | ${p.errors} |`);
  }
  return lines;
}

main().catch((error) => {
  console.error(`bench: FAILED: ${error.stack ?? error}`);
  process.exit(1);
});
