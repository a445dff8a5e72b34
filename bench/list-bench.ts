import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { formValidators } from '../build/form-validators-plugin.ts';
import { chromiumPath, inChromiumOnFixture, loopbackPage } from './bench-browser.ts';
import { interleavedRounds, median } from './rounds.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = path.join(ROOT, 'bench/fixtures/list');
const ROUNDS = Number(process.env.LIST_BENCH_ROUNDS ?? 7);
const SORTS = Number(process.env.LIST_BENCH_SORTS ?? 4);
const KEYS = Number(process.env.LIST_BENCH_KEYS ?? 12);
const KEY_WARM_UP = 3;

type Mode = 'plain' | 'portside' | 'ra';

/** How the driver finds each page's parts. */
interface Case {
  mode: Mode;
  label: string;
  row: string;
  /** the name column's header: clicked to sort */
  sortHeader: string;
  /** the keyword box, where the page has one */
  keyword?: string;
}

const CASES: Case[] = [
  {
    mode: 'plain',
    label: 'plain React table',
    row: '[data-testid="entity-row"]',
    sortHeader: 'button[data-sort="fullName"]',
    keyword: '[data-testid="plain-keyword"]',
  },
  {
    mode: 'portside',
    label: 'Portside list page',
    row: '[data-testid="entity-row"]',
    sortHeader: 'th:has-text("岗位名称") .MuiTableSortLabel-root',
    keyword: '[data-testid="entity-keyword"]',
  },
  { mode: 'ra', label: 'react-admin DataTable', row: 'tbody .RaDataTable-row', sortHeader: 'th:has-text("岗位名称") .MuiTableSortLabel-root' },
];

interface Figures {
  pager: number;
  sort: number;
  key?: number;
}

/** Milliseconds from the armed user event to the painted frame with the rows shown (the fixture's benchSettle). */
async function settle(page: Page, row: string, done: { minRows: number; firstNot?: string }): Promise<number> {
  return page.evaluate(({ row, minRows, firstNot }) => window.benchSettle(row, minRows, firstNot), { row, ...done });
}

/** One round of one page: a fresh load at 20 rows, the pager to 500, re-sorts, key presses. */
async function measure(browser: Browser, url: string, bench: Case): Promise<Figures> {
  const page = await loopbackPage(browser, bench.label);
  try {
    await page.goto(`${url}/?mode=${bench.mode}`);
    await page.waitForFunction((row) => document.querySelectorAll(row).length === 20, bench.row);
    // the pager: 20 → 500 rows
    if (bench.mode === 'plain') {
      await page.evaluate(() => window.benchArm());
      await page.selectOption('[data-testid="plain-page-size"]', '500');
    } else {
      await page.locator('div.MuiTablePagination-select[role="combobox"]').click();
      const option = page.locator('li[role="option"][data-value="500"]');
      await option.waitFor();
      await page.evaluate(() => window.benchArm());
      await option.click();
    }
    // shown: more than the 20 rows of before (a virtualised table draws those in view), none loading
    const pager = await settle(page, bench.row, { minRows: 21 });
    const sorts: number[] = [];
    for (let index = 0; index < SORTS; index++) {
      const before = (await page.locator(bench.row).first().textContent()) ?? '';
      await page.evaluate(() => window.benchArm());
      await page.locator(bench.sortHeader).click();
      sorts.push(await settle(page, bench.row, { minRows: 21, firstNot: before }));
    }
    let key: number | undefined;
    if (bench.keyword) {
      await page.locator(bench.keyword).focus();
      const keys: number[] = [];
      for (let index = 0; index < KEY_WARM_UP + KEYS; index++) {
        await page.evaluate(() => window.benchArm());
        await page.keyboard.press(String(index % 10));
        const time = await settle(page, bench.row, { minRows: 1 });
        if (index >= KEY_WARM_UP) keys.push(time);
      }
      key = median(keys);
    }
    return { pager, sort: median(sorts), key };
  } catch (error) {
    throw new Error(`${bench.label}: ${String(error)}`);
  } finally {
    await page.close();
  }
}

const ms = (value: number | undefined) => (value === undefined ? '—'.padStart(9) : `${value.toFixed(1)} ms`.padStart(9));
const ratio = (value: number | undefined) => (value === undefined ? '     ' : `×${value.toFixed(2)}`.padStart(6));

/**
 * `npm run bench`, the list page (issue 17): in headless Chromium, the generic list page over 500
 * positions against a plain React table of the same rows (the baseline) and react-admin's
 * DataTable, each built from bench/fixtures/list/ in this run and read from memory (network
 * excluded). Per round and page, a fresh load at 20 rows: the pager to 500 rows until painted,
 * re-sorts by name (median), key presses in the keyword box (median). Rounds interleave the pages;
 * each figure is the median over rounds, each ratio the median of the rounds' ratios to plain.
 * Targets: ≤ 2× plain for all three. Printed, never asserted.
 */
export async function listBench(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('list page: skipped, no Chromium (set CHROME_PATH)');
    return;
  }
  // LIST_BENCH_BUILT: a folder the fixture was built into before, used as it is (while working on the bench)
  return inChromiumOnFixture(
    executablePath,
    { root: FIXTURE, reuse: process.env.LIST_BENCH_BUILT, prefix: 'portside-list-bench-', plugins: [react(), formValidators()], unlimitedFrames: true },
    async (browser, url) => {
      const rounds = await interleavedRounds(ROUNDS, CASES, 'mode', (bench) => measure(browser, url, bench));
      const measures = ['pager', 'sort', 'key'] as const;
      const titles: Record<(typeof measures)[number], string> = {
        pager: 'pager → 500 rows shown',
        sort: 're-sort 500 rows',
        key: 'key press in keyword box, 500 rows',
      };
      console.log(
        `\nList page: headless Chromium, 500 rows in memory, ${ROUNDS} interleaved rounds (${SORTS} sorts, ${KEYS} keys each); medians, ×plain = median of per-round ratios`,
      );
      console.log(`${''.padEnd(36)} ${CASES.map((bench) => bench.label.padStart(24)).join('')}`);
      for (const measure of measures) {
        const cells = CASES.map((bench) => {
          const values = rounds.map((round) => round[bench.mode][measure]).filter((value): value is number => value !== undefined);
          if (values.length === 0) return '—'.padStart(24);
          const ratios = rounds
            .map((round) => {
              const value = round[bench.mode][measure];
              const base = round.plain[measure];
              return value !== undefined && base ? value / base : undefined;
            })
            .filter((value): value is number => value !== undefined);
          return `${ms(median(values))} ${bench.mode === 'plain' ? '      ' : ratio(median(ratios))}`.padStart(24);
        });
        console.log(`${titles[measure].padEnd(36)} ${cells.join('')}`);
      }
      console.log('targets: Portside ≤ ×2.00 plain on each line');
    },
  );
}

// Run by itself: `node --import tsx bench/list-bench.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  listBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
