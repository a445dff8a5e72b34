import type { UploaderVO } from '../../../../common/files/file-kinds.ts';
import { request } from '../../../lib/request/request.ts';

/**
 * The one-piece upload (contract §6.1): `POST /api/file/Uploader/{type}`, the bytes in `file`,
 * optional form fields `pathType`, `isAccount`, `folder`. Through the request client, so a code
 * other than 200 shows the server's msg (about 1.5 s) and rejects with it, as every call does.
 */
export async function uploadSimple(type: string, file: File, fields: Record<string, string> = {}): Promise<UploaderVO> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const answer = await request<UploaderVO>({ url: `/api/file/Uploader/${encodeURIComponent(type)}`, method: 'POST', data: form });
  return answer.data as UploaderVO;
}
