import { request } from '../../lib/request/request.ts';
import type { Envelope } from '../../lib/request/types.ts';

/** A notice as the public portal shows it (server/features/portal/public-notice-routes.ts). */
export interface PublicNotice {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  releaseTime: number | null;
  /** only in the detail; cleaned by the server and again before rendering */
  bodyText?: string;
}

export interface NoticePage {
  list: PublicNotice[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** The public part of the system configuration, for the portal's header and footer. */
export interface PortalInfo {
  sysName: string;
  sysVersion: string;
  title: string;
  copyright: string;
  publisher: string;
  companyName: string;
  logoIcon: string;
}

export async function fetchPublicNotices(query: { currentPage?: number; pageSize?: number; keyword?: string }): Promise<NoticePage> {
  const response = await request<NoticePage>({ url: '/api/portal/Notice', data: query });
  return response.data ?? { list: [], pagination: { currentPage: 1, pageSize: query.pageSize ?? 10, total: 0 } };
}

/**
 * One public notice. Raw: a refusal (a notice withdrawn, expired or never public) is shown on
 * the page itself rather than as a passing toast.
 */
export function fetchPublicNotice(id: string): Promise<Envelope<PublicNotice>> {
  return request<PublicNotice>({ url: `/api/portal/Notice/${encodeURIComponent(id)}`, raw: true });
}

export async function fetchPortalInfo(): Promise<PortalInfo | null> {
  const response = await request<PortalInfo>({ url: '/api/portal/Info' });
  return response.data ?? null;
}

/** Resolves a short link id; raw, so the server's refusal is shown on the page. */
export function resolveShortLink(id: string): Promise<Envelope<{ target: string }>> {
  return request<{ target: string }>({ url: `/api/portal/ShortLink/${encodeURIComponent(id)}`, raw: true });
}
