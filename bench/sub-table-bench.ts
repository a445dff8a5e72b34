import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { serveStatic } from './static-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = path.join(ROOT, 'bench/fixtures/sub-table');
const WARM_UP = 20;
const KEYSTROKES = Number(process.env.KEYSTROKE_BENCH_COUNT ?? 120);

interface Case {
  label: string;
  mode: string;
  /** the input the keys go to */
  field: string;
}

interface Figures {
  p50: number;
  p95: number;
}

/** The page's work per keystroke, and keystroke to painted frame. */
interface Measured {
  task: Figures;
  paint: Figures;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function chromiumPath(): string | null {
  return [process.env.CHROME_PATH, '/usr/bin/chromium'].find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

/** Types into one field and answers the keystroke times (keydown → the frame after the paint). */
async function measure(browser: Browser, url: string, bench: Case): Promise<Measured> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  try {
    page.on('pageerror', (error) => console.error(`${bench.label}: ${error.message}`));
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(`${url}/?mode=${bench.mode}`);
    await page.waitForFunction(() => window.benchReady === true);
    await page.locator(bench.field).focus();
    const keys = 'abcdefghij';
    for (let press = 0; press < WARM_UP + KEYSTROKES; press++) {
      await page.keyboard.press(keys[press % keys.length]);
      await page.waitForFunction((count) => window.keyTimes.paint.length >= count, press + 1);
    }
    const { task, paint } = await page.evaluate(() => window.keyTimes);
    const figures = (times: number[]): Figures => {
      const sorted = times.slice(WARM_UP).sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
    };
    return { task: figures(task), paint: figures(paint) };
  } finally {
    await page.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const cell = (figures: Figures, baseline?: Figures): string => {
  const text = `${ms(figures.p50).padStart(9)} ${ms(figures.p95).padStart(9)}`;
  return baseline ? `${text}  ×${(figures.p95 / baseline.p95).toFixed(2)}` : `${text}       `;
};

function line(label: string, measured: Measured, baseline?: Measured): string {
  return `${label.padEnd(36)} ${cell(measured.task, baseline?.task)}   ${cell(measured.paint, baseline?.paint)}`;
}

/**
 * `npm run bench`, form runtime: keystroke time (keydown to the next painted frame) in headless
 * Chromium for the sub-table at 500 rows × 20 columns against a plain table of 10,000 controlled
 * inputs, and for a 200-field form drawn by the runtime's renderer against 200 plain inputs; both
 * baselines are built and measured in the same run. Figures are printed, never asserted; the
 * target is a sub-table keystroke p95 under 16 ms (issue 11).
 */
export async function subTableBench(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('form runtime keystrokes: skipped, no Chromium (set CHROME_PATH)');
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-sub-table-bench-'));
  await build({
    root: FIXTURE,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: work, emptyOutDir: true, chunkSizeWarningLimit: 8000 },
  });
  const server = await serveStatic(work);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    // Frames are not held to the display's 60 Hz: a painted frame then follows the work at once instead of the next vsync.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-gpu-vsync',
      '--disable-frame-rate-limit',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const subTable = await measure(browser, server.url, { label: 'sub-table', mode: 'sub-table', field: '#t-2-c1' });
    const subTableInputs = await measure(browser, server.url, { label: 'sub-table of bare inputs', mode: 'sub-table-inputs', field: '#t-2-c1' });
    const plainTable = await measure(browser, server.url, { label: 'plain table', mode: 'plain-table', field: '#p-2-c1' });
    const form = await measure(browser, server.url, { label: 'form', mode: 'form', field: '#form-f100' });
    const plainForm = await measure(browser, server.url, { label: 'plain form', mode: 'plain-form', field: '#plain-f100' });
    console.log(`\nForm runtime keystrokes: headless Chromium (frame rate unlimited), ${KEYSTROKES} keys each after ${WARM_UP} unmeasured`);
    console.log(`${''.padEnd(36)} ${'page work p50 / p95, ×baseline p95'.padEnd(34)} ${'keydown → painted frame p50 / p95, ×baseline p95'}`);
    console.log(line('plain table, 500 × 20 inputs', plainTable));
    console.log(line('sub-table, 500 × 20 (virtualised)', subTable, plainTable));
    console.log(line('  the same with bare <input> cells', subTableInputs, plainTable));
    console.log(line('plain form, 200 inputs', plainForm));
    console.log(line('runtime form, 200 fields', form, plainForm));
    console.log(`sub-table keystroke p95: ${ms(subTable.paint.p95)} to the painted frame, ${ms(subTable.task.p95)} of page work (target < 16 ms)`);
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// Run by itself: `node --import tsx bench/sub-table-bench.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  subTableBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
