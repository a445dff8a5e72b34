import { apiBase, request } from '../../../lib/request/request.ts';
import type { StoredFile } from '../../../../common/files/file-kinds.ts';

/** What the server says about previewing a file (contract §6.4). */
export type PreviewAnswer =
  | { kind: 'address'; address: string }
  | { kind: 'missing' }
  /** the file is there but this server cannot show it (an Office file without a converter, an archive): download instead */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Asks `GET /api/file/Uploader/Preview` for the address that shows a stored file. The answer is
 * read here rather than by the request client, so each outcome is shown once, where it belongs:
 * - an address: shown in the dialog. No `&token=` is appended (JNPF does): this server's address
 *   is a signed preview link that needs none (server/features/files/preview-routes.ts), and a
 *   session token in a frame's address would end up in the browser's history;
 * - a refusal marked `data.previewable: false`: the reason inside the dialog, next to the download;
 * - an empty address or another 400: the file is missing (文件不存在, spec §8);
 * - anything else: the server's msg as an error.
 */
export async function askPreview(file: Pick<StoredFile, 'fileId' | 'fileVersionId' | 'url'>): Promise<PreviewAnswer> {
  const answer = await request<unknown>({
    url: '/api/file/Uploader/Preview',
    data: { fileName: file.fileId, fileVersionId: file.fileVersionId, fileDownloadUrl: file.url },
    raw: true,
  });
  if (answer.code === 200) return typeof answer.data === 'string' && answer.data !== '' ? { kind: 'address', address: answer.data } : { kind: 'missing' };
  const data = answer.data as { previewable?: unknown } | null | undefined;
  if (data?.previewable === false) return { kind: 'refused', message: answer.msg ?? '' };
  if (answer.code === 400) return { kind: 'missing' };
  return { kind: 'failed', message: answer.msg ?? '' };
}

/** An address of this server as the page loads it (the API's base before it); another site's as it is. */
export const pageAddress = (url: string): string => (/^https?:\/\//i.test(url) ? url : apiBase + url);
