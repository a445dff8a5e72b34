import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import type { TestApp } from '../server/helpers/test-app.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { request } from '../../src/lib/request/request.ts';
import { loadCurrentUser, sessionStore, setSessionToken } from '../../src/lib/auth/session-store.ts';
import { setToken } from '../../src/lib/storage/jnpf-storage.ts';
import { buildMenuRoutes, type MenuRoute } from '../../src/lib/routes/menu-routes.ts';
import { pageScreenOf } from '../../src/app/page-table.tsx';
import { resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';

/**
 * Online designs for the type-3 page tests (tests/web/online-form-page.test.tsx): JNPF 3.4 field and
 * column objects as the designer saves them (contract §7.2, §7.3), a design created and released
 * through /api/visualdev/Base as the signed-in administrator, and its menu's route rendered by the
 * app's page table.
 */

export type Json = Record<string, unknown>;

export function field(table: string, jnpfKey: string, vModel: string, label: string, formId: number, extra: { config?: Json; props?: Json } = {}): Json {
  return {
    __config__: {
      jnpfKey,
      label,
      formId,
      tableName: table,
      layout: 'colFormItem',
      span: 24,
      showLabel: true,
      visibility: ['pc', 'app'],
      regList: [],
      ...extra.config,
    },
    __vModel__: vModel,
    clearable: true,
    ...extra.props,
  };
}

export const column = (prop: string, label: string, jnpfKey: string, align = 'left'): Json => ({
  prop,
  label,
  jnpfKey,
  fixed: 'none',
  align,
  sortable: true,
  width: null,
});

export const ROW_BUTTONS = [{ value: 'edit' }, { value: 'remove' }, { value: 'detail' }];

export interface DesignInput {
  fullName: string;
  enCode: string;
  table: string;
  webType?: number;
  fields: Json[];
  columnData?: Json;
  formData?: Json;
}

export async function signIn(account: string): Promise<void> {
  const login = await request<{ token: string }>({ url: '/api/oauth/Login', method: 'POST', form: true, data: { account, password: md5Hex('Portside2026') } });
  setToken(login.data?.token ?? '');
  setSessionToken(login.data?.token ?? '');
  await loadCurrentUser('/');
}

/** Calls the real app as the signed-in user and answers the envelope's data. */
export async function call<T>(url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', data?: unknown): Promise<T> {
  return (await request<T>({ url, method, data })).data as T;
}

/** Creates the design, releases it to a Web directory as a type-3 menu, adds `records` through the runtime route, and answers its id. */
export async function releaseDesign(app: TestApp, input: DesignInput, records: Json[] = []): Promise<string> {
  await call('/api/visualdev/Base', 'POST', {
    fullName: input.fullName,
    enCode: input.enCode,
    category: 'wd-container',
    type: 1,
    webType: input.webType ?? 2,
    dbLinkId: '0',
    tables: JSON.stringify([{ table: input.table, tableName: input.fullName, typeId: '1', relationTable: '', relationField: '', tableField: '', fields: [] }]),
    formData: JSON.stringify({
      formRef: 'elForm',
      formModel: 'dataForm',
      labelPosition: 'right',
      labelWidth: 100,
      popupType: 'general',
      gutter: 15,
      span: 24,
      ...input.formData,
      fields: input.fields,
    }),
    columnData: input.columnData ? JSON.stringify(input.columnData) : '',
  });
  const found = await call<{ list: { id: string; enCode: string }[] }>('/api/visualdev/Base', 'GET', { keyword: input.enCode, currentPage: 1, pageSize: 20 });
  const id = found.list.find((row) => row.enCode === input.enCode)?.id;
  if (!id) throw new Error(`design ${input.enCode} was not created`);
  const directory = await app.services.db.selectFrom('base_module').select('id').where('type', '=', 1).where('category', '=', 'Web').executeTakeFirstOrThrow();
  await call(`/api/visualdev/Base/${id}/Actions/Release`, 'POST', { pc: 1, pcModuleParentId: directory.id });
  for (const record of records) await call(`/api/visualdev/OnlineDev/${id}`, 'POST', { data: JSON.stringify(record) });
  return id;
}

/** The type-3 route the signed-in user's menu has for the design (src/lib/routes/menu-routes.ts). */
export function routeOfDesign(designId: string): MenuRoute {
  const built = buildMenuRoutes(sessionStore.getSnapshot().menuList, { token: 'bearer x', dataV: '', origin: window.location.origin });
  const found = built.routes.find((candidate) => candidate.component === 'dynamicModel' && candidate.meta.relationId === designId);
  if (!found) throw new Error('the released design has no type-3 route in the menu');
  return found;
}

/** Renders what the app's page table shows for the route, and waits for `ready` (a test id). */
export async function renderRoute(route: MenuRoute, ready = 'entity-row'): Promise<void> {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
      <Suspense fallback={null}>{pageScreenOf(route, {}).element}</Suspense>
    </AdminContext>,
  );
  await screen.findAllByTestId(ready, undefined, { timeout: 10000 });
}

export const rowTexts = (): string[] => screen.queryAllByTestId('entity-row').map((row) => row.textContent ?? '');
export const rowOf = (text: string): HTMLElement => screen.getAllByTestId('entity-row').find((row) => row.textContent?.includes(text)) as HTMLElement;
