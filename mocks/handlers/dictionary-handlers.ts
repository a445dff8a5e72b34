import { http } from 'msw';
import { mockState } from '../store/mock-store.ts';
import { fail, ok, session } from './mock-envelope.ts';
import { toTree } from '../../server/menu/to-tree.ts';
import { withAncestors, withoutSubtree } from '../../server/menu/tree-filters.ts';

type Row = { id: string; parentId: string | null; [key: string]: unknown };

const nest = (list: Row[]) => toTree(list);

const rows = (table: string) => (mockState.tables.get(table) ?? []) as Row[];
const bySort = (a: Row, b: Row) => Number(a.sortCode ?? 0) - Number(b.sortCode ?? 0);

/** The msw twin of server/system/dictionary-routes.ts: the dictionary reads beyond CRUD. */
export const dictionaryHandlers = [
  http.get('/api/system/DictionaryData/All', ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const items = rows('base_dictionary_data').filter((row) => row.enabledMark === 1).sort(bySort);
    const list = rows('base_dictionary_type')
      .sort(bySort)
      .map((type) => {
        const mine = items.filter((row) => row.dictionaryTypeId === type.id);
        const dictionaryList =
          type.isTree === 1
            ? nest(mine.map((row) => ({ id: row.id, fullName: row.fullName, enCode: row.enCode, parentId: row.parentId })))
            : mine.map((row) => ({ id: row.id, fullName: row.fullName, enCode: row.enCode }));
        return { id: type.id, enCode: type.enCode, isTree: type.isTree, dictionaryList };
      });
    return ok({ list });
  }),
  http.get('/api/system/DictionaryData/:typeId', ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const query = new URL(request.url).searchParams;
    const keyword = (query.get('keyword') ?? '').trim();
    const all = rows('base_dictionary_data').filter((row) => row.dictionaryTypeId === params.typeId).sort(bySort);
    const matches = keyword ? all.filter((row) => String(row.fullName).includes(keyword) || String(row.enCode).includes(keyword)) : all;
    const shape = (row: Row) => ({ id: row.id, parentId: row.parentId, fullName: row.fullName, enCode: row.enCode, enabledMark: row.enabledMark, sortCode: row.sortCode });
    if (query.get('isTree') === '1') return ok({ list: nest(withAncestors(all, matches).map(shape)) });
    return ok({ list: matches.map((row) => ({ ...shape(row), icon: '' })) });
  }),
  http.get('/api/system/DictionaryData/:typeId/Selector/:id', ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const type = rows('base_dictionary_type').find((row) => row.id === params.typeId);
    if (!type) return fail(request, 'recordNotFound');
    const all = rows('base_dictionary_data').filter((row) => row.dictionaryTypeId === type.id).sort(bySort);
    const children = nest(withoutSubtree(all, String(params.id)).map((row) => ({ id: row.id, parentId: row.parentId, fullName: row.fullName })));
    return ok({ list: [{ id: '0', parentId: '-1', fullName: type.fullName, hasChildren: children.length > 0, children }] });
  }),
  http.get('/api/system/DictionaryType/Selector/:id', ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const list = rows('base_dictionary_type').filter((row) => row.id !== params.id).sort(bySort);
    return ok({ list: nest(list.map(({ id, parentId, fullName, enCode, isTree, sortCode }) => ({ id, parentId, fullName, enCode, isTree, sortCode }))) });
  }),
];
