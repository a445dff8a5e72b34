import { TokenHandOver } from './token-hand-over.tsx';

/** /auth-redirect: the return address of an outside sign-in; same checks as /sso. */
export function AuthRedirectPage() {
  return <TokenHandOver testId="auth-redirect" />;
}
