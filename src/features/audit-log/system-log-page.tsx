export function SystemLogPage(_props: Record<string, never>): null {
  return null;
}
