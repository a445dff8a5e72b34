import { request } from '../../../lib/request/request.ts';
import type { StoredFile } from '../../../../common/files/file-kinds.ts';
import { downloadHref, openDownload } from './download-link.ts';

/** `GET /api/file/Download/{type}/{name}` and `PackDownload` answers (contract §6.3). */
interface DownloadVo {
  name: string;
  url: string;
}
interface PackDownloadVo {
  downloadVo: DownloadVo;
  downloadName: string;
}

const segment = (text: string) => encodeURIComponent(text);

/**
 * Downloads one stored file: asks the server for a short-lived signed link to `fileId` (the stored
 * name) and opens it under the file's own name. A refusal (a missing file, no right) is shown by
 * the request client as the server's message; the promise then rejects with it.
 */
export async function downloadStoredFile(type: string, file: Pick<StoredFile, 'fileId' | 'name'>): Promise<void> {
  const { data } = await request<DownloadVo>({ url: `/api/file/Download/${segment(type)}/${segment(file.fileId)}` });
  if (data?.url) openDownload(downloadHref(data.url, file.name), file.name);
}

/**
 * 全部下载 (contract §6.3 PackDownload): the files zipped by the server and the zip opened under
 * the name it chose. With no file the server answers 未发现文件 (spec §8), which the request client
 * shows like any refusal.
 */
export async function downloadAllFiles(type: string, files: readonly Pick<StoredFile, 'fileId' | 'name'>[]): Promise<void> {
  const { data } = await request<PackDownloadVo>({
    url: `/api/file/PackDownload/${segment(type)}`,
    method: 'POST',
    data: files.map((file) => ({ fileId: file.fileId, fileName: file.name })),
  });
  if (data?.downloadVo?.url) openDownload(downloadHref(data.downloadVo.url, data.downloadName), data.downloadName);
}
