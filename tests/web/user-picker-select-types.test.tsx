import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http } from 'msw';
import { md5 } from 'hash-wasm';
import { setUpInProcessServer } from './in-process-server.ts';
import { renderWidget, selectedNames } from './pickers/picker-kit.tsx';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../src/crud/page-registry.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { Language, WidgetDefinition } from '../../src/form-runtime/widget-contract.ts';
import { pickerWidgets } from '../../src/features/pickers/form-runtime-widgets.ts';
import { UserPickerWidget } from '../../src/features/pickers/user-picker-widget.tsx';
import { userConditionOf } from '../../src/features/pickers/user-selection.ts';

// The real app answers every call (demo data); staff, who holds no user-management right, is signed in.
const { server, forward } = setUpInProcessServer();
let token = '';
beforeAll(async () => {
  const response = await fetch(`${window.location.origin}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'staff', password: await md5('Portside2026'), grant_type: 'password' }).toString(),
  });
  token = ((await response.json()) as { data: { token: string } }).data.token;
});
beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN', apiBase: window.location.origin });
  resetSession();
  storageSet('language', 'zh');
  setToken(token);
  setSessionToken(token);
});

/** Keeps each question the picker asks UserCondition; the real app answers it. */
function watchCondition() {
  const asked: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/permission/Users/UserCondition', async ({ request }) => {
      asked.push((await request.clone().json()) as Record<string, unknown>);
      return forward(request);
    }),
  );
  return asked;
}

/** The ids of the users the open picker offers, in its order. */
const offered = () => screen.queryAllByTestId('picker-user').map((element) => element.getAttribute('data-node-id'));

const userSelect = pickerWidgets.find((definition) => definition.key === 'userSelect') as WidgetDefinition;

/** The runtime's userSelect in a form holding `formData`, keeping every value it writes. */
function renderUserSelect(
  item: Partial<FormItem> & { props: Record<string, unknown> },
  options: { value?: unknown; formData?: Record<string, unknown>; language?: Language } = {},
) {
  const changes: unknown[] = [];
  const { Edit } = userSelect;
  function Host() {
    const [value, setValue] = useState<unknown>(options.value ?? null);
    return (
      <Edit
        item={{ key: 'userSelect', field: 'approver', ...item }}
        id="approver"
        value={value}
        size="default"
        language={options.language ?? 'zh'}
        formData={options.formData}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
      <Host />
    </AdminContext>,
  );
  return changes;
}

const open = async () => {
  fireEvent.click(screen.getByTestId('picker-field-input'));
  await screen.findByTestId('picker-dialog');
};
const user = (id: string) => screen.getAllByTestId('picker-user').find((element) => element.getAttribute('data-node-id') === id) as HTMLElement;
const NONE = { departIds: [], positionIds: [], userIds: [], roleIds: [], groupIds: [] };

describe('user picker selection types (spec lowcode §4, §5 "Pickers"; contract §7.2 userSelect)', () => {
  it('custom: only the users of the listed departments, positions, users, roles and groups, as one list; a user chosen twice counts once', async () => {
    const asked = watchCondition();
    const changes = renderUserSelect({
      props: {
        multiple: true,
        selectType: 'custom',
        ableDepIds: ['org-ops'],
        ablePosIds: ['pos-terminal-manager'],
        ableUserIds: ['user-tourist'],
        ableRoleIds: ['role-admin'],
        ableGroupIds: ['grp-none'],
      },
    });
    await open();
    await waitFor(() => expect(offered()).toHaveLength(4));
    expect([...offered()].sort()).toEqual(['user-admin', 'user-manager', 'user-staff', 'user-tourist']);
    expect(asked[0]).toEqual({
      departIds: ['org-ops'],
      positionIds: ['pos-terminal-manager'],
      userIds: ['user-tourist'],
      roleIds: ['role-admin'],
      groupIds: ['grp-none'],
      keyword: '',
      currentPage: 1,
      pageSize: 10,
    });
    // no tabs: the whole organisation is not offered
    expect(screen.queryByTestId('picker-tab-all')).not.toBeInTheDocument();
    expect(screen.queryByText('港口集团')).not.toBeInTheDocument();
    fireEvent.click(user('user-staff'));
    fireEvent.click(user('user-staff'));
    fireEvent.click(user('user-tourist'));
    expect(selectedNames()).toEqual(['李操作/staff', '游客/tourist']);
    fireEvent.change(screen.getByTestId('picker-keyword'), { target: { value: '王经' } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ keyword: '王经', currentPage: 1 }));
    await waitFor(() => expect(offered()).toEqual(['user-manager']));
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(changes.at(-1)).toEqual(['user-staff', 'user-tourist']));
  });

  it.each([
    ['dep', 'ableDepIds', 'departIds', ['org-ops', 'org-public'], ['user-staff', 'user-tourist']],
    ['pos', 'ablePosIds', 'positionIds', ['pos-operator', 'pos-it-head'], ['user-admin', 'user-staff']],
    ['role', 'ableRoleIds', 'roleIds', ['role-company-admin', 'role-tourist'], ['user-manager', 'user-tourist']],
    ['group', 'ableGroupIds', 'groupIds', ['grp-duty'], ['user-admin', 'user-manager']],
  ] as const)('%s: the users of the ids in the related field, or of %s without one', async (selectType, setting, key, ids, users) => {
    const asked = watchCondition();
    renderUserSelect({ props: { selectType, relationField: 'chosen', [setting]: ['ignored'] } }, { formData: { chosen: [...ids] } });
    await open();
    await waitFor(() => expect(offered()).toHaveLength(users.length));
    expect([...offered()].sort()).toEqual(users);
    expect(asked[0]).toMatchObject({ ...NONE, [key]: ids });
    expect(userConditionOf({ selectType, [setting]: ['x', 'y'] })).toEqual({ ...NONE, [key]: ['x', 'y'] });
  });

  it('an organisation path in the related field counts by its last id; a restriction listing nobody asks nothing', async () => {
    expect(userConditionOf({ selectType: 'dep', relationField: 'org' }, { org: [['g', 'ops']] })).toEqual({ ...NONE, departIds: ['ops'] });
    expect(userConditionOf({ selectType: 'all', ableDepIds: ['x'] })).toBeNull();
    const asked = watchCondition();
    renderUserSelect({ props: { selectType: 'custom' } });
    await open();
    await waitFor(() => expect(screen.getByTestId('picker-user-list')).toHaveTextContent('暂无数据'));
    expect(asked).toEqual([]);
  });

  it('all (the default): the organisation tree and the tabs', async () => {
    const asked = watchCondition();
    renderUserSelect({ props: {} });
    await open();
    expect(screen.getByTestId('picker-tab-all')).toBeInTheDocument();
    await screen.findByText('港口集团');
    expect(asked).toEqual([]);
  });

  it("a required picker refuses an empty Confirm with '请选择审批人', or its own title", async () => {
    const changes = renderUserSelect({ required: true, props: {} });
    await open();
    fireEvent.click(screen.getByTestId('picker-confirm'));
    expect(screen.getByTestId('picker-required')).toHaveTextContent('请选择审批人');
    expect(screen.getByTestId('picker-dialog')).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('names its own title, in the user’s language', async () => {
    renderUserSelect({ required: true, props: { title: { zh: '负责人', 'zh-TW': '負責人', en: 'owner' } } });
    await open();
    fireEvent.click(screen.getByTestId('picker-confirm'));
    expect(screen.getByTestId('picker-required')).toHaveTextContent('请选择负责人');
  });

  it('says it in English too', async () => {
    await i18nProvider.changeLocale('en');
    renderUserSelect({ required: true, props: {} }, { language: 'en' });
    await open();
    fireEvent.click(screen.getByTestId('picker-confirm'));
    expect(screen.getByTestId('picker-required')).toHaveTextContent('Please select approver');
  });

  it('a picker that is not required confirms an empty choice as an empty value', async () => {
    const changes = renderUserSelect({ props: {} }, { value: 'user-staff' });
    await waitFor(() => expect((screen.getByTestId('picker-field-input') as HTMLInputElement).value).toBe('李操作/staff'));
    await open();
    fireEvent.click(screen.getByTestId('picker-clear-list'));
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(changes).toEqual([null]));
  });

  it('the rjsf user picker takes the same restriction from ui:options', async () => {
    const asked = watchCondition();
    renderWidget(UserPickerWidget, { value: '', schema: { type: 'string' }, options: { selectType: 'role', ableRoleIds: ['role-staff'] } });
    await open();
    await waitFor(() => expect(offered()).toHaveLength(2));
    expect([...offered()].sort()).toEqual(['user-manager-sub', 'user-staff']);
    expect(asked[0]).toMatchObject({ ...NONE, roleIds: ['role-staff'] });
  });

  it('offers every picker of the spec to the registry, each with gallery examples', () => {
    expect(pickerWidgets.map((definition) => definition.key)).toEqual(['userSelect', 'depSelect', 'posSelect', 'roleSelect', 'groupSelect', 'comSelect']);
    for (const definition of pickerWidgets) {
      expect(definition.holdsValue).toBe(true);
      expect(definition.examples?.length).toBeGreaterThan(0);
      for (const example of definition.examples ?? [])
        expect(example.label).toMatchObject({ zh: expect.any(String), 'zh-TW': expect.any(String), en: expect.any(String) });
    }
  });
});
