import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

/**
 * Fee settlements (费用结算, issue 11 points 3, 4, 7): the server fills the number from the demo's
 * numbering rule (feeSettlement: JS + yyyyMMdd + 4 digits) and keeps it, recomputes every line's
 * amount and the total whatever the browser sent, words a failing cell by its table, row and
 * column in the caller's language, and serves only callers with the menu.
 */
const BASE = '/api/settlement/FeeSettlement';

interface Settlement {
  id: string;
  billNo: string;
  customerName: string;
  settleDate?: number;
  feeLines: Record<string, unknown>[];
  totalAmount: number;
  description?: string;
}

describe.each(databases())('fee settlements on %s', (target) => {
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

  const find = async (customerName: string): Promise<Settlement> => {
    const list = body<{ list: Settlement[] }>(await admin.get(`${BASE}?keyword=${encodeURIComponent(customerName)}&currentPage=1&pageSize=20`));
    const found = list.data?.list.find((row) => row.customerName === customerName);
    if (!found) throw new Error(`no settlement for ${customerName}`);
    return body<Settlement>(await admin.get(`${BASE}/${found.id}`)).data as Settlement;
  };

  it('creates with a number from the rule and the server’s own amounts and total; an update keeps the number', async () => {
    const settleDate = dayjs('2026-03-02').valueOf();
    const created = body(
      await admin.post(BASE, {
        billNo: 'JS-FORGED',
        customerName: '中远海运',
        settleDate,
        // the first amount is tampered, the second missing; the total is tampered
        feeLines: [
          { feeName: '装卸费', quantity: 3, unitPrice: 120.5, amount: 1 },
          { feeName: '堆存费', quantity: 2, unitPrice: 1000 },
        ],
        totalAmount: 1,
      }),
    );
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const stored = await find('中远海运');
    expect(stored.billNo).toMatch(new RegExp(`^JS${dayjs().format('YYYYMMDD')}\\d{4}$`));
    expect(stored.settleDate).toBe(settleDate);
    expect(stored.feeLines.map((line) => Number(line.amount))).toEqual([361.5, 2000]);
    expect(stored.feeLines.map((line) => line.feeName)).toEqual(['装卸费', '堆存费']);
    expect(Number(stored.totalAmount)).toBe(2361.5);

    const updated = body(
      await admin.put(`${BASE}/${stored.id}`, {
        billNo: 'JS-OTHER',
        customerName: '中远海运',
        settleDate,
        feeLines: [...stored.feeLines, { feeName: '过磅费', quantity: 1, unitPrice: 0.15, amount: 999 }],
        totalAmount: 0,
      }),
    );
    expect(updated.code).toBe(200);
    const after = await find('中远海运');
    expect(after.billNo).toBe(stored.billNo);
    expect(after.feeLines.map((line) => Number(line.amount))).toEqual([361.5, 2000, 0.15]);
    expect(Number(after.totalAmount)).toBe(2361.65);

    // a second settlement draws the next number
    expect(body(await admin.post(BASE, { customerName: '上港物流', feeLines: [{ feeName: '港建费', quantity: 1, unitPrice: 10 }] })).code).toBe(200);
    const second = await find('上港物流');
    expect(Number(second.billNo.slice(-4))).toBe(Number(stored.billNo.slice(-4)) + 1);
  });

  it('names a failing cell by its table, row and column, in the caller’s language', async () => {
    const post = async (feeLines: unknown[], language: string) =>
      body(await admin.post(BASE, { customerName: '缺项', feeLines }, { 'accept-language': language }));
    const good = { feeName: '装卸费', quantity: 1, unitPrice: 1 };
    // a missing cell, and an empty one (minLength 1)
    expect(await post([good, { quantity: 1, unitPrice: 1 }], 'zh')).toEqual({ code: 400, msg: '费用明细：第2行 费用名称不能为空' });
    expect(await post([{ ...good, feeName: '' }], 'zh')).toEqual({ code: 400, msg: '费用明细：第1行 费用名称不能为空' });
    expect(await post([{ quantity: 1, unitPrice: 1 }], 'en')).toEqual({ code: 400, msg: 'Fee lines: row 1, Fee cannot be empty' });
    expect(await post([{ quantity: 1, unitPrice: 1 }], 'zh-TW')).toEqual({ code: 400, msg: '費用明細：第1行 費用名稱不能為空' });
    expect((await post([{ ...good, quantity: 1e7 }], 'zh')).msg).toBe('费用明细：第1行 数量：应当为 <= 999999');
    expect((await post([{ ...good, quantity: 1e7 }], 'en')).msg).toBe('Fee lines: row 1, Quantity: must be <= 999999');
    // no lines at all: the schema's own words
    expect(await post([], 'zh')).toEqual({ code: 400, msg: '请至少添加一条费用明细' });
    expect((await find('缺项').catch(() => null)) ?? null).toBeNull();
  });

  it('refuses staff, who have no 费用结算 menu', async () => {
    const refused = { code: 401, msg: '没有访问权限，请联系管理员授权' };
    expect(body(await staff.get(`${BASE}?currentPage=1&pageSize=20`))).toMatchObject(refused);
    expect(body(await staff.post(BASE, { customerName: '越权', feeLines: [{ feeName: '装卸费', quantity: 1, unitPrice: 1 }] }))).toMatchObject(refused);
    await expect(find('越权')).rejects.toThrow();
  });
});
