import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import SparkMD5 from 'spark-md5';
import { STORED_FILE_NAME } from '../../../common/files/file-kinds.ts';
import { defaultRetryDelay } from '../../../src/features/uploads/engine/chunk-upload.ts';
import { uploadSimple } from '../../../src/features/uploads/engine/simple-upload.ts';
import { CHUNK, patternedBytes, patternedFile, queueFor, setUpEngineTests, until, withNodeFormData } from './engine-kit.ts';

/** The chunked upload's wire protocol (contract §6.2) and the simple upload (§6.1), against the real routes. */
const kit = setUpEngineTests();
const { server, forward, app } = kit.backend;

interface Seen {
  tests: Record<string, string>[];
  posts: Record<string, string>[];
  merges: Record<string, string>[];
  authorization: (string | null)[];
}

/** Records what the engine sends (query, form fields) and lets the real app answer. */
function record(): Seen {
  const seen: Seen = { tests: [], posts: [], merges: [], authorization: [] };
  const fields = async (request: Request) => {
    const form = await request.clone().formData();
    return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as Record<string, string>;
  };
  server.use(
    http.get('*/api/file/chunk', ({ request }) => {
      seen.tests.push(Object.fromEntries(new URL(request.url).searchParams));
      seen.authorization.push(request.headers.get('authorization'));
      return forward(request);
    }),
    http.post('*/api/file/chunk', async ({ request }) => {
      seen.posts.push(await fields(request));
      seen.authorization.push(request.headers.get('authorization'));
      return forward(request);
    }),
    http.post('*/api/file/merge', async ({ request }) => {
      seen.merges.push(await fields(request));
      return forward(request);
    }),
  );
  return seen;
}

const md5Of = (bytes: Uint8Array) => SparkMD5.ArrayBuffer.hash(bytes.slice().buffer);

describe('chunked upload protocol (contract §6.2)', () => {
  it('tests, sends and merges with the contract parameters, and stores the file whole', async () => {
    const seen = record();
    const file = patternedFile('港口#manifest.pdf', 2 * CHUNK + 500);
    const md5 = md5Of(patternedBytes(2 * CHUNK + 500));
    const queue = queueFor(kit, { type: 'annex', chunkParallelism: 1 });
    queue.add([file]);
    await until(queue, ([entry]) => entry.status === 'success');

    const common = {
      chunkSize: String(CHUNK),
      totalSize: String(2 * CHUNK + 500),
      identifier: md5,
      filename: '港口#manifest.pdf',
      relativePath: '港口#manifest.pdf',
      totalChunks: '2',
      fileType: 'application/pdf',
      extension: 'pdf',
    };
    expect(seen.tests).toEqual([
      { ...common, chunkNumber: '1', currentChunkSize: String(CHUNK), n: expect.stringMatching(/^\d+$/) },
      { ...common, chunkNumber: '2', currentChunkSize: String(CHUNK + 500), n: expect.stringMatching(/^\d+$/) },
    ]);
    // The last chunk takes the remainder (simple-uploader without forceChunkSize).
    expect(seen.posts).toEqual([
      { ...common, chunkNumber: '1', currentChunkSize: String(CHUNK) },
      { ...common, chunkNumber: '2', currentChunkSize: String(CHUNK + 500) },
    ]);
    expect(seen.authorization.every((value) => value?.startsWith('bearer '))).toBe(true);
    expect(seen.merges).toEqual([
      {
        identifier: md5,
        fileName: '港口manifest.pdf',
        fileSize: String(2 * CHUNK + 500),
        fileType: 'application/pdf',
        extension: 'pdf',
        type: 'annex',
        pathType: 'defaultPath',
        isAccount: '0',
        folder: '',
      },
    ]);

    const { result } = queue.entries[0];
    expect(result).toEqual({
      name: '港口#manifest.pdf',
      fileId: expect.stringMatching(STORED_FILE_NAME),
      url: `/api/file/Image/annex/${result?.fileId}`,
      fileSize: 2 * CHUNK + 500,
      fileExtension: 'pdf',
    });
    const row = await app()
      .services.db.selectFrom('base_file')
      .selectAll()
      .where('id', '=', result?.fileId ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ md5, fullName: '港口manifest.pdf' });
  });

  it('skips the chunks the server holds when the same file is added again after a reload', async () => {
    const file = patternedFile('resume.pdf', 4 * CHUNK + 7);
    // The first page sends two chunks and goes away (the third is refused at the door).
    let firstPage = true;
    const posted: string[] = [];
    server.use(
      http.post('*/api/file/chunk', async ({ request }) => {
        const number = String((await request.clone().formData()).get('chunkNumber'));
        posted.push(number);
        if (firstPage && Number(number) > 2) return HttpResponse.error();
        return forward(request);
      }),
    );
    const before = queueFor(kit, { chunkParallelism: 1, retryDelay: () => 60_000 });
    before.add([file]);
    await until(before, () => posted.includes('3'));
    before.dispose();
    expect(before.entries[0].status).toBe('paused');

    firstPage = false;
    posted.length = 0;
    const after = queueFor(kit, { chunkParallelism: 1 });
    after.add([file]);
    await until(after, ([entry]) => entry.status === 'success');
    expect(posted).toEqual(['3', '4']);
  });

  it('retries a chunk whose request failed and still stores the file whole', async () => {
    const file = patternedFile('retry.pdf', 3 * CHUNK);
    const md5 = md5Of(patternedBytes(3 * CHUNK));
    const posted: string[] = [];
    const delays: number[] = [];
    server.use(
      http.post('*/api/file/chunk', async ({ request }) => {
        const number = String((await request.clone().formData()).get('chunkNumber'));
        posted.push(number);
        // Chunk 2 meets a server that is down: no connection twice, then a 502 from a proxy.
        const tries = posted.filter((one) => one === '2').length;
        if (number === '2' && tries <= 2) return HttpResponse.error();
        if (number === '2' && tries === 3) return new HttpResponse('Bad Gateway', { status: 502 });
        return forward(request);
      }),
    );
    const queue = queueFor(kit, {
      chunkParallelism: 1,
      retryDelay: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    queue.add([file]);
    await until(queue, ([entry]) => entry.status === 'success');
    expect(posted).toEqual(['1', '2', '2', '2', '2', '3']);
    expect(delays).toEqual([1, 2, 3]);
    const row = await app()
      .services.db.selectFrom('base_file')
      .select('md5')
      .where('id', '=', queue.entries[0].result?.fileId ?? '')
      .executeTakeFirstOrThrow();
    expect(row.md5).toBe(md5);
  });

  it('waits longer before each retry: 1, 2, 4, 8, 8 seconds', () => {
    expect([1, 2, 3, 4, 5].map(defaultRetryDelay)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('drops a file whose chunk the server refuses (code not 200), showing its msg, and merges nothing', async () => {
    const seen = record();
    server.use(http.post('*/api/file/chunk', () => HttpResponse.json({ code: 400, msg: '上传异常' })));
    const queue = queueFor(kit);
    queue.add([patternedFile('refused.pdf', CHUNK)]);
    await until(queue, (entries) => entries.length === 0);
    expect(kit.shown).toEqual(['上传异常']);
    expect(seen.merges).toEqual([]);
  });

  it('shows the server’s reason when the chunk test is refused, and an ended session goes back to the sign-in', async () => {
    const seen = record();
    server.use(http.get('*/api/file/chunk', () => HttpResponse.json({ code: 600, msg: '登录过期,请重新登录' })));
    const queue = queueFor(kit);
    queue.add([patternedFile('expired.pdf', CHUNK)]);
    await until(queue, (entries) => entries.length === 0);
    expect(kit.shown).toEqual(['登录过期,请重新登录']);
    expect(kit.sessionGone).toEqual([600]);
    expect(seen.posts).toEqual([]);
    expect(seen.merges).toEqual([]);
  });

  it("drops a file of a type the server does not take, showing the server's words", async () => {
    const queue = queueFor(kit);
    queue.add([patternedFile('tool.exe', 100, 'application/octet-stream')]);
    await until(queue, (entries) => entries.length === 0);
    expect(kit.shown).toEqual(['不允许上传该类型的文件']);
  });

  it('turns a merge that gets no answer into 上传失败, and a retry merges from the chunks held', async () => {
    let mergeFails = true;
    const posted: string[] = [];
    server.use(
      http.post('*/api/file/chunk', async ({ request }) => {
        posted.push(String((await request.clone().formData()).get('chunkNumber')));
        return forward(request);
      }),
      http.post('*/api/file/merge', ({ request }) => (mergeFails ? HttpResponse.error() : forward(request))),
    );
    const queue = queueFor(kit);
    queue.add([patternedFile('late.pdf', 2 * CHUNK)]);
    await until(queue, ([entry]) => entry.status === 'error');
    expect(queue.entries[0]).toMatchObject({ message: '上传失败' });
    expect(queue.entries[0].progress).toBeLessThanOrEqual(0.99);
    mergeFails = false;
    queue.retry(queue.entries[0].id);
    await until(queue, ([entry]) => entry.status === 'success');
    expect(posted.sort()).toEqual(['1', '2']);
  });
});

describe('simple upload (contract §6.1)', () => {
  withNodeFormData();
  it('posts the file and the form fields, and answers the UploaderVO', async () => {
    const fields: Record<string, string>[] = [];
    server.use(
      http.post('*/api/file/Uploader/:type', async ({ request }) => {
        const form = await request.clone().formData();
        fields.push(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as Record<string, string>);
        return forward(request);
      }),
    );
    const answer = await uploadSimple('annex', new File(['hello'], 'note.txt', { type: 'text/plain' }), { pathType: 'defaultPath', isAccount: '0' });
    expect(answer).toEqual({ name: expect.stringMatching(STORED_FILE_NAME), url: `/api/file/Image/annex/${answer.name}`, fileSize: 5, fileExtension: 'txt' });
    expect(fields).toEqual([{ pathType: 'defaultPath', isAccount: '0' }]);
  });

  it("rejects with the server's refusal, shown by the request client", async () => {
    await expect(uploadSimple('annexpic', new File(['not an image'], 'fake.png', { type: 'image/png' }))).rejects.toMatchObject({ code: 400 });
    expect(kit.shown).toEqual(['请上传图片']);
  });
});
