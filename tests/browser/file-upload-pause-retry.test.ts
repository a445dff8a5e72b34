import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CHUNK_SIZE } from '../../common/files/file-kinds.ts';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { ChunkTraffic, type ChunkFate } from './helpers/chunk-traffic.ts';
import { signIn } from './helpers/sign-in.ts';
import { expectStatus, openSettlementAttachments, panelEntry, storedFileIdOf, waitForOutcome } from './helpers/upload-field.ts';
import { downloadedMd5, makeLocalFile, type LocalFile } from './helpers/upload-files.ts';

/** 30 MiB and a bit: six chunks, the last one taking the rest. */
const SIZE = 30 * 1024 * 1024 + 4321;
const TOTAL_CHUNKS = Math.floor(SIZE / CHUNK_SIZE);
/** The chunk whose POST is broken off until the engine gives up: the first try and MAX_CHUNK_RETRIES (5) retries. */
const FAILING_CHUNK = 3;
const FAILED_TRIES = 6;

let browser: Browser;
let file: LocalFile;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  file = makeLocalFile(`customs-papers-${Date.now()}.zip`, SIZE);
});
afterAll(async () => {
  await browser?.close();
  file?.remove();
});

/**
 * Issue 12 point 7 (and spec shell §4, lowcode §4): on the 附件 field of a fee settlement, a 30 MB
 * upload is paused while its first chunks are on their way (暂停中: the requests in flight are
 * dropped and nothing is sent until 继续), resumed (上传中), then one chunk's connection is broken
 * every time until the engine has tried it six times and the entry says 上传失败; 重试 sends only
 * the chunks the server lacks and the upload ends 上传成功; its download link hands out the original's MD5.
 */
describe('pause, resume and retry of an upload in Chromium', () => {
  it('pauses, resumes, fails after five retries of one chunk, and retries to success', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, baseUrl, 'admin');
    const field = await openSettlementAttachments(page, baseUrl);
    const traffic = await ChunkTraffic.watch(page);
    const entry = panelEntry(field, file.name);

    // The first chunks are held at the door, so the pause catches the file mid-upload.
    let openDoor!: () => void;
    const door = new Promise<void>((resolve) => {
      openDoor = resolve;
    });
    traffic.decide = async (): Promise<ChunkFate> => {
      await door;
      return 'continue';
    };
    await field.getByTestId('upload-input').setInputFiles(file.path);
    await expectStatus(field, file.name, '上传中', 60_000);
    await expect.poll(() => traffic.posts.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await entry.getByTestId('upload-pause').click();
    await expectStatus(field, file.name, '暂停中');
    // The pause aborted what was on its way; the entry offers 继续 and 删除, and stays below 100%.
    await expect.poll(() => traffic.posts.every((post) => post.outcome === 'failed'), { timeout: 10_000 }).toBe(true);
    expect(await entry.getByTestId('upload-resume').count()).toBe(1);
    expect(await entry.getByTestId('upload-pause').count()).toBe(0);
    expect(Number(await entry.getByTestId('upload-progress').getAttribute('aria-valuenow'))).toBeLessThan(100);
    await screenshot(page, 'file-upload-paused');

    // From now on every chunk passes, except FAILING_CHUNK, whose connection breaks FAILED_TRIES times.
    let broken = 0;
    traffic.decide = (chunkNumber) => {
      if (chunkNumber !== FAILING_CHUNK || broken >= FAILED_TRIES) return 'continue';
      broken += 1;
      return 'fail';
    };
    openDoor();
    const pausedAt = traffic.now();
    // Nothing leaves while paused; an absence can only be watched for a while.
    await page.waitForTimeout(1500);
    expect(traffic.sentAfter(pausedAt)).toEqual([]);

    await entry.getByTestId('upload-resume').click();
    await expectStatus(field, file.name, '上传中');
    // One try and five retries of the broken chunk, 1, 2, 4, 8 and 8 s apart, then the entry gives up.
    await expectStatus(field, file.name, '上传失败', 90_000);
    expect(traffic.sentAfter(pausedAt).filter((post) => post.chunkNumber === FAILING_CHUNK)).toHaveLength(FAILED_TRIES);
    expect(await entry.getByTestId('upload-retry').count()).toBe(1);
    await screenshot(page, 'file-upload-failed');

    // 重试: every chunk is tested again and only what the server lacks is sent.
    const retriedAt = traffic.now();
    const stored = traffic.answeredBefore(retriedAt);
    await entry.getByTestId('upload-retry').click();
    expect(await waitForOutcome(field, file.name, ['上传成功'], 60_000)).toBe('上传成功');
    const sentAgain = traffic.sentAfter(retriedAt).map((post) => post.chunkNumber);
    expect(sentAgain).toContain(FAILING_CHUNK);
    expect(sentAgain.filter((chunkNumber) => stored.has(chunkNumber))).toEqual([]);
    expect(new Set([...stored, ...sentAgain]).size).toBe(TOTAL_CHUNKS);

    // The stored file, fetched through its signed download link, is the original.
    const fileId = await storedFileIdOf(field, file.name);
    expect(fileId).toMatch(/^\d{8}_[0-9a-f]{32}\.zip$/);
    expect(await downloadedMd5(page, baseUrl, 'annex', fileId ?? '')).toBe(file.md5);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
