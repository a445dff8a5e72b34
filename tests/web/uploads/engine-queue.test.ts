import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { CHUNK, gate, patternedFile, queueFor, setUpEngineTests, until, watch } from './engine-kit.ts';

/** The upload states and their transitions (spec shell §4, lowcode §4), against the real chunk and merge routes. */
const kit = setUpEngineTests();
const { server } = kit.backend;

/**
 * Counts the chunk POSTs by chunk number. `hold` keeps the first POST of the chunks it names
 * waiting on the gate and then lets the connection drop, so the server never gets those bytes.
 */
function watchChunkPosts(hold?: { numbers: number[]; until: Promise<void> }) {
  const posted: number[] = [];
  server.use(
    http.post('*/api/file/chunk', async ({ request }) => {
      const form = await request.clone().formData();
      const number = Number(form.get('chunkNumber'));
      const first = !posted.includes(number);
      posted.push(number);
      if (first && hold?.numbers.includes(number)) {
        await hold.until;
        return HttpResponse.error();
      }
      return kit.backend.forward(request);
    }),
  );
  return posted;
}

describe('upload queue states', () => {
  it('goes waiting → checking → uploading → success, at most 99% before the merge answers', async () => {
    const onSuccess = vi.fn();
    const queue = queueFor(kit, { onSuccess });
    const seen = watch(queue);
    queue.add([patternedFile('manifest#2026.pdf', 3 * CHUNK + 100)]);
    const [entry] = queue.entries;
    expect(entry).toMatchObject({ name: 'manifest2026.pdf', size: 3 * CHUNK + 100, progress: 0 });
    await until(queue, ([only]) => only.status === 'success');
    expect(seen.statuses(entry.id)).toEqual(['waiting', 'checking', 'uploading', 'success']);
    const before = seen.progressBeforeSuccess(entry.id);
    expect(Math.max(...before)).toBeLessThanOrEqual(0.99);
    expect(before.some((progress) => progress > 0 && progress < 0.99)).toBe(true);
    expect(queue.entries[0].progress).toBe(1);
    expect(onSuccess).toHaveBeenCalledWith(queue.entries[0], queue.entries[0].result);
  });

  it('lets beforeUpload refuse a file: it is cancelled and nothing is sent', async () => {
    const posted = watchChunkPosts();
    const queue = queueFor(kit, { beforeUpload: (file) => Promise.resolve(!file.name.startsWith('no')) });
    queue.add([patternedFile('no.pdf', 10), patternedFile('yes.pdf', 10)]);
    expect(queue.entries.map((entry) => entry.name)).toEqual(['no.pdf', 'yes.pdf']);
    await until(queue, (entries) => entries.length === 1 && entries[0].status === 'success');
    expect(queue.entries[0].name).toBe('yes.pdf');
    expect(posted).toEqual([1]);
  });

  it('pauses a waiting file, which stays paused until resumed', async () => {
    const queue = queueFor(kit, { maxActiveFiles: 1 });
    const seen = watch(queue);
    queue.add([patternedFile('first.pdf', 2 * CHUNK), patternedFile('second.pdf', 10)]);
    const [first, second] = queue.entries;
    queue.pause(second.id);
    expect(queue.entries[1].status).toBe('paused');
    await until(queue, (entries) => entries[0].status === 'success');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queue.entries[1].status).toBe('paused');
    queue.resume(second.id);
    await until(queue, (entries) => entries[1].status === 'success');
    expect(queue.entries.map((entry) => entry.id)).toEqual([first.id, second.id]);
    expect(seen.statuses(second.id)).toEqual(['waiting', 'paused', 'waiting', 'checking', 'uploading', 'success']);
  });

  it('pauses an upload (its request aborted), then resumes from the chunks the server holds', async () => {
    const held = gate();
    const posted = watchChunkPosts({ numbers: [3], until: held.promise });
    const queue = queueFor(kit, { chunkParallelism: 1 });
    queue.add([patternedFile('big.pdf', 3 * CHUNK + 5)]);
    const [entry] = queue.entries;
    await vi.waitFor(() => expect(posted).toEqual([1, 2, 3]), { timeout: 15000 });
    expect(queue.entries[0].status).toBe('uploading');
    queue.pause(entry.id);
    expect(queue.entries[0]).toMatchObject({ status: 'paused' });
    expect(queue.entries[0].progress).toBeGreaterThan(0.5);
    // The aborted request's end changes nothing: no retry, no error.
    held.open();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queue.entries[0].status).toBe('paused');
    expect(posted).toEqual([1, 2, 3]);
    queue.resume(entry.id);
    await until(queue, ([only]) => only.status === 'success');
    // Chunks 1 and 2 were tested and skipped; only the interrupted third went again.
    expect(posted).toEqual([1, 2, 3, 3]);
  });

  it('removes a file unless it succeeded, and says so', async () => {
    const onRemove = vi.fn();
    const queue = queueFor(kit, { onRemove, maxActiveFiles: 1 });
    queue.add([patternedFile('done.pdf', 10), patternedFile('later.pdf', 10)]);
    const [done, later] = queue.entries;
    queue.pause(later.id);
    await until(queue, (entries) => entries[0].status === 'success');
    queue.remove(done.id);
    expect(queue.entries.map((entry) => entry.id)).toEqual([done.id, later.id]);
    queue.remove(later.id);
    expect(queue.entries.map((entry) => entry.id)).toEqual([done.id]);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onRemove.mock.calls[0][0]).toMatchObject({ id: later.id, name: 'later.pdf' });
  });

  it('fails after the retries with 上传失败, and retry from error finishes the file', async () => {
    server.use(http.post('*/api/file/chunk', () => HttpResponse.error()));
    const queue = queueFor(kit);
    const seen = watch(queue);
    queue.add([patternedFile('flaky.pdf', 2 * CHUNK)]);
    const [entry] = queue.entries;
    await until(queue, ([only]) => only.status === 'error');
    expect(queue.entries[0].message).toBe('上传失败');
    // No other operation leaves error but retry and remove.
    queue.pause(entry.id);
    queue.resume(entry.id);
    expect(queue.entries[0].status).toBe('error');
    server.resetHandlers();
    queue.retry(entry.id);
    await until(queue, ([only]) => only.status === 'success');
    expect(queue.entries[0].message).toBeUndefined();
    // The hash is kept: a retry goes straight back to uploading.
    expect(seen.statuses(entry.id)).toEqual(['waiting', 'checking', 'uploading', 'error', 'waiting', 'uploading', 'success']);
  });

  it('cancels a file it cannot read with 文件{name}读取出错，请检查该文件', async () => {
    const queue = queueFor(kit);
    const file = patternedFile('lost#.pdf', 100);
    vi.spyOn(file, 'slice').mockImplementation(() => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }) as unknown as Blob);
    queue.add([file]);
    await until(queue, (entries) => entries.length === 0);
    expect(kit.shown).toEqual(['文件lost.pdf读取出错，请检查该文件']);
  });

  it('runs no more files at once than allowed', async () => {
    const queue = queueFor(kit, { maxActiveFiles: 2 });
    let most = 0;
    queue.subscribe(() => {
      most = Math.max(most, queue.entries.filter((entry) => entry.status === 'checking' || entry.status === 'uploading').length);
    });
    queue.add([1, 2, 3, 4].map((n) => patternedFile(`f${n}.pdf`, CHUNK + n)));
    await until(queue, (entries) => entries.every((entry) => entry.status === 'success'));
    expect(most).toBe(2);
  });
});
