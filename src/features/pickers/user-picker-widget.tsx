import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { List, ListItemButton, ListItemText } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { sessionStore } from '../../lib/auth/session-store.ts';
import type { PickerSource } from './picker-dialog.tsx';
import { idsOfValue, itemOf, type PickerItem, type PickerNode } from './picker-tree.ts';
import { LazyUserTree } from './lazy-user-tree.tsx';
import { PagedUserList } from './paged-user-list.tsx';
import { conditionUsers, organizeUsers, usersByIds } from './user-picker-api.ts';
import { userConditionOf, type UserCondition } from './user-selection.ts';
import { isMultiple, valueOfIds } from './value-codec.ts';
import { rjsfField, WidgetPicker, type PickerFieldSettings } from './widget-picker.tsx';

/** The user picker's tabs (spec lowcode §2 "Other dialogs": tabs including the system variable 'current user'). */
const SOURCES: PickerSource[] = [
  { key: 'all', label: 'pickers.allData', nodes: [] },
  { key: 'organize', label: 'pickers.currentOrganize', nodes: [] },
  { key: 'system', label: 'pickers.systemVariable', nodes: [] },
];

/** A restricted picker has one list, the users its condition allows (no tabs). */
const RESTRICTED: PickerSource[] = [{ key: 'allowed', nodes: [] }];

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

export interface UserPickerProps {
  field: PickerFieldSettings;
  ids: string[];
  multiple: boolean;
  /** writes the chosen user ids in the shape the caller keeps them */
  write: (ids: string[]) => void;
  /** the users it may offer; null (or absent) offers everyone (selectType all) */
  condition?: UserCondition | null;
  /**
   * What must be chosen, in words (JNPF's `title`, 审批人 by default): a required picker's Confirm
   * with nothing chosen says '请选择{title}' instead of writing an empty value (spec lowcode §5).
   */
  requiredTitle?: string;
}

/**
 * The user picker (spec lowcode §2, §4, §5, §9) for whoever renders it. Unrestricted: all users by
 * organisation (searched by keyword, 10 at a time), the signed-in user's organisation, and the
 * system variable 'current user'. Restricted (selectType other than all): only the users its
 * condition allows, as one searchable list. Choosing a user already chosen is ignored. Contacts
 * come from endpoints any signed-in user may read (contract §4.9).
 */
export function UserPicker({ field, ids, multiple, write, condition, requiredTitle }: UserPickerProps) {
  const translate = useTranslate();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const items = useUserItems(ids);
  const me = session.userInfo;
  const allowed = useMemo(() => (condition ? conditionUsers(condition) : null), [condition]);

  const renderLeft = (choose: (item: PickerItem) => void, keyword: string, tab: string) => {
    const pickUser = (user: PickerNode) => choose(itemOf(user));
    if (allowed) return <PagedUserList source={allowed} keyword={keyword.trim()} onPick={pickUser} />;
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
    if (tab === 'organize') return <PagedUserList source={organizeUsers(me?.organizeId?.split(',')[0] || '0')} keyword={keyword} onPick={pickUser} />;
    return keyword.trim() ? <PagedUserList source={organizeUsers('0')} keyword={keyword.trim()} onPick={pickUser} /> : <LazyUserTree onPick={pickUser} />;
  };

  return (
    <WidgetPicker
      field={field}
      names={items.map((item) => item.fullName)}
      write={(chosen) => write(chosen.map((item) => item.id))}
      title="pickers.selectUser"
      sources={allowed ? RESTRICTED : SOURCES}
      selectable={(node) => node.type === 'user'}
      multiple={multiple}
      value={items}
      renderLeft={renderLeft}
      requireSelection={field.required ? translate('pickers.requireSelection', { title: requiredTitle ?? translate('pickers.approver') }) : undefined}
    />
  );
}

/**
 * The rjsf `userPicker`: the value keeps the field's shape (see value-codec.ts); `ui:options`
 * may restrict it like a JNPF userSelect (selectType and the able*Ids lists) and name its `title`.
 */
export function UserPickerWidget(props: WidgetProps) {
  const { value, schema, options, onChange, registry } = props;
  const multiple = isMultiple(schema, options);
  const ids = useMemo(() => idsOfValue(value), [value]);
  const formData = (registry?.formContext as { formData?: Record<string, unknown> } | undefined)?.formData;
  const condition = userConditionOf(options, formData);
  return (
    <UserPicker
      field={rjsfField(props)}
      ids={ids}
      multiple={multiple}
      write={(chosen) => onChange(valueOfIds(chosen, schema, multiple))}
      condition={condition}
      requiredTitle={typeof options.title === 'string' && options.title !== '' ? options.title : undefined}
    />
  );
}
