import { http } from 'msw';
import { Ajv } from 'ajv';
import { moduleItemEntity } from '../../server/generated/module-item.ts';
import { validationMessage } from '../../server/http/validation-message.ts';
import { translate } from '../../server/i18n/language.ts';
import { mockState } from '../store/mock-store.ts';
import { fail, languageOfRequest, ok, refuse, session } from './mock-envelope.ts';
import { permitted } from './entity-handlers.ts';

type Item = { id: string; moduleId: string; kind: string; fullName: string; enCode: string } & Record<string, unknown>;

/** The three path families over one table (contract §3), and the kind each stands for. */
const FAMILIES = [
  ['ModuleButton', 'button'],
  ['ModuleColumn', 'column'],
  ['ModuleForm', 'form'],
] as const;

// The same validator options the server gives Fastify, so both coerce and refuse alike.
const ajv = new Ajv({ coerceTypes: true, allErrors: false, strict: false });
const validateItem = ajv.compile(moduleItemEntity.bodySchema);
const validateBatch = ajv.compile({ type: 'object', required: ['list'], properties: { list: { type: 'array', maxItems: 200, items: moduleItemEntity.bodySchema } } });
const writable = Object.keys(moduleItemEntity.bodySchema.properties as object).filter((name) => name !== 'kind');
const pick = (body: Record<string, unknown>) => Object.fromEntries(writable.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
let serial = 0;
const newId = () => `${Date.now()}${String((serial += 1)).padStart(6, '0')}`;
const items = (): Item[] => {
  if (!mockState.tables.has('base_module_item')) mockState.tables.set('base_module_item', []);
  return mockState.tables.get('base_module_item') as Item[];
};
const byOrder = (a: Item, b: Item) => Number(a.sortCode ?? 0) - Number(b.sortCode ?? 0) || Number(a.creatorTime ?? 0) - Number(b.creatorTime ?? 0);

/**
 * The msw twin of a menu's buttons, columns and form fields (server/system/module-item-routes.ts):
 * the same paths per family, validation, uniqueness within one menu and kind, all-or-nothing
 * batches and the state toggle, over the one mock store.
 */
export const moduleItemHandlers = FAMILIES.flatMap(([family, kind]) => {
  const base = `/api/system/${family}`;
  const guard = (request: Request) => {
    const found = session(request);
    if (found instanceof Response) return found;
    if (!permitted(found.userId, moduleItemEntity.permission)) return fail(request, 'noPermission', 401);
    return found;
  };
  const find = (id: unknown) => items().find((item) => item.id === id && item.kind === kind);
  /** the refusal a clash or a missing menu gets, or null */
  const clash = (request: Request, body: Record<string, unknown>, exceptId: string | null): Response | null => {
    for (const field of ['fullName', 'enCode'] as const) {
      if (items().some((item) => item.id !== exceptId && item.moduleId === body.moduleId && item.kind === kind && item[field] === body[field])) {
        return fail(request, field === 'enCode' ? 'codeNotUnique' : 'nameNotUnique');
      }
    }
    const menus = mockState.tables.get('base_module') ?? [];
    return menus.some((menu) => menu.id === body.moduleId) ? null : fail(request, 'recordNotFound');
  };
  const insert = (userId: string, body: Record<string, unknown>) =>
    items().push({ ...moduleItemEntity.defaults, ...pick(body), kind, id: newId(), creatorTime: Date.now(), creatorUserId: userId } as unknown as Item);
  const bodyOf = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;

  // FE347 lists columns and form fields at /Fields as well as /List.
  const lists = (kind === 'button' ? ['List'] : ['List', 'Fields']).map((suffix) =>
    http.get(`${base}/:moduleId/${suffix}`, ({ request, params }) => {
      const denied = guard(request);
      if (denied instanceof Response) return denied;
      const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim();
      const list = items()
        .filter((item) => item.moduleId === params.moduleId && item.kind === kind)
        .filter((item) => !keyword || item.fullName.includes(keyword) || item.enCode.includes(keyword))
        .sort(byOrder);
      return ok({ list });
    }),
  );

  return [
    ...lists,
    http.get(`${base}/:id`, ({ request, params }) => {
      const denied = guard(request);
      if (denied instanceof Response) return denied;
      const item = find(params.id);
      return item ? ok(item) : fail(request, 'recordNotFound');
    }),
    http.post(base, async ({ request }) => {
      const user = guard(request);
      if (user instanceof Response) return user;
      const body = await bodyOf(request);
      if (!validateItem(body)) return refuse(validationMessage(validateItem.errors?.[0], languageOfRequest(request), moduleItemEntity.messages, body));
      const refused = clash(request, body, null);
      if (refused) return refused;
      insert(user.userId, body);
      return ok(undefined, translate('createSuccess', languageOfRequest(request)));
    }),
    http.post(`${base}/:moduleId/Actions/Batch`, async ({ request, params }) => {
      const user = guard(request);
      if (user instanceof Response) return user;
      const body = await bodyOf(request);
      if (!validateBatch(body)) return refuse(validationMessage(validateBatch.errors?.[0], languageOfRequest(request), moduleItemEntity.messages, body));
      const list = (body.list as Record<string, unknown>[]).map((item): Record<string, unknown> => ({ ...item, moduleId: String(params.moduleId) }));
      // All or nothing: one clash refuses the batch before anything is written.
      const codes = new Set<unknown>();
      for (const item of list) {
        if (codes.has(item.enCode)) return fail(request, 'codeNotUnique');
        codes.add(item.enCode);
        const refused = clash(request, item, null);
        if (refused) return refused;
      }
      for (const item of list) insert(user.userId, item);
      return ok(undefined, translate('createSuccess', languageOfRequest(request)));
    }),
    http.put(`${base}/:id/Actions/State`, ({ request, params }) => {
      const denied = guard(request);
      if (denied instanceof Response) return denied;
      const item = find(params.id);
      if (!item) return fail(request, 'recordNotFound');
      item.enabledMark = item.enabledMark === 1 ? 0 : 1;
      return ok(undefined, translate('updateSuccess', languageOfRequest(request)));
    }),
    http.put(`${base}/:id`, async ({ request, params }) => {
      const user = guard(request);
      if (user instanceof Response) return user;
      // the body is judged before the row is looked up, as Fastify validates before the handler runs
      const body = await bodyOf(request);
      if (!validateItem(body)) return refuse(validationMessage(validateItem.errors?.[0], languageOfRequest(request), moduleItemEntity.messages, body));
      const item = find(params.id);
      if (!item) return fail(request, 'recordNotFound');
      const refused = clash(request, body, item.id);
      if (refused) return refused;
      Object.assign(item, pick(body), { lastModifyTime: Date.now(), lastModifyUserId: user.userId });
      return ok(undefined, translate('updateSuccess', languageOfRequest(request)));
    }),
    http.delete(`${base}/:id`, ({ request, params }) => {
      const denied = guard(request);
      if (denied instanceof Response) return denied;
      const item = find(params.id);
      if (!item) return fail(request, 'recordNotFound');
      // The mocks keep grants as demo data; the item leaving the store takes it out of permissionList.
      items().splice(items().indexOf(item), 1);
      return ok(undefined, translate('deleteSuccess', languageOfRequest(request)));
    }),
  ];
});
