import { useNotify } from 'react-admin';
import { loadCurrentUser, sessionStore } from '../../lib/auth/session-store.ts';
import type { AuthorizeTargets } from './authorize-api.ts';
import type { AuthorizeTexts } from './messages.ts';
import { touchesCurrentUser } from './touches-current-user.ts';

/**
 * What follows a saved grant: the server's message (or 保存成功) for 1.5 s, and when the grant
 * touches the signed-in user, their menu and permissions read again (the shell redraws from them).
 */
export function useSavedGrant(texts: AuthorizeTexts): (msg: string, targets: AuthorizeTargets) => void {
  const notify = useNotify();
  return (msg, targets) => {
    const text = msg || texts.saved;
    // the server's own words, shown as they are (not looked up as a translation key)
    notify(text, { type: 'success', autoHideDuration: 1500, messageArgs: { _: text } });
    if (touchesCurrentUser(targets, sessionStore.getSnapshot().userInfo)) void loadCurrentUser().catch(() => undefined);
  };
}
