/**
 * A data interface's `propertyJson` (contract §4.11: a JSON string) as the dialog's properties
 * editor reads and writes it: SQL's `countSql` and `echoSql`; an API's `echoPath`,
 * `echoReqMethod`, `echoParameters` ([{ fieldName: 'showKey' | 'showValue', field }]) and
 * `pageParameters` ([{ fieldName: 'currentPage' | 'pageSize' | 'keyword', field }]), which name
 * the request fields the server fills (server/features/data-interface: echo.ts, picker-list.ts).
 * Every other key (echoReqParameters, echoReqHeaders, whatever a JNPF export carries) is kept.
 */

export type Properties = Record<string, unknown>;

/** The text properties the editor shows as inputs. */
export type TextProperty = 'countSql' | 'echoSql' | 'echoPath';
/** The entries of `echoParameters` and `pageParameters`, in the order the editor shows them. */
export const ECHO_FIELDS = ['showKey', 'showValue'] as const;
export const PAGE_FIELDS = ['currentPage', 'pageSize', 'keyword'] as const;
export type PairList = 'echoParameters' | 'pageParameters';

interface Pair {
  fieldName: string;
  field: string;
}

export function propertiesOf(value: unknown): Properties {
  if (typeof value !== 'string' || value.trim() === '') return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Properties) : {};
  } catch {
    return {};
  }
}

export const propertiesText = (properties: Properties): string => JSON.stringify(properties);

export const textProperty = (properties: Properties, key: TextProperty): string => (typeof properties[key] === 'string' ? (properties[key] as string) : '');

/** A text property set; an emptied one is left out, as JNPF leaves out what was never filled. */
export function withTextProperty(properties: Properties, key: TextProperty, value: string): Properties {
  const next = { ...properties, [key]: value };
  if (value === '') delete next[key];
  return next;
}

/** `echoReqMethod`: "6" GET (the default) or "7" POST. */
export const echoMethod = (properties: Properties): '6' | '7' => (properties.echoReqMethod === '7' ? '7' : '6');

function pairsOf(properties: Properties, list: PairList): Pair[] {
  const value = properties[list];
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { fieldName, field } = entry as Record<string, unknown>;
    return typeof fieldName === 'string' ? [{ fieldName, field: typeof field === 'string' ? field : '' }] : [];
  });
}

/** The request field `list` names for `fieldName` ('' when none). */
export const pairField = (properties: Properties, list: PairList, fieldName: string): string =>
  pairsOf(properties, list).find((pair) => pair.fieldName === fieldName)?.field ?? '';

/** The list with `fieldName`'s request field set: every entry of the editor's, in its order, then any other the list had. */
export function withPairField(properties: Properties, list: PairList, fieldName: string, field: string): Properties {
  const names: readonly string[] = list === 'echoParameters' ? ECHO_FIELDS : PAGE_FIELDS;
  const pairs = pairsOf(properties, list);
  const fieldOf = (name: string) => (name === fieldName ? field : (pairs.find((pair) => pair.fieldName === name)?.field ?? ''));
  const next = [...names.map((name) => ({ fieldName: name, field: fieldOf(name) })), ...pairs.filter((pair) => !names.includes(pair.fieldName))];
  return { ...properties, [list]: next };
}
