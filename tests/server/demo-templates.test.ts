import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 18 point 8: 打印模板 and 消息模板 do not start empty. The demo's templates come back through
 * the pages' own list calls, readable (options as stored codes the pages label) and complete.
 */
describe.each(databases())('the demo print and message templates on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await tokenOf(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the settlement and release slips under 业务单据, each with its template and fields', async () => {
    const response = await as(t.app, admin).get('/api/system/printDev?currentPage=1&pageSize=20');
    const list = body<{ list: Record<string, unknown>[] }>(response).data?.list ?? [];
    expect(list.map((row) => row.fullName)).toEqual(expect.arrayContaining(['费用结算单', '集装箱放行单']));
    const info = body(await as(t.app, admin).get('/api/system/printDev/print-fee-settlement')).data ?? {};
    expect(info).toMatchObject({ enCode: 'feeSettlementSlip', category: 'print-bill', type: 2, enabledMark: 1 });
    expect(String(info.printTemplate)).toContain('{billNo}');
    expect(JSON.parse(String(info.leftFields))).toContainEqual({ field: 'totalAmount', fieldName: '合计金额' });
  });

  it('lists the approval, reservation and password-expiry message templates', async () => {
    const response = await as(t.app, admin).get('/api/message/MessageTemplateConfig?currentPage=1&pageSize=20');
    const list = body<{ list: Record<string, unknown>[] }>(response).data?.list ?? [];
    expect(list.map((row) => row.enCode)).toEqual(expect.arrayContaining(['flowApproval', 'truckReservationConfirmed', 'passwordExpiring']));
    expect(list.find((row) => row.enCode === 'truckReservationConfirmed')).toMatchObject({ messageType: '短信', templateCode: 'SMS_PORT_0001' });
  });
});
