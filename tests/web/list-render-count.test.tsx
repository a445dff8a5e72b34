import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { resources } from '../../src/crud/page-registry.ts';
import { EntityListPage } from '../../src/crud/entity-list-page.tsx';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import type { EntityRecord } from '../../src/lib/data/entity-resource.ts';
import type { ListPageExtension } from '../../src/crud/list-page-extension.ts';

/**
 * Issue 17: the list page's rows are memoised. A key press in the keyword box draws no row again,
 * and a re-sort draws each row once for the new data (not again for the sort state and the
 * loading flag). Rows are counted through the page's cell hook: a row's cells are drawn exactly
 * when the row is.
 */
const position = resources.position;
if (!position) throw new Error('no position resource');

const ROWS = 30;
const records: EntityRecord[] = Array.from({ length: ROWS }, (_, index) => ({
  id: `p${index}`,
  department: `港务${index % 3}部`,
  fullName: `岗位${String((index * 7 + 5) % ROWS).padStart(2, '0')}`,
  enCode: `POS-${index}`,
  type: '作业岗',
  enabledMark: index % 4 === 0 ? 0 : 1,
  sortCode: index,
}));

interface ListParams {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: string };
}

/** The rows from memory, sorted and paged as the server would. */
const dataProvider = {
  getList: async (_resource: string, { pagination, sort }: ListParams) => {
    const sign = sort.order === 'DESC' ? -1 : 1;
    const sorted = [...records].sort((a, b) =>
      String(a[sort.field]) < String(b[sort.field]) ? -sign : String(a[sort.field]) > String(b[sort.field]) ? sign : 0,
    );
    const start = (pagination.page - 1) * pagination.perPage;
    return { data: sorted.slice(start, start + pagination.perPage), total: sorted.length };
  },
  getOne: async (_resource: string, { id }: { id: string }) => ({ data: records.find((row) => row.id === id) }),
} as unknown as DataProvider;

/** How many times each row was drawn, by id. */
const draws = new Map<string, number>();
const extension: ListPageExtension = {
  perPage: 50,
  cellOf: (column) => (row) => {
    if (column.name === 'fullName') draws.set(row.id, (draws.get(row.id) ?? 0) + 1);
    return String(row[column.name] ?? '');
  },
};

beforeAll(() => registerFormRuntime());
beforeEach(async () => {
  draws.clear();
  await i18nProvider.changeLocale('zh');
});

async function renderList() {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <EntityListPage resource={position as NonNullable<typeof position>} extension={extension} />
    </AdminContext>,
  );
  await waitFor(() => expect(screen.getAllByTestId('entity-row')).toHaveLength(ROWS));
  // whatever the first data's arrival drew settles before counting
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  draws.clear();
}

const firstName = () => within(screen.getAllByTestId('entity-row')[0]).getByText(/^岗位/).textContent;

describe('the list page draws its rows only when their data changes (issue 17)', () => {
  it('a key press in the keyword box draws no row', async () => {
    await renderList();
    const box = screen.getByTestId('entity-keyword');
    fireEvent.keyDown(box, { key: '1' });
    fireEvent.change(box, { target: { value: '1' } });
    fireEvent.change(box, { target: { value: '12' } });
    expect(box).toHaveValue('12');
    expect([...draws.values()].reduce((sum, count) => sum + count, 0)).toBe(0);
  });

  it('a re-sort draws each row at most once, for the new data', async () => {
    await renderList();
    const before = firstName();
    fireEvent.click(within(screen.getByRole('columnheader', { name: '岗位名称' })).getByRole('button'));
    await waitFor(() => expect(firstName()).not.toBe(before), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(firstName()).toBe('岗位00');
    // a row whose record and place stay the same is not drawn at all
    expect(draws.size).toBeGreaterThan(ROWS / 2);
    expect(Math.max(...draws.values())).toBe(1);
  });
});
