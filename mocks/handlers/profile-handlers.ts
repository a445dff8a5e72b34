import { http, HttpResponse } from 'msw';
import { md5 } from 'hash-wasm';
import { translate } from '../../server/i18n/language.ts';
import { profileText } from '../../server/profile/profile-texts.ts';
import { DEMO_PASSWORD, demoGrants, demoMenus, demoModuleItems, demoSystems, demoUsers, mockState } from '../store/mock-store.ts';
import { fail, languageOfRequest, ok, refuse, session } from './mock-envelope.ts';
import { managerIdOf, organizePath, positionNames, profileMock, sniffImage } from './profile-mock-state.ts';
import { authorizeTrees } from './profile-mock-grants.ts';

/**
 * msw handlers for the personal profile (contract §2.6), answering like server/profile/ and
 * server/permission/current-user-routes.ts. Demo passwords never change in the mocks: a
 * password change is checked and answered, then only recorded as the change date.
 */
const BASE = '/api/permission/Users/Current';
const AVATAR_MAX = 2 * 1024 * 1024;
const EDITABLE = ['realName', 'gender', 'nation', 'nativePlace', 'certificatesType', 'certificatesNumber', 'education', 'birthday', 'telePhone', 'landline', 'mobilePhone', 'email', 'urgentContacts', 'urgentTelePhone', 'postalAddress'];
let sequence = 0;
const nextId = () => `${Date.now()}${String(++sequence).padStart(6, '0')}`;
const said = (request: Request, key: Parameters<typeof translate>[0]) => translate(key, languageOfRequest(request));

function baseInfoOf(userId: string) {
  const user = demoUsers.find((u) => u.id === userId);
  if (!user) return null;
  const manager = demoUsers.find((u) => u.id === managerIdOf(userId));
  const blank = Object.fromEntries(EDITABLE.map((field) => [field, field === 'birthday' ? null : '']));
  return {
    ...blank, id: user.id, account: user.account, realName: user.realName, gender: user.gender, mobilePhone: user.mobilePhone, email: user.email,
    organize: organizePath(user.organizeId), position: positionNames(user.positionIds).join(','), manager: manager ? `${manager.realName}/${manager.account}` : '',
    roleId: '', creatorTime: null, prevLogTime: null, avatar: profileMock.headIcons.get(userId) ?? '', theme: '', language: '',
    ...profileMock.baseInfo.get(userId),
  };
}

export const profileHandlers = [
  // Watches sign-ins for SystemLog, then lets the auth handler answer.
  http.post('/api/oauth/Login', async ({ request }) => {
    const body = new URLSearchParams(await request.clone().text());
    const user = demoUsers.find((u) => u.account === (body.get('account') ?? '').trim());
    if (user) profileMock.signIns.push({ id: nextId(), userId: user.id, loginTime: Date.now(), success: (body.get('password') ?? '').toLowerCase() === (await md5(DEMO_PASSWORD)) });
    return undefined;
  }),
  http.get(`${BASE}/BaseInfo`, ({ request }) => {
    const found = session(request);
    return found instanceof Response ? found : ok(baseInfoOf(found.userId));
  }),
  http.put(`${BASE}/BaseInfo`, async ({ request }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const body = (await request.json()) as Record<string, unknown>;
    if (typeof body.realName !== 'string' || !body.realName.trim()) return refuse({ zh: '请输入姓名', 'zh-TW': '請輸入姓名', en: 'Enter the name' }[languageOfRequest(request)]);
    if (typeof body.mobilePhone === 'string' && !/^(1[3-9]\d{9})?$/.test(body.mobilePhone)) return fail(request, 'badRequestField', 400, { field: 'mobilePhone' });
    const changes = Object.fromEntries(EDITABLE.filter((field) => body[field] !== undefined).map((field) => [field, typeof body[field] === 'string' ? (body[field] as string).trim() : body[field]]));
    profileMock.baseInfo.set(found.userId, { ...profileMock.baseInfo.get(found.userId), ...changes });
    return ok(undefined, said(request, 'updateSuccess'));
  }),
  http.post('/api/file/Uploader/userAvatar', async ({ request }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const language = languageOfRequest(request);
    const file = (await request.formData().catch(() => null))?.get('file');
    if (!file || typeof file === 'string') return refuse(profileText('imageOnly', language));
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length > AVATAR_MAX) return refuse(profileText('avatarTooLarge', language));
    const image = sniffImage(bytes);
    if (!image) return refuse(profileText('imageOnly', language));
    const name = `20260101_${crypto.randomUUID().replace(/-/g, '')}.${image.extension}`;
    profileMock.avatars.set(name, { userId: found.userId, bytes, mimeType: image.mimeType });
    return ok({ name, url: `/api/file/Image/userAvatar/${name}`, fileSize: bytes.length, fileExtension: image.extension }, profileText('uploadSuccess', language));
  }),
  http.get('/api/file/Image/userAvatar/:name', ({ request, params }) => {
    const file = profileMock.avatars.get(String(params.name));
    return file ? new HttpResponse(file.bytes, { headers: { 'content-type': file.mimeType, 'x-content-type-options': 'nosniff' } }) : fail(request, 'fileMissing');
  }),
  http.put(`${BASE}/Avatar/:name`, ({ request, params }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const name = String(params.name);
    if (profileMock.avatars.get(name)?.userId !== found.userId) return fail(request, 'fileMissing');
    profileMock.headIcons.set(found.userId, `/api/file/Image/userAvatar/${name}`);
    return ok(undefined, said(request, 'updateSuccess'));
  }),
  http.get(`${BASE}/getUserOrganizes`, ({ request }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const user = demoUsers.find((u) => u.id === found.userId);
    return ok(user ? [{ id: user.organizeId, fullName: organizePath(user.organizeId), isDefault: true }] : []);
  }),
  http.get(`${BASE}/getUserPositions`, ({ request }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const ids = demoUsers.find((u) => u.id === found.userId)?.positionIds ?? [];
    return ok(ids.map((id, index) => ({ id, fullName: positionNames([id])[0], organize: '', isDefault: index === 0 })));
  }),
  http.get(`${BASE}/Subordinate/:id`, ({ request, params }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const managerId = params.id === '0' ? found.userId : String(params.id);
    let inTeam = false;
    for (let cursor: string | null = managerId, guard = 0; cursor && guard < 50; cursor = managerIdOf(cursor), guard++) if (cursor === found.userId) inTeam = true;
    if (!inTeam) return refuse(profileText('notSubordinate', languageOfRequest(request)));
    const team = demoUsers.filter((u) => managerIdOf(u.id) === managerId);
    return ok(team.map((u) => ({ id: u.id, avatar: profileMock.headIcons.get(u.id) ?? '', userName: `${u.realName}/${u.account}`, department: organizePath(u.organizeId), position: positionNames(u.positionIds).join(','), isLeaf: !demoUsers.some((o) => managerIdOf(o.id) === u.id) })));
  }),
  http.get(`${BASE}/Authorize`, ({ request }) => {
    const found = session(request);
    return found instanceof Response ? found : ok(authorizeTrees(found.userId, { demoUsers, demoGrants, demoSystems, demoMenus, demoModuleItems }));
  }),
  http.get(`${BASE}/SystemLog`, ({ request }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const query = new URL(request.url).searchParams;
    const currentPage = Number(query.get('currentPage')) || 1;
    const pageSize = Number(query.get('pageSize')) || 20;
    const user = demoUsers.find((u) => u.id === found.userId);
    const mine = profileMock.signIns.filter((s) => s.userId === found.userId).reverse();
    const list = mine.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((s) => ({
      id: s.id, creatorTime: s.loginTime, userName: `${user?.realName}/${user?.account}`, ipAddress: '127.0.0.1', ipAddressName: '本地局域网', platForm: 'PC', loginMark: s.success ? 1 : 0,
      abstracts: said(request, s.success ? 'loginSuccess' : 'wrongCredentials'),
    }));
    return ok({ list, pagination: { currentPage, pageSize, total: mine.length } });
  }),
  ...signHandlers(),
  http.post(`${BASE}/Actions/ModifyPassword`, async ({ request }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const body = (await request.json()) as Record<string, string | undefined>;
    if (!body.oldPassword) return fail(request, 'oldPasswordRequired');
    if (!body.password) return fail(request, 'newPasswordRequired');
    if (!body.code) return fail(request, 'captchaRequired');
    const expected = mockState.captchas.get(body.timestamp ?? '');
    mockState.captchas.delete(body.timestamp ?? '');
    if (!expected || expected !== body.code.trim().toLowerCase()) return fail(request, 'codeWrong');
    if (body.oldPassword.toLowerCase() !== (await md5(DEMO_PASSWORD))) return fail(request, 'oldPasswordWrong');
    mockState.changePasswordDate.set(found.userId, Date.now());
    for (const other of mockState.sessions.values()) if (other.userId === found.userId) other.revokedCode = 600;
    return ok(undefined, said(request, 'passwordChanged'));
  }),
  http.put(`${BASE}/SystemTheme`, ({ request }) => {
    const found = session(request);
    return found instanceof Response ? found : ok(undefined, said(request, 'updateSuccess'));
  }),
  http.put(`${BASE}/SystemLanguage`, async ({ request }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const { language } = (await request.json()) as { language?: string };
    return ['zh', 'zh-TW', 'zhtw', 'en'].includes(language ?? '') ? ok(undefined, said(request, 'updateSuccess')) : fail(request, 'badRequestField', 400, { field: 'language' });
  }),
  http.put(`${BASE}/major`, async ({ request }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const { majorId } = (await request.json()) as { majorId?: string };
    const user = demoUsers.find((u) => u.id === found.userId);
    const allowed = user?.isAdministrator === 1 || demoGrants.some((g) => user?.roleIds.includes(g.roleId) && g.systems.includes(majorId ?? ''));
    if (!allowed || !demoSystems.some((s) => s.id === majorId)) return fail(request, 'systemNotFound');
    mockState.currentSystem.set(found.userId, majorId as string);
    return ok(undefined, said(request, 'updateSuccess'));
  }),
];

function signHandlers() {
  const mineOr404 = (request: Request, userId: string, id: string) => profileMock.signs.find((s) => s.id === id && s.userId === userId) ?? fail(request, 'recordNotFound');
  const makeDefault = (userId: string, id: string | null) => profileMock.signs.forEach((s) => s.userId === userId && (s.isDefault = s.id === id ? 1 : 0));
  return [
    http.get(`${BASE}/SignImg`, ({ request }) => {
      const found = session(request);
      if (found instanceof Response) return found;
      return ok(profileMock.signs.filter((s) => s.userId === found.userId).sort((a, b) => b.creatorTime - a.creatorTime || b.id.localeCompare(a.id)).map(({ id, signImg, isDefault, creatorTime }) => ({ id, signImg, isDefault, creatorTime })));
    }),
    http.post(`${BASE}/SignImg`, async ({ request }) => {
      const found = session(request);
      if (found instanceof Response) return found;
      const body = (await request.json()) as { signImg?: string; isDefault?: number };
      const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(body.signImg ?? '');
      const image = match ? sniffImage(Uint8Array.from(atob(match[2]), (c) => c.charCodeAt(0))) : undefined;
      if (!match || image?.mimeType !== `image/${match[1]}`) return refuse(profileText('imageOnly', languageOfRequest(request)));
      const id = nextId();
      profileMock.signs.push({ id, userId: found.userId, signImg: body.signImg as string, isDefault: 0, creatorTime: Date.now() });
      if (body.isDefault === 1 || !profileMock.signs.some((s) => s.userId === found.userId && s.isDefault === 1)) makeDefault(found.userId, id);
      return ok({ id }, said(request, 'createSuccess'));
    }),
    http.put(`${BASE}/:id/SignImg`, ({ request, params }) => {
      const found = session(request);
      if (found instanceof Response) return found;
      const sign = mineOr404(request, found.userId, String(params.id));
      if (sign instanceof Response) return sign;
      makeDefault(found.userId, sign.id);
      return ok(undefined, said(request, 'updateSuccess'));
    }),
    http.delete(`${BASE}/:id/SignImg`, ({ request, params }) => {
      const found = session(request);
      if (found instanceof Response) return found;
      const sign = mineOr404(request, found.userId, String(params.id));
      if (sign instanceof Response) return sign;
      profileMock.signs = profileMock.signs.filter((s) => s !== sign);
      const next = profileMock.signs.filter((s) => s.userId === found.userId).sort((a, b) => b.creatorTime - a.creatorTime)[0];
      if (sign.isDefault === 1) makeDefault(found.userId, next?.id ?? null);
      return ok(undefined, said(request, 'deleteSuccess'));
    }),
  ];
}
