import { CHUNK_SIZE, extensionOf, shownFileName, type StoredFile, type UploaderVO } from '../../../../common/files/file-kinds.ts';
import { request } from '../../../lib/request/request.ts';
import { xhrCall } from './xhr-transport.ts';

/**
 * The calls of the chunked upload, exactly as contract §6.2 (simple-uploader's parameters, the
 * JNPF merge form): the test GET and the chunk POST on /api/file/chunk, the merge POST on
 * /api/file/merge. chunk-upload.ts decides the order, the retries and what a failure means.
 */

/** One file's upload: which bytes, under which identifier (the whole-file MD5). */
export interface ChunkPlan {
  file: File;
  identifier: string;
  /** CHUNK_SIZE unless a caller asks for smaller chunks */
  chunkSize: number;
  totalChunks: number;
}

/** What the test and the upload answer in `data` (contract §6.2). */
export interface ChunkAnswer {
  merge?: boolean;
  chunkNumbers?: number[];
  uploaded?: boolean;
}

/**
 * simple-uploader's count with `forceChunkSize: false`, the JNPF client's setting: whole chunks
 * only, the last one taking the remainder, and one chunk for an empty file.
 */
export function chunkCount(size: number, chunkSize = CHUNK_SIZE): number {
  return Math.max(Math.floor(size / chunkSize), 1);
}

/** Bytes [start, end) of chunk `chunkNumber` (1-based). */
export function chunkRange(plan: ChunkPlan, chunkNumber: number): [number, number] {
  const start = (chunkNumber - 1) * plan.chunkSize;
  const end = chunkNumber === plan.totalChunks ? plan.file.size : Math.min(start + plan.chunkSize, plan.file.size);
  return [start, end];
}

/** simple-uploader's standard parameters plus the JNPF query `fileType` and `extension`. */
export function chunkParams(plan: ChunkPlan, chunkNumber: number): Record<string, string | number> {
  const [start, end] = chunkRange(plan, chunkNumber);
  const { file } = plan;
  return {
    chunkNumber,
    chunkSize: plan.chunkSize,
    currentChunkSize: end - start,
    totalSize: file.size,
    identifier: plan.identifier,
    filename: file.name,
    relativePath: file.webkitRelativePath || file.name,
    totalChunks: plan.totalChunks,
    fileType: file.type,
    extension: extensionOf(file.name),
  };
}

/** The server answered a chunk with a code other than 200: its `msg` is shown and the file dropped. */
export class ServerRefusal extends Error {
  constructor(
    readonly code: number,
    msg: string,
  ) {
    super(msg);
    this.name = 'ServerRefusal';
  }
}

/**
 * Whether the server already holds this chunk: its number in `chunkNumbers` or `uploaded` set. Any
 * code but 200 is the server refusing the upload (its type, its size, an ended session): that
 * reason is what the user must see, so it rejects with a ServerRefusal rather than skipping the
 * chunk as simple-uploader does (whose merge would then only say a chunk is missing). A transport
 * failure rejects too: the caller sends the chunk anyway.
 */
export async function isChunkHeld(plan: ChunkPlan, chunkNumber: number, signal: AbortSignal): Promise<boolean> {
  const answer = await xhrCall<ChunkAnswer>({ method: 'GET', url: '/api/file/chunk', params: chunkParams(plan, chunkNumber), signal });
  if (answer.code !== 200) throw new ServerRefusal(answer.code, answer.msg ?? '');
  return answer.data?.uploaded === true || (answer.data?.chunkNumbers ?? []).includes(chunkNumber);
}

/** The chunk's bytes with the same parameters, as multipart with the bytes in `file`; resolves the whole envelope. */
export function sendChunk(plan: ChunkPlan, chunkNumber: number, signal: AbortSignal, onProgress: (sentBytes: number) => void) {
  const body = new FormData();
  for (const [name, value] of Object.entries(chunkParams(plan, chunkNumber))) body.append(name, String(value));
  const [start, end] = chunkRange(plan, chunkNumber);
  body.append('file', plan.file.slice(start, end), plan.file.name);
  return xhrCall<ChunkAnswer>({ method: 'POST', url: '/api/file/chunk', body, signal, onProgress });
}

/** Where the merged file goes (contract §6.1 form fields, §6.2 merge). */
export interface MergeTarget {
  type: string;
  pathType: string;
  isAccount: 0 | 1;
  folder: string;
}

/**
 * The merge, as multipart form fields (contract §6.2 step 3), through the request client: a code
 * other than 200 is shown by it (about 1.5 s) and rejects with that code; a transport failure
 * rejects with code 0. Resolves the widget's stored value.
 */
export async function mergeChunks(plan: ChunkPlan, target: MergeTarget): Promise<StoredFile> {
  const { file } = plan;
  const form = new FormData();
  form.append('identifier', plan.identifier);
  form.append('fileName', shownFileName(file.name));
  form.append('fileSize', String(file.size));
  form.append('fileType', file.type);
  form.append('extension', extensionOf(file.name));
  form.append('type', target.type);
  form.append('pathType', target.pathType);
  form.append('isAccount', String(target.isAccount));
  form.append('folder', target.folder);
  const answer = await request<UploaderVO>({ url: '/api/file/merge', method: 'POST', data: form });
  const stored = answer.data as UploaderVO;
  return {
    name: file.name,
    fileId: stored.name,
    url: stored.url,
    fileSize: stored.fileSize,
    fileExtension: stored.fileExtension,
    ...(stored.fileVersionId ? { fileVersionId: stored.fileVersionId } : {}),
  };
}
