export function AuthorizePage(_props: Record<string, never>): null {
  return null;
}
