import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bootServices } from '../../../server/boot.ts';
import { buildApp } from '../../../server/app.ts';
import { createTestDatabase, type TestApp, type Target } from './test-app.ts';

/**
 * Apps for the upload tests that can be closed and built again on the same data folder and
 * database (a server restart), inside a sandbox folder whose other contents show whether an
 * upload ever wrote outside the store: `<sandbox>/data` is DATA_DIR, `<sandbox>/data/files` the store.
 */
export interface UploadTestEnv {
  sandbox: string;
  dataDir: string;
  filesDir: string;
  /** builds an app on this folder and database (the first call creates both) */
  open(): Promise<TestApp>;
  /** closes what is open and removes the folder and the database */
  dispose(): Promise<void>;
}

export async function uploadTestEnv(target: Target): Promise<UploadTestEnv> {
  const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-upload-'));
  const dataDir = path.join(sandbox, 'data');
  const { databaseUrl, drop: dropDatabase } = await createTestDatabase(target);
  const opened = new Set<TestApp>();
  return {
    sandbox,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    async open() {
      const { services } = await bootServices({ databaseUrl, dataDir, demoData: true });
      const app = await buildApp({ services, logLevel: 'silent' });
      await app.ready();
      const testApp: TestApp = {
        app,
        services,
        async close() {
          opened.delete(testApp);
          await app.close();
          await services.db.destroy();
        },
      };
      opened.add(testApp);
      return testApp;
    },
    async dispose() {
      for (const testApp of [...opened]) await testApp.close();
      await dropDatabase();
      fs.rmSync(sandbox, { recursive: true, force: true });
    },
  };
}

/** Every file under a folder, as relative paths with `/`. */
export function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

/** A multipart form as a browser's FormData sends it; the file part's name is written exactly as given. */
export function multipart(fields: Record<string, string | number>, file?: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----portside${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface Answer<T = Record<string, unknown>> {
  code: number;
  msg?: string;
  data?: T;
}
export interface UploaderAnswer {
  name: string;
  url: string;
  fileSize: number;
  fileExtension: string;
}
export interface ChunkAnswer {
  merge: boolean;
  chunkNumbers: number[];
}

const json = <T>(response: LightMyRequestResponse) => response.json() as Answer<T>;

/** simple-uploader's parameters for chunk n (1-based) of a file, cut as it cuts (the last chunk takes the rest) or, with `force`, in equal chunks. */
export function chunkParams(bytes: Buffer, name: string, number: number, chunkSize: number, options: { force?: boolean; identifier?: string } = {}) {
  const totalChunks = options.force ? Math.max(Math.ceil(bytes.length / chunkSize), 1) : Math.max(Math.floor(bytes.length / chunkSize), 1);
  const start = (number - 1) * chunkSize;
  const end = number === totalChunks ? bytes.length : Math.min(start + chunkSize, bytes.length);
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  return {
    params: {
      chunkNumber: number,
      chunkSize,
      currentChunkSize: end - start,
      totalSize: bytes.length,
      identifier: options.identifier ?? md5(bytes),
      filename: name,
      relativePath: name,
      totalChunks,
      fileType: 'application/octet-stream',
      extension,
    },
    bytes: bytes.subarray(start, end),
    totalChunks,
  };
}

/** The upload calls as one signed-in user makes them. */
export function uploader(app: FastifyInstance, token: string, language = 'zh-CN') {
  const headers = { authorization: token, 'accept-language': language };
  const post = (url: string, form: ReturnType<typeof multipart>) =>
    app.inject({ method: 'POST', url, payload: form.payload, headers: { ...headers, ...form.headers } });
  const calls = {
    simple: async (type: string, file: { name: string; bytes: Buffer; type?: string }, fields: Record<string, string> = {}) =>
      json<UploaderAnswer>(await post(`/api/file/Uploader/${type}`, multipart(fields, file))),
    test: async (params: Record<string, string | number>) =>
      json<ChunkAnswer>(
        await app.inject({ method: 'GET', url: `/api/file/chunk?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`, headers }),
      ),
    chunk: async (params: Record<string, string | number>, bytes: Buffer, name = String(params.filename ?? 'blob')) =>
      json<ChunkAnswer>(await post('/api/file/chunk', multipart(params, { name, bytes }))),
    merge: async (fields: Record<string, string | number>) => json<UploaderAnswer>(await post('/api/file/merge', multipart(fields))),
    /** the whole client flow: a test and an upload per chunk (skipping what the server has), then the merge */
    inChunks: async (bytes: Buffer, name: string, options: { chunkSize: number; type?: string; force?: boolean; identifier?: string }) => {
      const first = chunkParams(bytes, name, 1, options.chunkSize, options);
      for (let number = 1; number <= first.totalChunks; number += 1) {
        const chunk = chunkParams(bytes, name, number, options.chunkSize, options);
        const tested = await calls.test(chunk.params);
        if (tested.code === 200 && tested.data?.chunkNumbers.includes(number)) continue;
        const stored = await calls.chunk(chunk.params, chunk.bytes);
        if (stored.code !== 200) return stored as Answer<never>;
      }
      return calls.merge({
        identifier: first.params.identifier,
        fileName: name,
        fileSize: bytes.length,
        fileType: 'application/octet-stream',
        extension: first.params.extension,
        type: options.type ?? 'annex',
        pathType: 'defaultPath',
        isAccount: 0,
        folder: '',
      });
    },
  };
  return calls;
}
