import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from './helpers/test-app.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import { applyFormRules, hasServerRules, type FormRuleContext } from '../../server/crud/form-rules.ts';
import type { AnyDb } from '../../server/crud/row-decorators.ts';
import { BillNumberService } from '../../server/core/numbering/bill-number-service.ts';
import { entityDefinitions } from '../../server/crud/entity-definition.ts';
import { entityOverrides } from '../../server/overrides/index.ts';
import type { OperationContext } from '../../server/crud/operations/context.ts';
import { createRecord } from '../../server/crud/operations/create.ts';
import { updateRecord } from '../../server/crud/operations/update.ts';
import { readRecord } from '../../server/crud/operations/info.ts';

/**
 * The server's part of a form on save (issue 11 points 2 and 3, server/crud/form-rules.ts): system
 * fields from the session, numbering-rule numbers from the rule, calculated values recomputed from
 * the whole record, whatever the browser sent. Against a booted database with the demo data: the
 * staff user works in the 操作部 department (org-ops) as 操作员 (pos-operator); the demo rule
 * feeSettlement numbers JS + yyyyMMdd + 4 digits, truckReservation YY + yyyyMMdd + 3 digits.
 */

const lines = (table: string) => (column: string) => ({ __vModel__: `${table}.${column}` });

/** A card of system fields, a sub-table with a calculated amount, a stored total over it, the modify fields in a row. */
const ITEMS: FormItem[] = [
  {
    key: 'card',
    props: {},
    children: [
      { key: 'createUser', field: 'creator', props: {} },
      { key: 'createTime', field: 'createdAt', props: {} },
      { key: 'currOrganize', field: 'organize', props: {} },
      { key: 'currDept', field: 'department', props: {} },
      { key: 'currPosition', field: 'position', props: {} },
      { key: 'billRule', field: 'billNo', props: { rule: 'feeSettlement' } },
    ],
  },
  { key: 'comInput', field: 'customer', props: {} },
  {
    key: 'table',
    field: 'lines',
    props: {},
    children: [
      { key: 'numInput', field: 'quantity', props: {} },
      { key: 'numInput', field: 'unitPrice', props: {} },
      { key: 'calculate', field: 'amount', props: { expression: [lines('lines')('quantity'), '×', lines('lines')('unitPrice')], precision: 2 } },
    ],
  },
  { key: 'calculate', field: 'total', props: { expression: [lines('lines')('amount')], precision: 2 } },
  { key: 'numInput', field: 'discount', props: {} },
  { key: 'calculate', field: 'payable', props: { expression: [{ __vModel__: 'total' }, '-', { __vModel__: 'discount' }], precision: 2 } },
  {
    key: 'row',
    props: {},
    children: [
      { key: 'modifyUser', field: 'modifier', props: {} },
      { key: 'modifyTime', field: 'modifiedAt', props: {} },
    ],
  },
];

/** What a tampering client sends: someone else's system values, a made-up number, wrong amounts and total. */
const FORGED = {
  creator: 'user-admin',
  createdAt: 1,
  organize: 'org-group',
  department: 'org-it',
  position: 'pos-it-head',
  billNo: 'JS202001010001',
  modifier: 'user-admin',
  modifiedAt: 2,
};
const SENT = {
  ...FORGED,
  customer: 'ACME',
  lines: [
    { quantity: 3, unitPrice: '19.99', amount: 1 },
    { quantity: 0.1, unitPrice: 0.2, amount: 999 },
  ],
  total: 1,
  discount: 9.99,
  payable: 1,
};

/** A number of a rule as prefix, date segment and serial. */
const partsOf = (number: unknown, prefix: string, digits: number) => {
  const match = new RegExp(`^${prefix}(\\d{8})(\\d{${digits}})$`).exec(String(number));
  if (!match) throw new Error(`${String(number)} is not a ${prefix} number`);
  return { date: match[1], serial: Number(match[2]) };
};

describe.each(databases())("the server's form rules on save on %s", (target) => {
  let t: TestApp;
  let numbers: BillNumberService;
  const contextOf = (userId: string, now: number): FormRuleContext => ({
    db: t.services.db as unknown as AnyDb,
    userId,
    now,
    billNumber: (enCode) => numbers.generate(enCode),
  });
  const today = () => dayjs().format('YYYYMMDD');

  beforeAll(async () => {
    t = await createTestApp(target);
    numbers = new BillNumberService(t.services.db, t.services.dialect);
  });
  afterAll(async () => t?.close());

  it('a create takes who, when and where from the session and the number from the rule, never from the body', async () => {
    const before = today();
    const sent = structuredClone(SENT);
    const saved = await applyFormRules(ITEMS, sent, 'create', contextOf('user-staff', 1_700_000_000_000));
    expect(saved).toMatchObject({
      creator: 'user-staff',
      createdAt: 1_700_000_000_000,
      organize: 'org-ops',
      department: 'org-ops',
      position: 'pos-operator',
      customer: 'ACME',
    });
    // the modify fields are not the client's to set, and nobody has modified a new record
    expect(saved).not.toHaveProperty('modifier');
    expect(saved).not.toHaveProperty('modifiedAt');
    expect(saved.billNo).not.toBe(FORGED.billNo);
    expect([before, today()]).toContain(partsOf(saved.billNo, 'JS', 4).date);
    // the body the caller passed in is left as it was
    expect(sent).toEqual(SENT);
  });

  it('a department is the nearest department of the organisation: none for a user of a company', async () => {
    // the manager works for the terminal company itself (org-terminal, a company)
    const saved = await applyFormRules(ITEMS, structuredClone(SENT), 'create', contextOf('user-manager', 5));
    expect(saved).toMatchObject({ creator: 'user-manager', organize: 'org-terminal', department: '', position: 'pos-terminal-manager' });
  });

  it('two creates draw two consecutive numbers of the rule, and the rule remembers the last', async () => {
    const first = await applyFormRules(ITEMS, structuredClone(SENT), 'create', contextOf('user-staff', 1));
    const second = await applyFormRules(ITEMS, structuredClone(SENT), 'create', contextOf('user-staff', 2));
    const a = partsOf(first.billNo, 'JS', 4);
    const b = partsOf(second.billNo, 'JS', 4);
    expect(b.date).toBe(a.date);
    expect(b.serial).toBe(a.serial + 1);
    const rule = await t.services.db.selectFrom('base_bill_rule').select(['outputNumber']).where('enCode', '=', 'feeSettlement').executeTakeFirstOrThrow();
    expect(rule.outputNumber).toBe(second.billNo);
  });

  it('recomputes every amount and the total in decimal arithmetic, whatever the client computed', async () => {
    const saved = await applyFormRules(ITEMS, structuredClone(SENT), 'create', contextOf('user-staff', 1));
    expect(saved.lines).toEqual([
      { quantity: 3, unitPrice: '19.99', amount: 59.97 },
      { quantity: 0.1, unitPrice: 0.2, amount: 0.02 },
    ]);
    expect(saved.total).toBe(59.99);
    // a calculated value over another one
    expect(saved.payable).toBe(50);
  });

  it('keeps the exact decimal text of a value beyond what a double holds', async () => {
    const huge = {
      ...structuredClone(SENT),
      lines: [
        { quantity: 999999, unitPrice: 99999999.99 },
        { quantity: 999999, unitPrice: 99999999.99 },
      ],
    };
    const saved = await applyFormRules(ITEMS, huge, 'create', contextOf('user-staff', 1));
    expect((saved.lines as Record<string, unknown>[])[0].amount).toBe('99999899990000.01');
    expect(saved.total).toBe('199999799980000.02');
  });

  it('an update keeps the create-time values and the number, sets the modify fields, and ignores them in the body', async () => {
    const stored: Record<string, unknown> = {
      ...(await applyFormRules(ITEMS, structuredClone(SENT), 'create', contextOf('user-staff', 1_000))),
      modifier: '',
      modifiedAt: null,
    };
    const changes = await applyFormRules(ITEMS, { ...structuredClone(SENT), customer: 'ACME Ltd' }, 'update', contextOf('user-manager', 2_000), stored);
    const saved = { ...stored, ...changes };
    expect(saved).toMatchObject({
      creator: 'user-staff',
      createdAt: 1_000,
      organize: 'org-ops',
      department: 'org-ops',
      position: 'pos-operator',
      billNo: stored.billNo,
      modifier: 'user-manager',
      modifiedAt: 2_000,
      customer: 'ACME Ltd',
      total: 59.99,
    });
  });

  it('an update recomputes with the stored values when the body carries only some fields', async () => {
    const stored = await applyFormRules(ITEMS, structuredClone(SENT), 'create', contextOf('user-staff', 1));
    // the stored total has been tampered with in the database; the body sends neither the lines, the discount nor the totals
    const onlyCustomer = await applyFormRules(ITEMS, { customer: 'ACME Ltd' }, 'update', contextOf('user-staff', 2), { ...stored, total: 1, payable: 1 });
    expect(onlyCustomer).toMatchObject({ total: 59.99, payable: 50 });
    // new lines without the total: the total follows the lines sent, not the stored ones
    const onlyLines = await applyFormRules(ITEMS, { lines: [{ quantity: 2, unitPrice: 5, amount: 0 }] }, 'update', contextOf('user-staff', 3), stored);
    expect(onlyLines).toMatchObject({ lines: [{ quantity: 2, unitPrice: 5, amount: 10 }], total: 10, payable: 0.01 });
  });

  it('an update of a record saved before its form had the fields fills the number and the creator (from the audit columns)', async () => {
    const stored = {
      customer: 'Old',
      lines: [],
      total: 0,
      billNo: '',
      creator: null,
      createdAt: null,
      organize: '',
      creatorUserId: 'user-admin',
      creatorTime: 500,
    };
    const changes = await applyFormRules(ITEMS, { customer: 'Old', billNo: 'MINE' }, 'update', contextOf('user-staff', 900), stored);
    expect(partsOf(changes.billNo, 'JS', 4).date).toBe(today());
    expect(changes).toMatchObject({ creator: 'user-admin', createdAt: 500 });
    // where the creator worked then cannot be known: it stays as stored
    expect(changes).not.toHaveProperty('organize');
  });

  it('numbers the rows of a sub-table: new rows draw, stored rows keep theirs, a copied or made-up number is replaced', async () => {
    const items: FormItem[] = [
      {
        key: 'table',
        field: 'trucks',
        props: {},
        children: [
          { key: 'comInput', field: 'plate', props: {} },
          { key: 'billRule', field: 'reservationNo', props: { rule: 'truckReservation' } },
        ],
      },
    ];
    expect(hasServerRules(items)).toBe(true);
    const created = await applyFormRules(
      items,
      {
        trucks: [
          { plate: 'A1', reservationNo: 'YY20200101001' },
          { plate: 'B2', reservationNo: 'YY20200101001' },
        ],
      },
      'create',
      contextOf('user-staff', 1),
    );
    const [a, b] = created.trucks as { plate: string; reservationNo: string }[];
    expect(partsOf(b.reservationNo, 'YY', 3).serial).toBe(partsOf(a.reservationNo, 'YY', 3).serial + 1);

    const updated = await applyFormRules(
      items,
      { trucks: [{ ...a }, { plate: 'A1 copy', reservationNo: a.reservationNo }, { plate: 'C3', reservationNo: 'YY20200101002' }] },
      'update',
      contextOf('user-staff', 2),
      created,
    );
    const rows = updated.trucks as { plate: string; reservationNo: string }[];
    expect(rows[0]).toEqual(a);
    expect(new Set(rows.map((row) => row.reservationNo)).size).toBe(3);
    expect(rows[1].reservationNo).not.toBe(a.reservationNo);
    expect(partsOf(rows[2].reservationNo, 'YY', 3).serial).toBe(partsOf(rows[1].reservationNo, 'YY', 3).serial + 1);
  });

  describe('through the CRUD operations: the fee settlement entity', () => {
    const operations = (userId: string): OperationContext => ({
      db: t.services.db,
      grants: t.services.authorization,
      caller: { userId, language: 'en', isAdministrator: userId === 'user-admin' },
      entity: entityDefinitions.feeSettlement,
      overrides: entityOverrides(t.services).feeSettlement ?? {},
      billNumber: (enCode) => numbers.generate(enCode),
    });
    const fees = (quantity: number, unitPrice: number) => [{ feeName: 'Storage', quantity, unitPrice, amount: 1 }];

    it('stores its own number and total on create, and recomputes a tampered stored total on an update of another field', async () => {
      const admin = operations('user-admin');
      const id = await createRecord(admin, { billNo: 'JS202001010001', customerName: 'ACME', feeLines: fees(3, 19.99), totalAmount: 1 });
      const created = (await readRecord(admin, id)) as Record<string, unknown>;
      expect(created.totalAmount).toBe(59.97);
      expect(created.feeLines).toEqual([{ feeName: 'Storage', quantity: 3, unitPrice: 19.99, amount: 59.97 }]);
      expect(partsOf(created.billNo, 'JS', 4).date).toBe(today());

      await t.services.db.updateTable('biz_fee_settlement').set({ totalAmount: 1 }).where('id', '=', id).execute();
      await updateRecord(admin, id, { description: 'checked', billNo: 'JS202001010002' });
      expect(await readRecord(admin, id)).toMatchObject({ description: 'checked', billNo: created.billNo, totalAmount: 59.97 });
    });

    it('a total beyond a double reaches the real column as its nearest double on both databases', async () => {
      const admin = operations('user-admin');
      const id = await createRecord(admin, { customerName: 'Big', feeLines: [...fees(999999, 99999999.99), ...fees(999999, 99999999.99)] });
      const saved = (await readRecord(admin, id)) as Record<string, unknown>;
      expect(saved.totalAmount).toBe(Number('199999799980000.02'));
      // the sub-table's JSON keeps every digit
      expect((saved.feeLines as Record<string, unknown>[])[0].amount).toBe('99999899990000.01');
    });
  });
});
