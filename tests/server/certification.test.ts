import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

const PATH = '/api/permission/Users/Current/Certification';
const VALID = { realName: '李操作', certificatesType: 'cert-id-card', certificatesNumber: '330206199001011234', mobilePhone: '13912345678' };

interface State {
  realName: string;
  certificatesType: string;
  certificatesNumber: string;
  mobilePhone: string;
  certified: boolean;
  types: { id: string; fullName: string; enCode: string }[];
}

describe.each(databases())('personal certification on %s (spec shell §2.1 /certification)', (target) => {
  let t: TestApp;
  let staff: string;
  let manager: string;
  const record = (id: string) =>
    t.services.db
      .selectFrom('base_user')
      .select(['realName', 'certificatesType', 'certificatesNumber', 'mobilePhone', 'account', 'organizeId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(target);
    staff = await tokenOf(t.app, 'staff');
    manager = await tokenOf(t.app, 'manager');
  });
  afterAll(async () => t?.close());

  it('needs a session', async () => {
    expect(body(await t.app.inject({ method: 'GET', url: PATH })).code).toBe(600);
    expect(body(await t.app.inject({ method: 'PUT', url: PATH, payload: VALID })).code).toBe(600);
  });

  it("reads the caller's details, not certified yet, with the certificateType dictionary's types", async () => {
    const state = body<State>(await as(t.app, staff).get(PATH)).data;
    expect(state).toMatchObject({ realName: '李操作', certificatesType: '', certificatesNumber: '', mobilePhone: '13800000003', certified: false });
    expect(state?.types.map((type) => type.id)).toEqual(['cert-id-card', 'cert-passport', 'cert-hk-macao', 'cert-taiwan']);
  });

  it('refuses wrong details in the caller language and changes nothing', async () => {
    const before = await record('user-staff');
    const refusals: [Record<string, string>, string, string?][] = [
      [{ ...VALID, realName: '  ' }, '真实姓名：请输入真实姓名'],
      [{ ...VALID, certificatesType: '' }, '证件类型：请选择证件类型'],
      [{ ...VALID, certificatesType: 'biz-port' }, '证件类型：请选择有效的证件类型'],
      [{ ...VALID, certificatesNumber: '' }, '证件号码：请输入证件号码'],
      // the national id rule of the §5 catalogue, for the resident identity card only
      [{ ...VALID, certificatesNumber: '12345' }, '证件号码：请正确输入您的身份证号码'],
      [{ ...VALID, certificatesNumber: '330206199013011234' }, '证件号码：请正确输入您的身份证号码'],
      [{ ...VALID, mobilePhone: '12345678901' }, '手机号码：请正确输入您的手机号'],
      [{ ...VALID, mobilePhone: '' }, '手机号码：请输入手机号码'],
      [{ ...VALID, realName: 'x'.repeat(51) }, '真实姓名：最多为50个字符'],
      [{ ...VALID, certificatesNumber: 'x' }, 'ID number: Enter a valid national ID number', 'en'],
      [{ ...VALID, mobilePhone: '1' }, '手機號碼：請正確輸入您的手機號', 'zh-TW'],
    ];
    for (const [payload, msg, language] of refusals) {
      const answer = body(await as(t.app, staff).put(PATH, payload, language ? { 'accept-language': language } : {}));
      expect(answer, msg).toMatchObject({ code: 400, msg });
    }
    expect(body(await as(t.app, staff).put(PATH, { ...VALID, realName: { name: 'x' } })).code).toBe(400);
    expect(await record('user-staff')).toEqual(before);
  });

  it("refuses someone else's id: nobody certifies another user", async () => {
    const before = await record('user-manager');
    const mine = await record('user-staff');
    const answer = body(await as(t.app, staff).put(PATH, { ...VALID, id: 'user-manager' }));
    expect(answer).toMatchObject({ code: 401, msg: '只能认证自己的账号' });
    expect(await record('user-manager')).toEqual(before);
    expect(await record('user-staff')).toEqual(mine);
  });

  it("certifies the caller's own record with trimmed details, and only those fields", async () => {
    const answer = body(await as(t.app, staff).put(PATH, { ...VALID, id: 'user-staff', realName: ' 李操作员 ', account: 'hijack', organizeId: 'org-group' }));
    expect(answer).toEqual({ code: 200, msg: '认证成功' });
    expect(await record('user-staff')).toEqual({ ...VALID, realName: '李操作员', account: 'staff', organizeId: 'org-ops' });
    expect(body<State>(await as(t.app, staff).get(PATH)).data?.certified).toBe(true);
    // The base info shows the same record (one write path for the user's own fields).
    expect(body(await as(t.app, staff).get('/api/permission/Users/Current/BaseInfo')).data).toMatchObject({ certificatesNumber: VALID.certificatesNumber });
    // Someone else is untouched and still uncertified.
    expect(body<State>(await as(t.app, manager).get(PATH)).data?.certified).toBe(false);
  });

  it('takes any number for a type other than the resident identity card (a passport)', async () => {
    const answer = body(
      await as(t.app, manager).put(PATH, {
        realName: '王经理',
        certificatesType: 'cert-passport',
        certificatesNumber: 'E12345678',
        mobilePhone: '13800000002',
      }),
    );
    expect(answer.code).toBe(200);
    expect(body<State>(await as(t.app, manager).get(PATH)).data).toMatchObject({ certificatesType: 'cert-passport', certified: true });
  });

  it('counts a certification broken by a later edit as not certified', async () => {
    await t.services.db.updateTable('base_user').set({ certificatesNumber: '123' }).where('id', '=', 'user-staff').execute();
    expect(body<State>(await as(t.app, staff).get(PATH)).data?.certified).toBe(false);
  });
});
