import { TokenHandOver } from './token-hand-over.tsx';

/** /sso: single sign-on from another system; the token in the query becomes this session. */
export function SsoPage() {
  return <TokenHandOver testId="sso" />;
}
