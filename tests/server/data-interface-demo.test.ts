import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';
import { demoContainers } from '../../server/features/demo/demo-data-interfaces.ts';

/**
 * The demo's data interfaces (issue 13 point 2): a fresh database ships working interfaces over
 * the port demo data, run here through the real routes on each database — the page's preview,
 * the pickers' list (keyword, paging) and echo-back — so the SQL ones are known to run unchanged
 * on SQLite and PostgreSQL.
 */
const BASE = '/api/system/DataInterface';

type Row = Record<string, unknown>;

describe.each(databases())('demo data interfaces on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  beforeAll(async () => {
    const signedIn = await appSignedIn(target, 'admin', 'staff');
    t = signedIn.t;
    admin = as(t.app, signedIn.admin);
    staff = as(t.app, signedIn.staff);
  });
  afterAll(async () => t?.close());

  const preview = async (id: string, keyword?: string): Promise<Row[]> => {
    const paramList = keyword === undefined ? [] : [{ field: 'keyword', defaultValue: keyword }];
    const answer = body<Row[]>(await admin.post(`${BASE}/${id}/Actions/Preview`, { paramList }));
    expect(answer, JSON.stringify(answer)).toMatchObject({ code: 200 });
    return answer.data as Row[];
  };
  const fieldsOf = (rows: Row[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))].sort();

  it('stores the five interfaces enabled, each in a DataInterfaceType category', async () => {
    const answer = body<{ list: Row[] }>(await admin.get(`${BASE}?keyword=demo&currentPage=1&pageSize=50`));
    const stored = (answer.data?.list ?? []).filter((row) => String(row.id).startsWith('di-demo-'));
    expect(stored.map((row) => row.id).sort()).toEqual(['di-demo-companies', 'di-demo-containers', 'di-demo-rates', 'di-demo-staff', 'di-demo-vehicles']);
    for (const row of stored) expect(row).toMatchObject({ enabledMark: 1, categoryId: expect.stringMatching(/^(基础数据|业务数据)$/) });
  });

  it('vehicles (static): twelve trucks with plate, type, driver, mobile and fleet', async () => {
    const rows = await preview('di-demo-vehicles');
    expect(rows).toHaveLength(12);
    expect(fieldsOf(rows)).toEqual(['driver', 'fleet', 'id', 'mobile', 'plateNo', 'vehicleType']);
    expect(rows[0]).toMatchObject({ id: 'veh-01', plateNo: '沪A12345' });
  });

  it('containers (static): fifteen boxes whose numbers carry a valid ISO 6346 check digit', async () => {
    const rows = await preview('di-demo-containers');
    expect(rows).toHaveLength(15);
    expect(fieldsOf(rows)).toEqual(['containerNo', 'id', 'owner', 'size', 'status']);
    for (const row of rows) expect(checkDigitOk(String(row.containerNo)), String(row.containerNo)).toBe(true);
  });

  it('staff (SQL): the enabled users, filtered by @keyword over name and account', async () => {
    const all = await preview('di-demo-staff');
    expect(fieldsOf(all)).toEqual(['account', 'fullName', 'id', 'mobilePhone']);
    expect(all.map((row) => row.account)).toEqual(expect.arrayContaining(['admin', 'manager', 'staff', 'tourist']));
    expect(await preview('di-demo-staff', '')).toHaveLength(all.length);
    expect(await preview('di-demo-staff', 'admin')).toEqual([{ id: 'user-admin', fullName: '系统管理员', account: 'admin', mobilePhone: '13800000001' }]);
    expect((await preview('di-demo-staff', 'ADMIN')).map((row) => row.id)).toEqual(['user-admin']);
    expect((await preview('di-demo-staff', '王经理')).map((row) => row.id).sort()).toEqual(['user-manager', 'user-manager-sub']);
    // a keyword that is SQL stays a value
    expect(await preview('di-demo-staff', "' OR '1'='1")).toEqual([]);
  });

  it('contract rates (SQL over the 合同费率 dictionary): name, code, a numeric rate and its unit', async () => {
    const rows = await preview('di-demo-rates');
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(fieldsOf(rows)).toEqual(['enCode', 'fullName', 'id', 'rate', 'unit']);
    expect(rows.find((row) => row.id === 'rate-thc-20')).toEqual({ id: 'rate-thc-20', fullName: '20尺重箱装卸费', enCode: 'THC20', rate: 520, unit: '自然箱' });
    expect(rows.find((row) => row.id === 'rate-bulk')).toMatchObject({ rate: 18.5, unit: '吨' });
    expect((await preview('di-demo-rates', 'thc')).map((row) => row.enCode)).toEqual(['THC20', 'THC40']);
  });

  it('companies (SQL): the enabled organisations of type company', async () => {
    const rows = await preview('di-demo-companies');
    expect(rows).toEqual([
      { id: 'org-group', fullName: '港口集团', enCode: 'PG' },
      { id: 'org-terminal', fullName: '集装箱码头公司', enCode: 'CT' },
    ]);
  });

  it('serves the fee settlement’s pickers to a form user: the vehicle list paged with a keyword, its echo-back, the rate autocomplete', async () => {
    const vehicles = { interfaceId: 'di-demo-vehicles', propsValue: 'id', relationField: 'plateNo', columnOptions: 'plateNo,vehicleType,driver' };
    const page = body<{ list: Row[]; pagination: { total: number } }>(
      await staff.post(`${BASE}/di-demo-vehicles/Action/List`, { ...vehicles, keyword: '浙B', currentPage: 1, pageSize: 20 }),
    );
    expect(page.data?.pagination.total).toBe(4);
    expect(page.data?.list.map((row) => row.plateNo)).toEqual(['浙B8M261', '浙B7K935', '浙B2H408', '浙BD12368']);
    const echoed = body<Row[]>(await staff.post(`${BASE}/di-demo-vehicles/Action/InfoByIds`, { ...vehicles, ids: ['veh-05'] }));
    expect(echoed.data).toEqual([expect.objectContaining({ id: 'veh-05', plateNo: '浙B8M261' })]);
    const rates = body<{ list: Row[] }>(
      await staff.post(`${BASE}/di-demo-rates/Action/List`, { relationField: 'fullName', keyword: '堆存', currentPage: 1, pageSize: 10000 }),
    );
    expect(rates.data?.list.map((row) => row.fullName)).toEqual(['20尺堆存费', '40尺堆存费']);
  });
});

describe('demo container numbers', () => {
  it('all pass the check-digit test (the test itself refuses a wrong digit)', () => {
    expect(checkDigitOk('MSKU1234565')).toBe(true);
    expect(checkDigitOk('MSKU1234566')).toBe(false);
    for (const container of demoContainers) expect(checkDigitOk(container.containerNo), container.containerNo).toBe(true);
  });
});

/** ISO 6346: letters count 10…38 skipping multiples of 11, each position weighted 2^i, the sum mod 11 (10 reads as 0). */
function checkDigitOk(containerNo: string): boolean {
  if (!/^[A-Z]{4}\d{7}$/u.test(containerNo)) return false;
  const letterValues = new Map<string, number>();
  let next = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (next % 11 === 0) next += 1;
    letterValues.set(letter, next);
    next += 1;
  }
  const sum = [...containerNo.slice(0, 10)].reduce((total, char, index) => total + (letterValues.get(char) ?? Number(char)) * 2 ** index, 0);
  return (sum % 11) % 10 === Number(containerNo[10]);
}
