/**
 * A grouped list (columnData type 3, `groupField`; contract §7.4: "`children` for group and tree
 * types") as heading rows, each with its records as `children` and `top: true`, in the order their
 * values first appear. The server answers grouped rows (so the stock JNPF client gets the shape it
 * expects); the browser app keeps rows already grouped, giving a heading an id when it has none, and
 * groups flat rows itself (an answer from a server that does not group).
 */
export function groupedRows<T extends Record<string, unknown>>(rows: readonly T[], groupField: string): T[] {
  if (rows.some((row) => Array.isArray(row.children)))
    return rows.map((row) => (row.id ? row : ({ ...row, id: `group:${String(row[groupField] ?? '')}`, top: true } as T)));
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const value = String(row[groupField] ?? '');
    const members = groups.get(value);
    if (members) members.push(row);
    else groups.set(value, [row]);
  }
  return [...groups].map(([value, children]) => ({ id: `group:${value}`, [groupField]: value, top: true, children }) as unknown as T);
}
