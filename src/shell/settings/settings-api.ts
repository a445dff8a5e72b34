import { request } from '../../lib/request/request.ts';

/**
 * The current user's stored preferences on the server (contract §2.6). The theme sent is the
 * navigation mode: a sign-in answers with it and the client takes it as jnpf_layoutType (spec §4).
 */
export const saveSystemTheme = (theme: string) => request({ url: '/api/permission/Users/Current/SystemTheme', method: 'PUT', data: { theme } });

export const saveSystemLanguage = (language: string) => request({ url: '/api/permission/Users/Current/SystemLanguage', method: 'PUT', data: { language } });

/** Makes another system the current one; the caller reloads (spec §4). */
export const switchSystem = (majorId: string) => request({ url: '/api/permission/Users/Current/major', method: 'PUT', data: { majorId, majorType: 'System' } });
