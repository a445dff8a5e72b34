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

// The app installs its own hooks when it mounts; until then the same toasts and language.
configureRequest({ notifyError: showErrorToast, language: () => acceptLanguage(currentLocale()), onSessionGone: () => resetSession() });
