import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const BASE = '/api/permission/Users/Current';

/** One multipart file, as a browser's FormData sends it. */
function upload(app: FastifyInstance, token: string, bytes: Buffer, name = 'me.png') {
  const boundary = 'portsideboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/file/Uploader/userAvatar',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

interface TreeNode {
  id: string;
  fullName: string;
  children?: TreeNode[];
}
const walk = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...walk(n.children ?? [])]);

describe.each(databases())('the personal profile routes on %s (contract §2.6)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('refuses every profile route without a session', async () => {
    for (const url of ['BaseInfo', 'getUserOrganizes', 'getUserPositions', 'Subordinate/0', 'Authorize', 'SystemLog', 'SignImg']) {
      expect((await t.app.inject({ method: 'GET', url: `${BASE}/${url}` })).json().code, url).toBe(600);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/file/Uploader/userAvatar' })).json().code).toBe(600);
  });

  it('reads and edits the base info, writing only what a user may change about themselves', async () => {
    const token = await tokenOf(t.app, 'staff');
    const info = body(await as(t.app, token).get(`${BASE}/BaseInfo`)).data;
    expect(info).toMatchObject({
      account: 'staff',
      realName: '李操作',
      gender: 2,
      organize: '港口集团/集装箱码头公司/操作部',
      position: '操作员',
      manager: '王经理/manager',
      roleId: '普通用户',
    });
    const saved = body(
      await as(t.app, token).put(`${BASE}/BaseInfo`, {
        realName: '李操作员',
        nation: '汉族',
        birthday: 631152000000,
        mobilePhone: '13912345678',
        account: 'hijack',
        organizeId: 'org-group',
      }),
    );
    expect(saved).toEqual({ code: 200, msg: '更新成功' });
    const row = await t.services.db
      .selectFrom('base_user')
      .select(['account', 'realName', 'nation', 'birthday', 'mobilePhone', 'organizeId'])
      .where('id', '=', 'user-staff')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ account: 'staff', realName: '李操作员', nation: '汉族', birthday: 631152000000, mobilePhone: '13912345678', organizeId: 'org-ops' });
    expect(body(await as(t.app, token).put(`${BASE}/BaseInfo`, { realName: '李操作', mobilePhone: '12345' })).msg).toBe('手机：请正确输入您的手机号');
    expect(body(await as(t.app, token).put(`${BASE}/BaseInfo`, { realName: '' })).msg).toBe('请输入姓名');
    expect(body(await as(t.app, token).put(`${BASE}/BaseInfo`, { realName: '   ' })).msg).toBe('请输入姓名');
    expect(body(await as(t.app, token).put(`${BASE}/BaseInfo`, { nation: 'x' })).code).toBe(400);
  });

  it('takes an avatar image, refuses what is no image or too large, and wears only an own upload', async () => {
    const token = await tokenOf(t.app, 'staff');
    const uploaded = body<{ name: string; url: string }>(await upload(t.app, token, PNG));
    expect(uploaded.code).toBe(200);
    expect(uploaded.data?.url).toBe(`/api/file/Image/userAvatar/${uploaded.data?.name}`);
    const image = await t.app.inject({ method: 'GET', url: uploaded.data?.url as string });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(body(await upload(t.app, token, Buffer.from('<script>alert(1)</script>'), 'x.png'))).toEqual({ code: 400, msg: '请上传图片' });
    expect(body(await upload(t.app, token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])))).toEqual({ code: 400, msg: '图片大小超过2MB' });
    const other = await tokenOf(t.app, 'manager');
    expect(body(await as(t.app, other).put(`${BASE}/Avatar/${uploaded.data?.name}`)).msg).toBe('文件不存在');
    expect(body(await as(t.app, token).put(`${BASE}/Avatar/..%2F..%2Fetc%2Fpasswd`)).msg).toBe('文件不存在');
    expect(body(await as(t.app, token).put(`${BASE}/Avatar/${uploaded.data?.name}`))).toEqual({ code: 200, msg: '更新成功' });
    const me = body<{ userInfo: { headIcon: string } }>(await as(t.app, token).get('/api/oauth/CurrentUser')).data;
    expect(me?.userInfo.headIcon).toBe(uploaded.data?.url);
  });

  it('lists organisations, positions and subordinates, and keeps other teams out of reach', async () => {
    const staff = await tokenOf(t.app, 'staff');
    expect(body(await as(t.app, staff).get(`${BASE}/getUserOrganizes`)).data).toEqual([
      { id: 'org-ops', fullName: '港口集团/集装箱码头公司/操作部', isDefault: true },
    ]);
    expect(body(await as(t.app, staff).get(`${BASE}/getUserPositions`)).data).toEqual([
      { id: 'pos-operator', fullName: '操作员', organize: '港口集团/集装箱码头公司/操作部', isDefault: true },
    ]);
    expect(body(await as(t.app, staff).get(`${BASE}/Subordinate/0`)).data).toEqual([]);
    const manager = await tokenOf(t.app, 'manager');
    const team = body<{ id: string; userName: string; isLeaf: boolean; department: string; position: string }[]>(
      await as(t.app, manager).get(`${BASE}/Subordinate/0`),
    ).data;
    expect(team).toEqual([
      {
        id: 'user-staff',
        avatar: expect.any(String),
        userName: expect.stringMatching(/\/staff$/),
        department: '港口集团/集装箱码头公司/操作部',
        position: '操作员',
        isLeaf: true,
      },
    ]);
    expect(body(await as(t.app, manager).get(`${BASE}/Subordinate/user-staff`)).data).toEqual([]);
    expect(body(await as(t.app, staff).get(`${BASE}/Subordinate/user-manager`))).toEqual({ code: 400, msg: '只能查看自己的下属' });
  });

  it('shows the grants as trees rooted in systems', async () => {
    const staff = body<Record<string, TreeNode[]>>(await as(t.app, await tokenOf(t.app, 'staff')).get(`${BASE}/Authorize`)).data ?? {};
    const admin = body<Record<string, TreeNode[]>>(await as(t.app, await tokenOf(t.app, 'admin')).get(`${BASE}/Authorize`)).data ?? {};
    expect(Object.keys(staff).sort()).toEqual(['button', 'column', 'form', 'module']);
    expect(staff.module.map((root) => root.id)).toEqual(['sys-port']);
    expect(admin.module.map((root) => root.id)).toEqual(['sys-port', 'sys-exchange']);
    expect(walk(staff.module).length).toBeLessThan(walk(admin.module).length);
    // The user page: staff sees two of its columns and none of its buttons; admin sees its buttons.
    const codesUnder = (tree: TreeNode[]) =>
      (walk(tree).find((n) => n.id === 'm-permission-user')?.children ?? []).map((n) => (n as TreeNode & { enCode: string }).enCode).sort();
    expect(codesUnder(staff.column)).toEqual(['account', 'realName']);
    expect(codesUnder(staff.button)).toEqual([]);
    expect(codesUnder(admin.button)).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove']));
  });

  it('pages the caller’s own sign-ins, newest first', async () => {
    for (let i = 0; i < 3; i++) await tokenOf(t.app, 'manager');
    const token = await tokenOf(t.app, 'manager');
    const page = body<{ list: { creatorTime: number; userName: string; abstracts: string }[]; pagination: { total: number; pageSize: number } }>(
      await as(t.app, token).get(`${BASE}/SystemLog?currentPage=1&pageSize=2`),
    ).data;
    expect(page?.list).toHaveLength(2);
    expect(page?.pagination.total).toBeGreaterThanOrEqual(4);
    expect(page?.list[0].creatorTime).toBeGreaterThanOrEqual(page?.list[1].creatorTime ?? 0);
    expect(page?.list[0]).toMatchObject({ userName: '王经理/manager', abstracts: '登录成功' });
    const staff = body<{ pagination: { total: number } }>(await as(t.app, await tokenOf(t.app, 'staff')).get(`${BASE}/SystemLog`)).data;
    expect(staff?.pagination.total).toBeLessThan(page?.pagination.total ?? 0);
    expect(body(await as(t.app, token).get(`${BASE}/SystemLog?pageSize=1000`)).code).toBe(400);
  });

  it('keeps signatures: checks the picture, makes the first the default and mirrors it into userInfo.signImg', async () => {
    const token = await tokenOf(t.app, 'manager');
    const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
    expect(body(await as(t.app, token).post(`${BASE}/SignImg`, { signImg: 'data:image/png;base64,PHNjcmlwdD4=' }))).toEqual({ code: 400, msg: '请上传图片' });
    expect(body(await as(t.app, token).post(`${BASE}/SignImg`, { signImg: 'javascript:alert(1)' })).msg).toBe('请上传图片');
    const first = body<{ id: string }>(await as(t.app, token).post(`${BASE}/SignImg`, { signImg: dataUrl, isDefault: 0 }));
    expect(first.msg).toBe('新建成功');
    const second = body<{ id: string }>(await as(t.app, token).post(`${BASE}/SignImg`, { signImg: dataUrl, isDefault: 0 }));
    let list = body<{ id: string; isDefault: number }[]>(await as(t.app, token).get(`${BASE}/SignImg`)).data ?? [];
    expect(list.map((s) => [s.id, s.isDefault])).toEqual([
      [second.data?.id, 0],
      [first.data?.id, 1],
    ]);
    const info = () =>
      as(t.app, token)
        .get('/api/oauth/CurrentUser')
        .then((r) => body<{ userInfo: { signImg: string } }>(r).data?.userInfo.signImg);
    expect(await info()).toBe(dataUrl);
    expect(body(await as(t.app, token).put(`${BASE}/${second.data?.id}/SignImg`)).code).toBe(200);
    list = body<{ id: string; isDefault: number }[]>(await as(t.app, token).get(`${BASE}/SignImg`)).data ?? [];
    expect(list.find((s) => s.isDefault === 1)?.id).toBe(second.data?.id);
    const staff = await tokenOf(t.app, 'staff');
    expect(body(await as(t.app, staff).delete(`${BASE}/${second.data?.id}/SignImg`)).msg).toBe('数据不存在');
    expect(body(await as(t.app, staff).get(`${BASE}/SignImg`)).data).toEqual([]);
    await as(t.app, token).delete(`${BASE}/${second.data?.id}/SignImg`);
    await as(t.app, token).delete(`${BASE}/${first.data?.id}/SignImg`);
    expect(await info()).toBe('');
  });
});
