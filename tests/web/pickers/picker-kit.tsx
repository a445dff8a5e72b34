import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { useState, type ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { registerWidget } from '../../../src/crud/widget-registry.ts';
import { DictionaryTreeSelectWidget } from '../../../src/features/dictionary/dictionary-tree-select-widget.tsx';

export const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });

/** msw refusing unknown calls, zh texts, a signed-in request client per test. */
export function setUpPickerTests() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    await i18nProvider.changeLocale('zh');
    configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
    resetSession();
    storageSet('language', 'zh');
    setToken('bearer t');
    setSessionToken('bearer t');
    registerWidget('dictionaryTreeSelect', DictionaryTreeSelectWidget);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A signed-in user (for the user picker's 'current organisation' and 'current user'). */
export async function signIn(server: ReturnType<typeof setupServer>, info: Record<string, unknown>) {
  server.use(
    http.get('/api/oauth/CurrentUser', () =>
      HttpResponse.json(
        ok({
          userInfo: { userId: 'me', userAccount: 'me', userName: '我', headIcon: '', systemIds: [], ...info },
          menuList: [{ id: 'm', enCode: 'm', fullName: 'm', type: 2, urlAddress: 'x' }],
          permissionList: [],
        }),
      ),
    ),
  );
  await loadCurrentUser('/home');
}

export interface Rendered {
  /** every value the widget wrote, in order */
  changes: unknown[];
}

/** A widget as a form renders it, holding the value it writes like rjsf does. */
export function renderWidget(
  Widget: ComponentType<WidgetProps>,
  props: { value: unknown; schema: RJSFSchema; options?: Record<string, unknown>; disabled?: boolean },
): Rendered {
  const rendered: Rendered = { changes: [] };
  function Host() {
    const [value, setValue] = useState<unknown>(props.value);
    const widgetProps = {
      id: 'field',
      name: 'field',
      label: '字段',
      value,
      schema: props.schema,
      options: props.options ?? {},
      disabled: props.disabled ?? false,
      readonly: false,
      required: false,
      autofocus: false,
      placeholder: '',
      rawErrors: [],
      onChange: (next: unknown) => {
        rendered.changes.push(next);
        setValue(next);
      },
      onBlur: () => undefined,
      onFocus: () => undefined,
      registry: {} as WidgetProps['registry'],
      formContext: {},
    } as unknown as WidgetProps;
    return <Widget {...widgetProps} />;
  }
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
      <Host />
    </AdminContext>,
  );
  return rendered;
}

/** The open picker dialog. */
export const dialog = () => within(screen.getByTestId('picker-dialog'));
export const fieldText = () => (screen.getByTestId('picker-field-input') as HTMLInputElement).value;
export const selectedNames = () =>
  screen.queryAllByTestId('picker-selected-item').map((item) => item.querySelector('.MuiListItemText-primary')?.textContent ?? '');
/** A node of the open tree by its id. */
export const node = (id: string) => {
  const found = screen.getAllByTestId('picker-node').find((element) => element.getAttribute('data-node-id') === id);
  if (!found) throw new Error(`no node ${id}`);
  return found;
};
