export function BatchAuthorizeButton(_props: Record<string, never>): null {
  return null;
}
