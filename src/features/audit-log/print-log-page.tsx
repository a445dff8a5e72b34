export function PrintLogPage(_props: Record<string, never>): null {
  return null;
}
