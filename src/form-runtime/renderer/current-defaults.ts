import dayjs from 'dayjs';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { jnpfFormatToDayjs, toStoredDate } from '../../../common/form-runtime/date-rules.ts';

/** Who is filling the form in, and when: what a design item's `defaultCurrent` puts in a new record. */
export interface CurrentValues {
  /** epoch milliseconds of the form's opening */
  now: number;
  userId?: string;
  departmentId?: string;
  positionId?: string;
  /** the user's organisation as its id path from the root */
  organizeIdList?: readonly string[];
}

const textProp = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * JNPF's "default to the current one" (`__config__.defaultCurrent`, contract §7.2): a date or time
 * starts at the moment the form opens, a user picker at the signed-in user, a department,
 * position or organisation picker at theirs, in the widget's own value shape (a list when it picks
 * several). Undefined when the item has no such default or the user has no such value.
 */
export function currentDefaultOf(item: FormItem, current: CurrentValues): unknown {
  if (item.props.defaultCurrent !== true) return undefined;
  const many = item.props.multiple === true;
  const one = (id: string | undefined) => (id ? (many ? [id] : id) : undefined);
  switch (item.key) {
    case 'date':
      return toStoredDate(current.now, textProp(item.props.valueFormat ?? item.props['value-format']));
    case 'time':
      return dayjs(current.now).format(jnpfFormatToDayjs(textProp(item.props.format ?? item.props['value-format']) ?? 'HH:mm:ss'));
    case 'userSelect':
      return one(current.userId);
    case 'depSelect':
      return one(current.departmentId);
    case 'posSelect':
      return one(current.positionId);
    case 'comSelect': {
      const path = current.organizeIdList && current.organizeIdList.length > 0 ? [...current.organizeIdList] : undefined;
      // comSelect stores an id path, or a list of paths when it picks several.
      return path ? (many ? [path] : path) : undefined;
    }
    default:
      return undefined;
  }
}
