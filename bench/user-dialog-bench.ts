import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { formValidators } from '../build/form-validators-plugin.ts';
import { chromiumPath, inChromiumOnFixture, loopbackPage } from './bench-browser.ts';
import { interleavedRounds, median } from './rounds.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = path.join(ROOT, 'bench/fixtures/user-dialog');
const ROUNDS = Number(process.env.USER_DIALOG_BENCH_ROUNDS ?? 7);
/** key presses and reopenings per round and form; the round's figure is their median */
const KEYS = Number(process.env.USER_DIALOG_BENCH_KEYS ?? 15);
const REOPENS = Number(process.env.USER_DIALOG_BENCH_REOPENS ?? 5);
const WARM_UP = 3;

type Mode = 'plain' | 'portside' | 'mui';

interface Case {
  mode: Mode;
  label: string;
  /** the dialog's box: gone once it has closed */
  dialog: string;
  close: string;
}

const CASES: Case[] = [
  { mode: 'plain', label: 'plain @rjsf/core', dialog: '[data-testid="plain-dialog"]', close: '[data-testid="plain-dialog"] button:has-text("取消")' },
  { mode: 'portside', label: 'Portside user dialog', dialog: '[data-testid="entity-dialog"]', close: '[data-testid="entity-dialog"] button:has-text("取消")' },
  // for reference: what @rjsf/mui in an MUI Dialog costs by itself
  { mode: 'mui', label: '@rjsf/mui in a Dialog', dialog: '[data-testid="mui-dialog"]', close: '[data-testid="mui-dialog"] button:has-text("取消")' },
];
/** the text field typed into, and the dialog's last field (its fields are painted once it is) */
const TYPED = '#root_realName';
const LAST_FIELD = '#root_description';

interface Figures {
  key: number;
  reopen: number;
}

/** Clicks 打开 and answers the milliseconds until the frame painted with the dialog's fields. */
async function open(page: Page): Promise<number> {
  await page.evaluate((selector) => window.benchClick(selector), LAST_FIELD);
  await page.locator('[data-testid="bench-open"]').click();
  return page.evaluate(() => window.benchDone as Promise<number>);
}

async function close(page: Page, bench: Case): Promise<void> {
  await page.locator(bench.close).click();
  await page.locator(bench.dialog).waitFor({ state: 'detached' });
}

/** One round of one form: a fresh load, the first opening (its code), key presses, then close → reopen. */
async function measure(browser: Browser, url: string, bench: Case): Promise<Figures> {
  const page = await loopbackPage(browser, bench.label);
  try {
    await page.goto(`${url}/?mode=${bench.mode}`);
    await page.locator('[data-testid="bench-open"]').waitFor();
    await open(page);
    await page.locator(TYPED).focus();
    const keys: number[] = [];
    for (let index = 0; index < WARM_UP + KEYS; index++) {
      await page.evaluate(() => window.benchKey());
      await page.keyboard.press(String.fromCharCode(97 + (index % 26)));
      const time = await page.evaluate(() => window.benchDone as Promise<number>);
      if (index >= WARM_UP) keys.push(time);
    }
    const reopens: number[] = [];
    for (let index = 0; index < 1 + REOPENS; index++) {
      await close(page, bench);
      const time = await open(page);
      if (index >= 1) reopens.push(time);
    }
    return { key: median(keys), reopen: median(reopens) };
  } catch (error) {
    throw new Error(`${bench.label}: ${String(error)}`);
  } finally {
    await page.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

/**
 * `npm run bench`, the user dialog (issue 17): in headless Chromium, the generic entity dialog for
 * the user resource (its widget registry, its precompiled validators) against a plain @rjsf/core
 * Form with @rjsf/validator-ajv8 of the same JSON schema, both built from
 * bench/fixtures/user-dialog/ in this run. Per round and form, a fresh load: key presses in a
 * text field, each from its keydown to the painted frame (median), and close → reopen, from the
 * click on 打开 to the frame painted with the fields (median). Rounds interleave the forms; each
 * figure is the median over rounds, each ratio the median of the rounds' ratios to plain. Target
 * ≤ 1.5× plain for both. For reference, the same for @rjsf/mui's Form in an MUI Dialog (no Portside code),
 * the floor the MUI look sets. Printed, never asserted. USER_DIALOG_BENCH_BUILT: a folder the fixture was
 * built into before, used as it is.
 */
export async function userDialogBench(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('user dialog: skipped, no Chromium (set CHROME_PATH)');
    return;
  }
  return inChromiumOnFixture(
    executablePath,
    {
      root: FIXTURE,
      reuse: process.env.USER_DIALOG_BENCH_BUILT,
      prefix: 'portside-user-dialog-bench-',
      plugins: [react(), formValidators()],
      unlimitedFrames: true,
    },
    async (browser, url) => {
      const rounds = await interleavedRounds(ROUNDS, CASES, 'mode', (bench) => measure(browser, url, bench));
      const ratio = (mode: Mode, measure: keyof Figures) => median(rounds.map((round) => round[mode][measure] / round.plain[measure]));
      const raw = (mode: Mode, measure: keyof Figures) => median(rounds.map((round) => round[mode][measure]));
      console.log(
        `\nUser dialog: headless Chromium, ${ROUNDS} interleaved rounds (${KEYS} keys, ${REOPENS} reopenings each); medians, ×plain = median of per-round ratios`,
      );
      console.log(`${''.padEnd(28)} ${CASES.map((bench) => bench.label.padStart(22)).join('')}`);
      for (const [measure, title] of [
        ['key', 'key press → painted'],
        ['reopen', 'close → reopen, fields painted'],
      ] as const)
        console.log(
          `${title.padEnd(28)} ${CASES.map((bench) => (bench.mode === 'plain' ? ms(raw('plain', measure)) : `${ms(raw(bench.mode, measure))}  ×${ratio(bench.mode, measure).toFixed(2)}`).padStart(22)).join('')}`,
        );
      console.log('targets: Portside ≤ ×1.50 plain on each line (the @rjsf/mui column is for reference: the floor MUI itself sets)');
    },
  );
}

// Run by itself: `node --import tsx bench/user-dialog-bench.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  userDialogBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
