import { captchaUrl, getAccountConfig } from '../../../lib/auth/auth-api.ts';
import { signIn } from '../../../lib/auth/auth-provider.ts';
import { resetSession } from '../../../lib/auth/session-store.ts';
import { acceptLanguage, currentLocale } from '../../../lib/i18n/locale.ts';
import { configureRequest } from '../../../lib/request/request.ts';
import { showErrorToast } from '../../../shell/toast-store.ts';

/**
 * What the plain login page needs only once the visitor starts typing: the request client, the
 * sign-in calls and the session (with the MD5 hashing). Loaded at the form's first input, so the
 * page's first load runs none of it.
 */
export { captchaUrl, getAccountConfig, signIn };

/**
 * Before the app mounts (main.tsx), the request client's hooks: the same toasts and language as the
 * app's; the app installs its own when it mounts. Not called inside the app, whose hooks these would drop.
 */
export function installRequestHooks(): void {
  configureRequest({ notifyError: showErrorToast, language: () => acceptLanguage(currentLocale()), onSessionGone: () => resetSession() });
}
