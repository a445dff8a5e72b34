import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';
const BASE = '/api/settlement/FeeSettlement';
/** The fee settlement's vehicle (a pop-up picker over the demo vehicles interface): lists show the plate and keep the id beside it; the record keeps the id. */
describe.each(databases())('fee settlement vehicle on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    const s = await appSignedIn(target, 'admin');
    t = s.t;
    admin = as(t.app, s.admin);
  });
  afterAll(async () => t?.close());
  it('lists the plate under vehicleId and the id under vehicleId_id; info keeps the id', async () => {
    const created = body(
      await admin.post(BASE, {
        customerName: '车辆测试',
        vehicleId: 'veh-05',
        contractRate: '20尺重箱装卸费',
        feeLines: [{ feeName: '装卸费', quantity: 1, unitPrice: 520 }],
      }),
    );
    expect(created).toMatchObject({ code: 200 });
    const list = body<{ list: Record<string, unknown>[] }>(await admin.get(`${BASE}?keyword=${encodeURIComponent('车辆测试')}&currentPage=1&pageSize=20`));
    const row = list.data?.list[0] ?? {};
    expect(row).toMatchObject({ vehicleId: '浙B8M261', vehicleId_id: 'veh-05', contractRate: '20尺重箱装卸费' });
    const info = body<Record<string, unknown>>(await admin.get(`${BASE}/${String(row.id)}`));
    expect(info.data).toMatchObject({ vehicleId: 'veh-05', contractRate: '20尺重箱装卸费' });
  });
});
