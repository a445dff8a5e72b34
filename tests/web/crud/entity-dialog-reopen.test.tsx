import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { act, fireEvent, render, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import { AdminContext, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { WidgetProps } from '@rjsf/utils';
import { messagesByLocale } from '../../../src/lib/i18n/i18n-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { registerWidget } from '../../../src/crud/widget-registry.ts';
import { EntityFormDialog } from '../../../src/crud/entity-form-dialog.tsx';
import type { EntityRecord, EntityResource } from '../../../src/lib/data/entity-resource.ts';

/**
 * Issue 17, the user dialog's reopening: a dialog whose widgets keep nothing of an opening keeps
 * its form between openings (no new mount), yet each opening shows its own record, no message of
 * the last one, and nothing of a closed dialog is in the page. Other dialogs mount their form again.
 */
const i18nProvider = polyglotI18nProvider((locale) => messagesByLocale[locale as keyof typeof messagesByLocale] as unknown as TranslationMessages, 'zh');

let mounts = 0;
/** the status switch, counting how often it mounts */
function MountCountingSwitch({ value }: WidgetProps) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <span data-testid="counting-switch">{String(value)}</span>;
}
/** a widget that loads what it offers when it mounts (as the user picker does) */
function LoadingOnMount() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <span data-testid="loading-widget" />;
}

let plainUser: EntityResource;
let userWithLoader: EntityResource;
beforeAll(() => {
  registerWidget('switch01', MountCountingSwitch);
  registerWidget('userPicker', LoadingOnMount);
  const user = resources.user;
  if (!user) throw new Error('no user resource');
  const only = (names: string[]) => user.fields.filter((field) => names.includes(field.name));
  plainUser = { ...user, fields: only(['account', 'realName', 'enabledMark', 'description']) };
  userWithLoader = {
    ...user,
    fields: only(['account', 'realName', 'enabledMark', 'managerId']).map((field) => (field.name === 'managerId' ? { ...field, widget: 'userPicker' } : field)),
  };
});
beforeEach(() => {
  mounts = 0;
});

const ZHANG: EntityRecord = { id: 'u1', account: 'zhang', realName: '张三', enabledMark: 1 };
const LI: EntityRecord = { id: 'u2', account: 'li', realName: '李四', enabledMark: 0 };

function Host({ resource }: { resource: EntityResource }) {
  const [opened, setOpened] = useState<{ record: EntityRecord | null } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpened({ record: null })}>
        new
      </button>
      <button type="button" onClick={() => setOpened({ record: ZHANG })}>
        zhang
      </button>
      <button type="button" onClick={() => setOpened({ record: LI })}>
        li
      </button>
      <EntityFormDialog
        resource={resource}
        record={opened?.record ?? null}
        open={opened !== null}
        onClose={() => setOpened(null)}
        onSubmit={async () => setOpened(null)}
      />
    </>
  );
}

const realName = () => document.getElementById('root_realName') as HTMLInputElement | null;

async function openWith(button: string) {
  fireEvent.click(await screen.findByText(button, undefined, { timeout: 30000 }));
  await waitFor(() => expect(realName()).not.toBeNull(), { timeout: 30000 });
}

async function closeWithCancel() {
  fireEvent.click(screen.getByRole('button', { name: '取消' }));
  await waitForElementToBeRemoved(() => screen.queryByTestId('entity-dialog'));
}

describe('reopening an entity dialog', () => {
  it('keeps the form of plain fields, shows each opening its own record, and leaves nothing of a closed dialog in the page', { timeout: 60000 }, async () => {
    await act(async () => {
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <Host resource={plainUser} />
        </AdminContext>,
      );
    });
    await openWith('zhang');
    expect(realName()?.value).toBe('张三');
    fireEvent.change(realName() as HTMLInputElement, { target: { value: '张三丰' } });
    // Escape in a field closes the dialog, as the dialog's own Modal does
    fireEvent.keyDown(realName() as HTMLInputElement, { key: 'Escape' });
    await waitForElementToBeRemoved(() => screen.queryByTestId('entity-dialog'));
    expect(realName()).toBeNull();
    expect(screen.queryByLabelText(/姓名/)).toBeNull();
    expect(screen.queryByTestId('counting-switch')).toBeNull();

    await openWith('li');
    expect(realName()?.value).toBe('李四');
    expect(screen.getByTestId('counting-switch')).toHaveTextContent('0');
    expect(screen.getByLabelText(/姓名/)).toBe(realName());
    await closeWithCancel();

    await openWith('new');
    expect(realName()?.value).toBe('');
    expect(mounts).toBe(1);
  });

  it('shows no message of a refused submit at the next opening', { timeout: 60000 }, async () => {
    await act(async () => {
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <Host resource={plainUser} />
        </AdminContext>,
      );
    });
    await openWith('new');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await screen.findByText('请输入姓名');
    await closeWithCancel();
    await openWith('new');
    expect(screen.queryByText('请输入姓名')).toBeNull();
    fireEvent.change(realName() as HTMLInputElement, { target: { value: '王五' } });
    expect(realName()?.value).toBe('王五');
  });

  it('mounts the form again when a widget loads what it offers as it mounts', { timeout: 60000 }, async () => {
    await act(async () => {
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <Host resource={userWithLoader} />
        </AdminContext>,
      );
    });
    await openWith('new');
    await closeWithCancel();
    await openWith('new');
    // the switch and the loading widget, once per opening
    expect(mounts).toBe(4);
  });
});
