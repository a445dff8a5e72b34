import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { List, ListItemButton, ListItemText } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { sessionStore } from '../../lib/auth/session-store.ts';
import type { PickerSource } from './picker-dialog.tsx';
import { idsOfValue, itemOf, type PickerItem, type PickerNode } from './picker-tree.ts';
import { LazyUserTree } from './lazy-user-tree.tsx';
import { PagedUserList } from './paged-user-list.tsx';
import { usersByIds } from './user-picker-api.ts';
import { isMultiple, valueOfIds } from './value-codec.ts';
import { WidgetPicker } from './widget-picker.tsx';

/** The user picker's tabs (spec lowcode §2 "Other dialogs": tabs including the system variable 'current user'). */
const SOURCES: PickerSource[] = [
  { key: 'all', label: 'pickers.allData', nodes: [] },
  { key: 'organize', label: 'pickers.currentOrganize', nodes: [] },
  { key: 'system', label: 'pickers.systemVariable', nodes: [] },
];

/** Names for the stored ids, read once per change of the value (ids the server does not know show as themselves). */
function useUserItems(ids: string[]): PickerItem[] {
  const key = ids.join(',');
  const [named, setNamed] = useState<PickerNode[]>([]);
  useEffect(() => {
    let live = true;
    usersByIds(key ? key.split(',') : [])
      .then((list) => live && setNamed(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  return useMemo(() => ids.map((id) => ({ id, fullName: named.find((user) => user.id === id)?.fullName ?? id, type: 'user' })), [ids, named]);
}

/**
 * The user picker (spec lowcode §2, §4, §9): all users by organisation (searched by keyword, 10
 * at a time), the signed-in user's organisation, and the system variable 'current user' (the
 * signed-in user, as this platform's forms store user ids). Choosing a user already chosen is
 * ignored. Contacts come from the endpoints any signed-in user may read (contract §4.9 ImUser).
 */
export function UserPickerWidget(props: WidgetProps) {
  const { value, schema, options, onChange } = props;
  const translate = useTranslate();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const multiple = isMultiple(schema, options);
  const ids = useMemo(() => idsOfValue(value), [value]);
  const items = useUserItems(ids);
  const me = session.userInfo;
  const write = (chosen: PickerItem[]) =>
    onChange(
      valueOfIds(
        chosen.map((item) => item.id),
        schema,
        multiple,
      ),
    );

  const renderLeft = (choose: (item: PickerItem) => void, keyword: string, tab: string) => {
    const pickUser = (user: PickerNode) => choose(itemOf(user));
    if (tab === 'system')
      return (
        <List dense disablePadding>
          {me && (
            <ListItemButton
              data-testid="picker-current-user"
              onClick={() => choose({ id: me.userId, fullName: `${me.userName}/${me.userAccount}`, type: 'user', headIcon: me.headIcon })}
            >
              <ListItemText primary={translate('pickers.currentUser')} slotProps={{ primary: { variant: 'body2' } }} />
            </ListItemButton>
          )}
        </List>
      );
    if (tab === 'organize') return <PagedUserList organizeId={me?.organizeId?.split(',')[0] || '0'} keyword={keyword} onPick={pickUser} />;
    return keyword.trim() ? <PagedUserList organizeId="0" keyword={keyword.trim()} onPick={pickUser} /> : <LazyUserTree onPick={pickUser} />;
  };

  return (
    <WidgetPicker
      widget={props}
      names={items.map((item) => item.fullName)}
      write={write}
      title="pickers.selectUser"
      sources={SOURCES}
      selectable={(node) => node.type === 'user'}
      multiple={multiple}
      value={items}
      renderLeft={renderLeft}
    />
  );
}
