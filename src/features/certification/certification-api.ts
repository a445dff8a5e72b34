import { request } from '../../lib/request/request.ts';
import type { CertificateType, CertificationDetails } from '../../../common/certification-rules.ts';

/** The caller's certification (GET /api/permission/Users/Current/Certification). */
export interface CertificationState extends CertificationDetails {
  certified: boolean;
  types: CertificateType[];
}

const PATH = '/api/permission/Users/Current/Certification';

export async function loadCertification(): Promise<CertificationState> {
  const answer = await request<CertificationState>({ url: PATH });
  if (!answer.data) throw new Error('no certification state');
  return answer.data;
}

/** Certifies the caller; resolves with the server's words for the toast (the server checks again). */
export const certify = async (details: CertificationDetails): Promise<string> => (await request({ url: PATH, method: 'PUT', data: details })).msg ?? '';
