import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, tokenOf, type TestApp } from './helpers/test-app.ts';
import { chunkParams, md5, uploader, uploadTestEnv, type UploadTestEnv } from './helpers/file-upload-app.ts';

/** Stored chunks are files: an upload resumes after the server restarts, and abandoned ones are swept away. */

const MB = 1024 * 1024;
const HOUR = 60 * 60_000;

describe.each(databases())('chunked uploads across a server restart on %s (contract §6.2)', (target) => {
  let env: UploadTestEnv;
  beforeAll(async () => {
    env = await uploadTestEnv(target);
  });
  afterAll(async () => env?.dispose());

  /** An upload's plan and one chunk as another process left them, `age` ago. */
  const leftBehind = (user: string, age: number) => {
    const identifier = md5(randomBytes(8));
    const chunks = path.join(env.filesDir, 'chunks');
    fs.mkdirSync(path.join(chunks, user, identifier), { recursive: true });
    fs.writeFileSync(path.join(chunks, user, identifier, '1'), randomBytes(MB));
    const plan = { totalSize: 2 * MB, chunkSize: MB, totalChunks: 2, extension: 'txt', updatedAt: Date.now() - age };
    fs.writeFileSync(path.join(chunks, `${user}.${identifier}`), JSON.stringify(plan));
    return { folder: path.join(chunks, user, identifier), plan: path.join(chunks, `${user}.${identifier}`) };
  };

  it('resumes where it stopped: the new process lists the chunks the old one stored and merges them', async () => {
    const bytes = randomBytes(4 * MB + 99);
    const name = '报关单.pdf';
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), bytes]);
    let t: TestApp = await env.open();
    let up = uploader(t.app, await tokenOf(t.app, 'staff'));
    for (const number of [1, 2]) {
      const chunk = chunkParams(pdf, name, number, MB);
      expect((await up.chunk(chunk.params, chunk.bytes)).code).toBe(200);
    }
    await t.close();

    // plans left by uploads abandoned a day ago, and one still in progress, for the sweep at the next process' first chunk
    const abandoned = leftBehind('user-admin', 25 * HOUR);
    const recent = leftBehind('user-admin', HOUR);

    t = await env.open();
    up = uploader(t.app, await tokenOf(t.app, 'staff'));
    const tested = await up.test(chunkParams(pdf, name, 1, MB).params);
    expect(tested.data).toEqual({ merge: false, chunkNumbers: [1, 2] });
    expect(fs.existsSync(abandoned.folder)).toBe(true);
    for (let number = 1; number <= 4; number += 1) {
      const chunk = chunkParams(pdf, name, number, MB);
      const known = await up.test(chunk.params);
      if (known.data?.chunkNumbers.includes(number)) continue;
      expect((await up.chunk(chunk.params, chunk.bytes)).code).toBe(200);
    }
    expect(fs.existsSync(abandoned.folder)).toBe(false);
    expect(fs.existsSync(abandoned.plan)).toBe(false);
    expect(fs.existsSync(recent.folder)).toBe(true);
    expect(fs.existsSync(recent.plan)).toBe(true);

    const merged = await up.merge({ identifier: md5(pdf), fileName: name, fileSize: pdf.length, fileType: 'application/pdf', extension: 'pdf', type: 'annex' });
    expect(merged.code).toBe(200);
    await t.close();

    // and the stored file outlives the next restart as well
    t = await env.open();
    const served = await t.app.inject({ method: 'GET', url: merged.data?.url as string });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(md5(served.rawPayload)).toBe(md5(pdf));
    const row = await t.services.db
      .selectFrom('base_file')
      .select(['fullName', 'md5'])
      .where('id', '=', merged.data?.name as string)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ fullName: name, md5: md5(pdf) });
    await t.close();
  });
});
