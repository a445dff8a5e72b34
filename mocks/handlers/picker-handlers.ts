import { http } from 'msw';
import { Ajv } from 'ajv';
import { mockState } from '../store/mock-store.ts';
import { languageOfRequest, ok, refuse, session } from './mock-envelope.ts';
import { validationMessage } from '../../server/http/validation-message.ts';
import { belongsTo, departmentTree, groupTree, namedUser, organisationLevelNode, positionTree, roleTree, userListBody, userNode, userSelectorBody } from '../../server/permission/picker-trees.ts';

/**
 * The msw twins of the pickers' selector endpoints (server/permission/picker-selector-routes.ts
 * and im-user-selector-routes.ts): the same trees from the same builders, over the mock store.
 * Any signed-in user may read them, as on the server. They come before the generated handlers,
 * whose /api/permission/Position/:id would otherwise answer /Position/Selector.
 */
type Row = { id: string } & Record<string, unknown>;

const rows = (table: string): Row[] => mockState.tables.get(table) ?? [];
const bySortCode = (a: Row, b: Row) => Number(a.sortCode ?? 0) - Number(b.sortCode ?? 0) || a.id.localeCompare(b.id);
const enabled = (table: string): Row[] => rows(table).filter((row) => row.enabledMark === 1).sort(bySortCode);
const text = (value: unknown) => (value === undefined || value === null ? null : String(value));

const organisations = () => enabled('base_organize').map((row) => ({ id: row.id, parentId: text(row.parentId), fullName: text(row.fullName), enCode: text(row.enCode), type: text(row.type) }));

// The server's body schemas, checked as Fastify checks them (its default coercion), refused with the same words.
const ajv = new Ajv({ coerceTypes: 'array', allErrors: false, strict: false });
const validSelectorBody = ajv.compile<{ keyword?: string; currentPage?: number; pageSize?: number }>(userSelectorBody);
const validUserListBody = ajv.compile<{ ids?: string[]; userId?: string[] }>(userListBody);

const readBody = async (request: Request): Promise<unknown> => {
  try {
    return (await request.json()) ?? {};
  } catch {
    return {};
  }
};

export const pickerHandlers = [
  http.get('/api/permission/Organize/Department/Selector/:id', ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    return ok({ list: departmentTree(organisations(), String(params.id)) });
  }),

  http.get('/api/permission/Position/Selector', ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const positions = enabled('base_position').map((row) => ({ id: row.id, organizeId: text(row.organizeId), fullName: text(row.fullName), enCode: text(row.enCode) }));
    return ok({ list: positionTree(organisations(), positions) });
  }),

  http.get('/api/permission/Role/Selector', ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const roles = enabled('base_role').map((row) => ({ id: row.id, fullName: text(row.fullName), enCode: text(row.enCode), globalMark: Number(row.globalMark ?? 0), organizeIdsTree: row.organizeIdsTree }));
    return ok({ list: roleTree(organisations(), roles, request.headers.get('accept-language') ?? undefined) });
  }),

  http.get('/api/permission/Group/Selector', ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const groupType = rows('base_dictionary_type').find((row) => row.enCode === 'groupType');
    const types = rows('base_dictionary_data')
      .filter((row) => groupType && row.dictionaryTypeId === groupType.id)
      .sort(bySortCode)
      .map((row) => ({ id: row.id, fullName: text(row.fullName) }));
    const groups = enabled('base_group').map((row) => ({ id: row.id, type: text(row.type), fullName: text(row.fullName), enCode: text(row.enCode) }));
    return ok(groupTree(types, groups));
  }),

  http.post('/api/permission/Users/ImUser/Selector/:organizeId', async ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const body = await readBody(request);
    if (!validSelectorBody(body)) return refuse(validationMessage(validSelectorBody.errors?.[0], languageOfRequest(request), undefined, body));
    const parentId = params.organizeId === '0' ? '-1' : String(params.organizeId);
    const keyword = body.keyword?.trim() ?? '';
    const currentPage = body.currentPage ?? 1;
    const pageSize = body.pageSize ?? 10;
    const named = (row: Row) => !keyword || String(row.account ?? '').includes(keyword) || String(row.realName ?? '').includes(keyword);
    // With a keyword under '0' every organisation is searched; otherwise only the one given.
    const inPlace = (row: Row) => (keyword && parentId === '-1') || belongsTo(text(row.organizeId), parentId);
    const users = rows('base_user')
      .filter((row) => row.enabledMark === 1 && named(row) && inPlace(row))
      .sort((a, b) => Number(a.sortCode ?? 0) - Number(b.sortCode ?? 0) || String(a.account ?? '').localeCompare(String(b.account ?? '')));
    const departmentOf = (row: Row) => text(rows('base_organize').find((organize) => organize.id === row.organizeId)?.fullName);
    const userNodes = users
      .slice((currentPage - 1) * pageSize, currentPage * pageSize)
      .map((row) => userNode({ id: row.id, account: text(row.account), realName: text(row.realName), headIcon: text(row.headIcon), department: departmentOf(row) }));
    // Organisations come first, on the first page of a level only.
    const levels = keyword || currentPage > 1 ? [] : organisations().filter((row) => row.parentId === parentId).map(organisationLevelNode);
    return ok({ list: [...levels, ...userNodes], pagination: { currentPage, pageSize, total: users.length } });
  }),

  http.post('/api/permission/Users/getUserList', async ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const body = await readBody(request);
    if (!validUserListBody(body)) return refuse(validationMessage(validUserListBody.errors?.[0], languageOfRequest(request), undefined, body));
    const ids = [...new Set([...(body.ids ?? []), ...(body.userId ?? [])])];
    // In the order asked, unknown ids left out.
    const list = ids.flatMap((id) => {
      const row = rows('base_user').find((candidate) => candidate.id === id);
      return row ? [namedUser({ id: row.id, account: text(row.account), realName: text(row.realName), headIcon: text(row.headIcon) })] : [];
    });
    return ok({ list });
  }),
];
