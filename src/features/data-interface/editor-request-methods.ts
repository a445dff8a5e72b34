/**
 * Which `requestMethod` values fit which `dataType` (contract §4.11): SQL (1) "3" query, "1"
 * insert, "2" update, "4" delete; API (3) "6" GET, "7" POST. Static data (2) is no request, so it
 * takes none of them in particular: the dialog shows its value and lets it be.
 */
const SQL_METHODS = ['3', '1', '2', '4'] as const;
const API_METHODS = ['6', '7'] as const;

/** The methods offered for a data type, the default first; undefined when the type takes no method (static data) or is unknown. */
export function methodsFor(dataType: unknown): readonly string[] | undefined {
  const type = Number(dataType);
  if (type === 1) return SQL_METHODS;
  if (type === 3) return API_METHODS;
  return undefined;
}

/** The method a record must switch to when its data type changed under it (an SQL "3" left on an API); undefined when it fits. */
export function fittingMethod(dataType: unknown, method: unknown): string | undefined {
  const offered = methodsFor(dataType);
  if (!offered || offered.includes(String(method ?? ''))) return undefined;
  return offered[0];
}
