import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fieldText, node, ok, renderWidget, selectedNames, setUpPickerTests, signIn } from './picker-kit.tsx';
import { UserPickerWidget } from '../../../src/features/pickers/user-picker-widget.tsx';
import { BillRulePickerWidget } from '../../../src/features/pickers/bill-rule-picker-widget.tsx';
import { nearBottom } from '../../../src/features/pickers/paged-user-list.tsx';

const server = setUpPickerTests();

const person = (i: number) => ({ id: `u${i}`, fullName: `用户${i}/user${i}`, type: 'user', isLeaf: true });

function serveUsers(count = 25) {
  const asked: { organizeId: string; body: Record<string, unknown> }[] = [];
  server.use(
    http.post('/api/permission/Users/ImUser/Selector/:organizeId', async ({ request, params }) => {
      const body = (await request.json()) as { keyword?: string; currentPage: number; pageSize: number };
      asked.push({ organizeId: String(params.organizeId), body });
      if (params.organizeId === '0' && !body.keyword)
        return HttpResponse.json(ok({ list: [{ id: 'org', fullName: '港口集团', type: 'company', isLeaf: false }], pagination: { total: 0 } }));
      const all = Array.from({ length: count }, (_, i) => person(i));
      const page = all.slice((body.currentPage - 1) * body.pageSize, body.currentPage * body.pageSize);
      return HttpResponse.json(ok({ list: page, pagination: { currentPage: body.currentPage, pageSize: body.pageSize, total: all.length } }));
    }),
    http.post('/api/permission/Users/getUserList', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: string[] };
      return HttpResponse.json(ok({ list: ids.filter((id) => id.startsWith('u')).map((id) => person(Number(id.slice(1)))) }));
    }),
  );
  return asked;
}

const open = async () => {
  fireEvent.click(screen.getByTestId('picker-field-input'));
  await screen.findByTestId('picker-dialog');
};

describe('user picker (spec lowcode §2, §4, §9)', () => {
  it('reads the tree through ImUser/Selector, ignores a user already chosen, and stores the field shape', async () => {
    serveUsers(3);
    const rendered = renderWidget(UserPickerWidget, { value: ['u1'], schema: { type: 'array', items: { type: 'string' } } });
    await waitFor(() => expect(fieldText()).toBe('用户1/user1'));
    await open();
    expect(screen.getByText('选择用户')).toBeInTheDocument();
    fireEvent.click(await screen.findByText('港口集团'));
    await waitFor(() => expect(node('u2')).toBeInTheDocument());
    fireEvent.click(node('u1')); // already chosen
    fireEvent.click(node('u2'));
    expect(selectedNames()).toEqual(['用户1/user1', '用户2/user2']);
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(rendered.changes.at(-1)).toEqual(['u1', 'u2']));
  });

  it('searches 10 at a time and loads more within 200 px of the bottom', async () => {
    const asked = serveUsers(25);
    renderWidget(UserPickerWidget, { value: '', schema: { type: 'string', maxLength: 200000 } });
    await open();
    fireEvent.change(screen.getByTestId('picker-keyword'), { target: { value: '用户' } });
    await waitFor(() => expect(screen.getAllByTestId('picker-user')).toHaveLength(10));
    expect(asked.at(-1)).toEqual({ organizeId: '0', body: { keyword: '用户', currentPage: 1, pageSize: 10 } });
    const list = screen.getByTestId('picker-user-list');
    Object.defineProperties(list, { scrollHeight: { value: 1000, configurable: true }, clientHeight: { value: 400, configurable: true } });
    // 1000 - 300 - 400 = 300 px from the bottom: not yet
    Object.defineProperty(list, 'scrollTop', { value: 300, configurable: true });
    fireEvent.scroll(list);
    expect(asked).toHaveLength(2);
    Object.defineProperty(list, 'scrollTop', { value: 400, configurable: true });
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.getAllByTestId('picker-user')).toHaveLength(20));
    expect(asked.at(-1)?.body.currentPage).toBe(2);
    expect(nearBottom({ scrollHeight: 1000, scrollTop: 401, clientHeight: 400 })).toBe(true);
    expect(nearBottom({ scrollHeight: 1000, scrollTop: 399, clientHeight: 400 })).toBe(false);
  });

  it("offers the system variable 'current user' and the signed-in user's organisation", async () => {
    const asked = serveUsers(2);
    await signIn(server, { userId: 'me', userName: '我', userAccount: 'me', organizeId: 'org-ops' });
    const rendered = renderWidget(UserPickerWidget, { value: '', schema: { type: 'string', maxLength: 64 } });
    await open();
    fireEvent.click(screen.getByText('当前组织'));
    await waitFor(() => expect(asked.some((call) => call.organizeId === 'org-ops')).toBe(true));
    fireEvent.click(screen.getByText('系统变量'));
    fireEvent.click(screen.getByText('当前用户'));
    expect(selectedNames()).toEqual(['我/me']);
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(rendered.changes.at(-1)).toBe('me'));
  });
});

describe('numbering-rule picker (spec lowcode §2, §4, §7, §9)', () => {
  function serveRules() {
    const queries: URLSearchParams[] = [];
    let rules = [{ id: 'r1', fullName: '请假单', enCode: 'leave', startNumber: '0001', category: '仓储' }];
    server.use(
      http.get('/api/system/DictionaryData/All', () =>
        HttpResponse.json(
          ok({ list: [{ id: 'd', enCode: 'businessType', isTree: 1, dictionaryList: [{ id: 'biz-port', fullName: '港口业务', enCode: 'port' }] }] }),
        ),
      ),
      http.get('/api/system/BillRule', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        return HttpResponse.json(ok({ list: rules, pagination: { currentPage: 1, pageSize: 10, total: rules.length } }));
      }),
      http.post('/api/system/BillRule', () => {
        rules = [...rules, { id: 'r2', fullName: '出库单', enCode: 'out', startNumber: '1', category: '港口业务' }];
        return HttpResponse.json({ code: 200, msg: '新建成功', data: null });
      }),
    );
    return queries;
  }

  it("is titled 'template', lists by category and keyword, and confirms only a chosen rule", async () => {
    const queries = serveRules();
    const rendered = renderWidget(BillRulePickerWidget, { value: '', schema: { type: 'string' } });
    fireEvent.click(screen.getByTestId('picker-field-input'));
    await screen.findByTestId('rule-picker-dialog');
    expect(screen.getByText('模板')).toBeInTheDocument();
    expect(screen.getByText('业务分类')).toBeInTheDocument();
    for (const header of ['业务名称', '业务编码', '流水起始']) expect(screen.getByText(header)).toBeInTheDocument();
    await screen.findByText('请假单');
    const first = queries.at(-1) as URLSearchParams;
    expect(Object.fromEntries(first)).toMatchObject({ currentPage: '1', pageSize: '10', sort: 'desc', categoryId: '' });
    fireEvent.click(await screen.findByText('港口业务'));
    await waitFor(() => expect(queries.at(-1)?.get('categoryId')).toBe('biz-port'));
    fireEvent.change(screen.getByTestId('rule-picker-keyword'), { target: { value: '请假' } });
    fireEvent.click(screen.getByTestId('rule-picker-search'));
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe('请假'));
    // nothing chosen: Confirm does nothing
    fireEvent.click(screen.getByTestId('rule-picker-confirm'));
    expect(screen.getByTestId('rule-picker-dialog')).toBeInTheDocument();
    expect(rendered.changes).toEqual([]);
    fireEvent.click(screen.getAllByTestId('rule-picker-row')[0] as HTMLElement);
    fireEvent.click(screen.getByTestId('rule-picker-confirm'));
    await waitFor(() => expect(rendered.changes.at(-1)).toBe('leave'));
    expect(fieldText()).toBe('leave');
  });

  it("'Add' opens the rule form (in the chosen category) and the list is read again after saving", async () => {
    const queries = serveRules();
    renderWidget(BillRulePickerWidget, { value: '', schema: { type: 'string' } });
    fireEvent.click(screen.getByTestId('picker-field-input'));
    await screen.findByText('请假单');
    fireEvent.click(await screen.findByText('港口业务'));
    await waitFor(() => expect(queries.at(-1)?.get('categoryId')).toBe('biz-port'));
    const before = queries.length;
    fireEvent.click(screen.getByTestId('rule-picker-add'));
    // the rule form's code loads lazily on first opening: give it time on a busy machine
    const form = await screen.findByTestId('entity-dialog', {}, { timeout: 10_000 });
    const input = (name: string) => form.querySelector(`#root_${name}`) as HTMLInputElement;
    fireEvent.change(input('fullName'), { target: { value: '出库单' } });
    fireEvent.change(input('enCode'), { target: { value: 'out' } });
    fireEvent.change(input('prefix'), { target: { value: 'CK' } });
    fireEvent.change(input('digit'), { target: { value: '4' } });
    fireEvent.change(input('startNumber'), { target: { value: '1' } });
    const dateFormat = within(form)
      .getAllByRole('combobox')
      .find((box) => box.id === 'root_dateFormat' || box.getAttribute('aria-labelledby')?.includes('root_dateFormat'));
    fireEvent.mouseDown(dateFormat as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'yyyyMMdd' }));
    fireEvent.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByTestId('entity-dialog')).not.toBeInTheDocument());
    await screen.findByText('出库单');
    expect(queries.length).toBeGreaterThan(before);
  });
});
