import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { bootServices } from '../server/boot.ts';
import { buildApp } from '../server/app.ts';
import { md5Hex } from '../server/core/identity/password-hash.ts';
import { DEMO_PASSWORD } from '../server/features/demo/demo-data.ts';
import type { EngineRun, HashRun } from './fixtures/upload/main.ts';
import { startBaselineServer } from './upload-baseline-server.ts';
import { chromiumPath, launchChromium } from './bench-browser.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = path.join(ROOT, 'bench/fixtures/upload');
const MiB = 1024 * 1024;
/** The upload: 1 GiB. The MD5 race: its first 256 MiB and a bit (not a multiple of the 10,240,000-byte piece). */
const UPLOAD_BYTES = 1024 * MiB;
const HASH_BYTES = 256 * MiB + 12_345;
const HASH_ROUNDS = Number(process.env.UPLOAD_BENCH_HASH_ROUNDS ?? 3);
const UPLOAD_RUNS = Number(process.env.UPLOAD_BENCH_RUNS ?? 2);

/**
 * Writes `size` random-ish bytes (a 4 MiB random block, its head varied per piece so no two
 * chunks are alike) and answers the MD5 of the whole and of its first `headBytes`.
 */
function writeBenchFile(file: string, size: number, headBytes: number): { md5: string; headMd5: string } {
  const piece = 4 * MiB;
  const block = randomBytes(piece);
  const whole = createHash('md5');
  const head = createHash('md5');
  const fd = fs.openSync(file, 'w');
  try {
    for (let written = 0, index = 0; written < size; index += 1) {
      block.writeUInt32LE(index, 0);
      const part = block.subarray(0, Math.min(piece, size - written));
      fs.writeSync(fd, part);
      whole.update(part);
      if (written < headBytes) head.update(part.subarray(0, Math.min(part.length, headBytes - written)));
      written += part.length;
    }
  } finally {
    fs.closeSync(fd);
  }
  return { md5: whole.digest('hex'), headMd5: head.digest('hex') };
}

const rate = (bytes: number, ms: number) => bytes / MiB / (ms / 1000);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mbps = (value: number) => `${value.toFixed(1).padStart(7)} MB/s`;

/** Hashes the same slice with one method HASH_ROUNDS times (interleaved by the caller); answers the MB/s of each run. */
async function hashRun(page: Page, method: 'md5Worker' | 'md5Page' | 'md5Spark', expected: string): Promise<number> {
  const run = await page.evaluate(
    ([name, bytes]) => {
      const bench = window.uploadBench;
      return bench[name](bench.head(bench.chosen(), bytes));
    },
    [method, HASH_BYTES] as const,
  );
  const { md5, ms } = run as HashRun;
  if (md5 !== expected) throw new Error(`${method} answered ${md5}, expected ${expected}`);
  return rate(HASH_BYTES, ms);
}

/** One plain POST of the whole chosen file from a page on the baseline server's origin; answers milliseconds. */
async function plainPost(page: Page): Promise<number> {
  return page.evaluate(
    (expected) =>
      new Promise<number>((resolve, reject) => {
        const file = (document.getElementById('file') as HTMLInputElement).files?.[0];
        if (!file) return reject(new Error('no file chosen'));
        const xhr = new XMLHttpRequest();
        const started = performance.now();
        xhr.open('POST', '/upload');
        xhr.onload = () =>
          Number(xhr.responseText) === expected ? resolve(performance.now() - started) : reject(new Error(`stored ${xhr.responseText} bytes`));
        xhr.onerror = () => reject(new Error('the baseline POST failed'));
        xhr.send(file);
      }),
    UPLOAD_BYTES,
  );
}

/**
 * `npm run bench`, uploads (issue 12): in headless Chromium, (1) the whole-file MD5 rate of the
 * upload engine's hash code (hash-wasm in its Web Worker, 10,240,000-byte pieces; and the same
 * code on the page) against spark-md5 read the JNPF client's way (FileReader pieces on the page)
 * on the same 256 MiB slice of a file, median of HASH_ROUNDS interleaved runs; (2) a 1 GiB file
 * uploaded on loopback by the engine (hash, 5 MiB chunks with a test call each, merge with the
 * server's MD5 check) through the real Portside server, against one plain POST of the same file
 * to a bare node http server that writes it to disk, taking turns, best of UPLOAD_RUNS each.
 * Printed, never asserted.
 */
export async function uploadBench(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('uploads: skipped, no Chromium (set CHROME_PATH)');
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-upload-bench-'));
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const web = path.join(work, 'web');
    await build({ root: FIXTURE, configFile: false, logLevel: 'warn', build: { outDir: web, emptyOutDir: true, chunkSizeWarningLimit: 4000 } });
    const file = path.join(work, 'bench-1gib.zip');
    const { md5, headMd5 } = writeBenchFile(file, UPLOAD_BYTES, HASH_BYTES);

    const { services } = await bootServices({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir: path.join(work, 'data'), demoData: true });
    const app = await buildApp({ services, webDir: web, logLevel: 'silent' });
    closers.push(
      () => services.db.destroy(),
      () => app.close(),
    );
    const portside = await app.listen({ host: '127.0.0.1', port: 0 });
    const baseline = await startBaselineServer(work);
    closers.push(baseline.close);
    const login = await app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: 'admin', password: md5Hex(DEMO_PASSWORD) } });
    const token = (login.json() as { data: { token: string } }).data.token;

    const browser = await launchChromium(executablePath, { unlimitedFrames: false });
    closers.push(() => browser.close());
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error(`upload bench page: ${error.message}`));
    await page.goto(`${portside}/`);
    await page.waitForFunction(() => window.uploadBench !== undefined);
    await page.evaluate((value) => window.uploadBench.signIn(value), token);
    await page.locator('#file').setInputFiles(file);

    const hashes = { md5Worker: [] as number[], md5Page: [] as number[], md5Spark: [] as number[] };
    for (let round = 0; round < HASH_ROUNDS; round += 1) {
      for (const method of ['md5Worker', 'md5Page', 'md5Spark'] as const) hashes[method].push(await hashRun(page, method, headMd5));
    }
    const worker = median(hashes.md5Worker);
    const onPage = median(hashes.md5Page);
    const spark = median(hashes.md5Spark);

    // The merge's share (join the chunks, hash the result, record it), timed from its request to its answer.
    let mergeStarted = 0;
    let mergeMs = 0;
    const isMerge = (url: string) => new URL(url).pathname === '/api/file/merge';
    page.on('request', (request) => isMerge(request.url()) && (mergeStarted = performance.now()));
    page.on('requestfinished', (request) => isMerge(request.url()) && (mergeMs = performance.now() - mergeStarted));
    const plain = await browser.newPage();
    await plain.goto(`${baseline.url}/`);
    await plain.locator('#file').setInputFiles(file);

    // Engine and baseline take turns; the best run of each counts (the machine's other work only slows a run down).
    let engine: (EngineRun & { mergeMs: number }) | undefined;
    let plainMs = Infinity;
    for (let run = 0; run < UPLOAD_RUNS; run += 1) {
      const attempt = await page.evaluate(() => window.uploadBench.upload(window.uploadBench.chosen()));
      const stored = await services.db.selectFrom('base_file').select(['type', 'md5', 'fileSize']).where('id', '=', attempt.stored).executeTakeFirst();
      if (stored?.md5 !== md5 || Number(stored.fileSize) !== UPLOAD_BYTES) throw new Error(`the engine's upload was stored as ${JSON.stringify(stored)}`);
      await services.files.remove(`${stored.type}/${attempt.stored}`);
      if (!engine || attempt.totalMs < engine.totalMs) engine = { ...attempt, mergeMs };
      plainMs = Math.min(plainMs, await plainPost(plain));
    }
    if (!engine) throw new Error('no upload run');

    const total = rate(UPLOAD_BYTES, engine.totalMs);
    const sending = rate(UPLOAD_BYTES, engine.totalMs - engine.hashedMs);
    const bare = rate(UPLOAD_BYTES, plainMs);
    console.log(`\nUploads: headless Chromium, loopback (node ${process.version}, ${services.dialect})`);
    console.log(`MD5 of ${(HASH_BYTES / MiB).toFixed(2)} MiB, median of ${HASH_ROUNDS} runs`);
    console.log(`  hash-wasm in the Web Worker (the engine)  ${mbps(worker)}  ×${(worker / spark).toFixed(2)} spark-md5`);
    console.log(`  hash-wasm on the page                     ${mbps(onPage)}  ×${(onPage / spark).toFixed(2)} spark-md5`);
    console.log(`  spark-md5, JNPF client's way (baseline)   ${mbps(spark)}`);
    console.log(`Upload of 1 GiB (${Math.floor(UPLOAD_BYTES / (5 * MiB))} chunks of 5 MiB, 2 in flight), best of ${UPLOAD_RUNS} runs`);
    console.log(
      `  engine → Portside, end to end             ${mbps(total)}  ×${(total / bare).toFixed(2)} plain POST  (${seconds(engine.totalMs)}: hash ${seconds(engine.hashedMs)}, chunks ${seconds(engine.totalMs - engine.hashedMs - engine.mergeMs)}, merge ${seconds(engine.mergeMs)})`,
    );
    console.log(`  engine → Portside, chunks and merge only  ${mbps(sending)}  ×${(sending / bare).toFixed(2)} plain POST`);
    console.log(`  one plain POST → bare node server (baseline) ${mbps(bare)}  (${seconds(plainMs)})`);
  } finally {
    for (const close of closers.reverse()) await close().catch((error: unknown) => console.error(error));
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// Run by itself: `node --import tsx bench/upload-bench.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  uploadBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
