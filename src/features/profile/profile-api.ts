import { request } from '../../lib/request/request.ts';
import type { Envelope } from '../../lib/request/types.ts';

/** The profile's calls under /api/permission/Users/Current (spec §7, contract §2.6). */
const BASE = '/api/permission/Users/Current';

export interface BaseInfo {
  id: string;
  account: string;
  realName: string;
  gender: number;
  organize: string;
  position: string;
  manager: string;
  roleId: string;
  creatorTime?: number | null;
  prevLogTime?: number | null;
  nation: string;
  nativePlace: string;
  certificatesType: string;
  certificatesNumber: string;
  education: string;
  birthday?: number | null;
  telePhone: string;
  landline: string;
  mobilePhone: string;
  email: string;
  urgentContacts: string;
  urgentTelePhone: string;
  postalAddress: string;
  avatar: string;
}

export type BaseInfoForm = Pick<
  BaseInfo,
  | 'realName'
  | 'gender'
  | 'nation'
  | 'nativePlace'
  | 'certificatesType'
  | 'certificatesNumber'
  | 'education'
  | 'birthday'
  | 'telePhone'
  | 'landline'
  | 'mobilePhone'
  | 'email'
  | 'urgentContacts'
  | 'urgentTelePhone'
  | 'postalAddress'
>;

export interface UploadedImage {
  name: string;
  url: string;
}

export interface Relation {
  id: string;
  fullName: string;
  organize?: string;
  isDefault: boolean;
}

export interface Subordinate {
  id: string;
  avatar: string;
  userName: string;
  department: string;
  position: string;
  isLeaf: boolean;
}

export interface GrantNode {
  id: string;
  fullName: string;
  icon?: string;
  enCode?: string;
  children?: GrantNode[];
}

export type Grants = Record<'module' | 'button' | 'column' | 'form', GrantNode[]>;

export interface LoginLogRow {
  id: string;
  creatorTime: number;
  userName: string;
  ipAddress: string;
  ipAddressName: string;
  platForm: string;
  abstracts: string;
}

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

export interface SignImage {
  id: string;
  signImg: string;
  isDefault: number;
}

const data = async <T>(call: Promise<Envelope<T>>, fallback: T): Promise<T> => (await call).data ?? fallback;

export const getBaseInfo = () => request<BaseInfo>({ url: `${BASE}/BaseInfo` });
export const saveBaseInfo = (form: BaseInfoForm) => request({ url: `${BASE}/BaseInfo`, method: 'PUT', data: form });

/** The image goes up as multipart (contract §6.1, type userAvatar), then becomes the headIcon. */
export async function uploadAvatar(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const uploaded = await request<UploadedImage>({ url: '/api/file/Uploader/userAvatar', method: 'POST', data: form });
  return uploaded.data as UploadedImage;
}
export const setAvatar = (name: string) => request({ url: `${BASE}/Avatar/${encodeURIComponent(name)}`, method: 'PUT' });

export const getOrganizes = () => data(request<Relation[]>({ url: `${BASE}/getUserOrganizes` }), []);
export const getPositions = () => data(request<Relation[]>({ url: `${BASE}/getUserPositions` }), []);
/** "0" is the caller's own first level. */
export const getSubordinates = (id = '0') => data(request<Subordinate[]>({ url: `${BASE}/Subordinate/${encodeURIComponent(id)}` }), []);
export const getGrants = () => data(request<Grants>({ url: `${BASE}/Authorize` }), { module: [], button: [], column: [], form: [] });
export const getSystemLog = (query: { currentPage: number; pageSize: number; keyword?: string }) =>
  data(request<Page<LoginLogRow>>({ url: `${BASE}/SystemLog`, data: query }), { list: [], pagination: { ...query, total: 0 } });

export const getSignImages = () => data(request<SignImage[]>({ url: `${BASE}/SignImg` }), []);
export const addSignImage = (signImg: string, isDefault: number) => request({ url: `${BASE}/SignImg`, method: 'POST', data: { signImg, isDefault } });
export const setDefaultSignImage = (id: string) => request({ url: `${BASE}/${encodeURIComponent(id)}/SignImg`, method: 'PUT' });
export const removeSignImage = (id: string) => request({ url: `${BASE}/${encodeURIComponent(id)}/SignImg`, method: 'DELETE' });

/** The password change's captcha (spec §7): an image keyed by a random number, drawn by the server. */
export const profileCaptchaUrl = (apiBase: string, random: string) => `${apiBase}/api/file/ImageCode/${encodeURIComponent(random)}`;
