import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { ok, renderWidget, selectedNames, setUpPickerTests } from './pickers/picker-kit.tsx';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../src/crud/page-registry.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { Language, WidgetDefinition } from '../../src/form-runtime/widget-contract.ts';
import { pickerWidgets } from '../../src/features/pickers/form-runtime-widgets.ts';
import { UserPickerWidget } from '../../src/features/pickers/user-picker-widget.tsx';
import { userConditionOf } from '../../src/features/pickers/user-selection.ts';

const server = setUpPickerTests();

const person = (i: number) => ({ id: `u${i}`, realName: `用户${i}`, account: `user${i}` });

/** UserCondition answers the users it is asked for, 10 at a time, and keeps each question. */
function serveCondition(count = 3) {
  const asked: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/permission/Users/UserCondition', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown> & { currentPage: number; pageSize: number; keyword: string };
      asked.push(body);
      const all = Array.from({ length: count }, (_, i) => person(i)).filter((user) => !body.keyword || user.realName.includes(body.keyword));
      const page = all.slice((body.currentPage - 1) * body.pageSize, body.currentPage * body.pageSize);
      return HttpResponse.json(ok({ list: page, pagination: { currentPage: body.currentPage, pageSize: body.pageSize, total: all.length } }));
    }),
    http.post('/api/permission/Users/getUserList', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: string[] };
      return HttpResponse.json(ok({ list: ids.map((id) => ({ id, fullName: `用户${id.slice(1)}/user${id.slice(1)}`, type: 'user' })) }));
    }),
    http.post('/api/permission/Users/ImUser/Selector/:organizeId', () =>
      HttpResponse.json(ok({ list: [{ id: 'org', fullName: '港口集团', type: 'company', isLeaf: false }], pagination: { total: 0 } })),
    ),
  );
  return asked;
}

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
    const asked = serveCondition(3);
    const changes = renderUserSelect({
      props: {
        multiple: true,
        selectType: 'custom',
        ableDepIds: ['org-ops'],
        ablePosIds: ['pos-a'],
        ableUserIds: ['u9'],
        ableRoleIds: ['role-x'],
        ableGroupIds: ['grp-duty'],
      },
    });
    await open();
    await waitFor(() => expect(screen.getAllByTestId('picker-user')).toHaveLength(3));
    expect(asked[0]).toEqual({
      departIds: ['org-ops'],
      positionIds: ['pos-a'],
      userIds: ['u9'],
      roleIds: ['role-x'],
      groupIds: ['grp-duty'],
      keyword: '',
      currentPage: 1,
      pageSize: 10,
    });
    // no tabs: the whole organisation is not offered
    expect(screen.queryByTestId('picker-tab-all')).not.toBeInTheDocument();
    expect(screen.queryByText('港口集团')).not.toBeInTheDocument();
    fireEvent.click(user('u1'));
    fireEvent.click(user('u1'));
    fireEvent.click(user('u2'));
    expect(selectedNames()).toEqual(['用户1/user1', '用户2/user2']);
    fireEvent.change(screen.getByTestId('picker-keyword'), { target: { value: '用户0' } });
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ keyword: '用户0', currentPage: 1 }));
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(changes.at(-1)).toEqual(['u1', 'u2']));
  });

  it.each([
    ['dep', 'ableDepIds', 'departIds'],
    ['pos', 'ablePosIds', 'positionIds'],
    ['role', 'ableRoleIds', 'roleIds'],
    ['group', 'ableGroupIds', 'groupIds'],
  ] as const)('%s: the users of the ids in the related field, or of %s without one', async (selectType, setting, key) => {
    const asked = serveCondition(1);
    renderUserSelect({ props: { selectType, relationField: 'chosen', [setting]: ['ignored'] } }, { formData: { chosen: ['a', 'b'] } });
    await open();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ ...NONE, [key]: ['a', 'b'] });
    expect(userConditionOf({ selectType, [setting]: ['x', 'y'] })).toEqual({ ...NONE, [key]: ['x', 'y'] });
  });

  it('an organisation path in the related field counts by its last id; a restriction listing nobody asks nothing', async () => {
    expect(userConditionOf({ selectType: 'dep', relationField: 'org' }, { org: [['g', 'ops']] })).toEqual({ ...NONE, departIds: ['ops'] });
    expect(userConditionOf({ selectType: 'all', ableDepIds: ['x'] })).toBeNull();
    const asked = serveCondition(1);
    renderUserSelect({ props: { selectType: 'custom' } });
    await open();
    await waitFor(() => expect(screen.getByTestId('picker-user-list')).toHaveTextContent('暂无数据'));
    expect(asked).toEqual([]);
  });

  it('all (the default): the organisation tree and the tabs', async () => {
    const asked = serveCondition(1);
    renderUserSelect({ props: {} });
    await open();
    expect(screen.getByTestId('picker-tab-all')).toBeInTheDocument();
    await screen.findByText('港口集团');
    expect(asked).toEqual([]);
  });

  it("a required picker refuses an empty Confirm with '请选择审批人', or its own title", async () => {
    serveCondition(1);
    const changes = renderUserSelect({ required: true, props: {} });
    await open();
    fireEvent.click(screen.getByTestId('picker-confirm'));
    expect(screen.getByTestId('picker-required')).toHaveTextContent('请选择审批人');
    expect(screen.getByTestId('picker-dialog')).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('names its own title, in the user’s language', async () => {
    serveCondition(1);
    renderUserSelect({ required: true, props: { title: { zh: '负责人', 'zh-TW': '負責人', en: 'owner' } } });
    await open();
    fireEvent.click(screen.getByTestId('picker-confirm'));
    expect(screen.getByTestId('picker-required')).toHaveTextContent('请选择负责人');
  });

  it('says it in English too', async () => {
    await i18nProvider.changeLocale('en');
    serveCondition(1);
    renderUserSelect({ required: true, props: {} }, { language: 'en' });
    await open();
    fireEvent.click(screen.getByTestId('picker-confirm'));
    expect(screen.getByTestId('picker-required')).toHaveTextContent('Please select approver');
  });

  it('a picker that is not required confirms an empty choice as an empty value', async () => {
    serveCondition(1);
    const changes = renderUserSelect({ props: {} }, { value: 'u1' });
    await open();
    fireEvent.click(screen.getByTestId('picker-clear-list'));
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(changes).toEqual([null]));
  });

  it('the rjsf user picker takes the same restriction from ui:options', async () => {
    const asked = serveCondition(2);
    renderWidget(UserPickerWidget, { value: '', schema: { type: 'string' }, options: { selectType: 'role', ableRoleIds: ['role-staff'] } });
    await open();
    await waitFor(() => expect(screen.getAllByTestId('picker-user')).toHaveLength(2));
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
