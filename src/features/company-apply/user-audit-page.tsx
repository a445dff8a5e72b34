export function UserAuditPage(_props: Record<string, never>): null {
  return null;
}
