import { useEffect, useState } from 'react';
import { getSysConfig } from '../../lib/auth/auth-api.ts';
import type { PasswordPolicy } from '../../lib/auth/current-user-types.ts';
import { apiBase } from '../../lib/request/request.ts';
import { PasswordForm } from '../../components/password-change/password-form.tsx';
import { profileCaptchaUrl } from './profile-api.ts';

/** How long the server's success words stay before the session ends, as JNPF does. */
const LEAVE_AFTER_MS = 1500;

/**
 * The password tab (spec §5, §7): the policy from GET /api/system/SysConfig (contract §8) and a
 * captcha from /api/file/ImageCode/{random}; the form itself is the one the forced change uses.
 * A failure also forgets the typed code, which belonged to the captcha just replaced.
 */
export function PasswordTab() {
  const [policy, setPolicy] = useState<PasswordPolicy>({});

  useEffect(() => {
    getSysConfig().then(
      (response) => setPolicy(response.data ?? {}),
      () => undefined,
    );
  }, []);

  return (
    <PasswordForm
      policy={policy}
      captchaSrc={(random) => profileCaptchaUrl(apiBase, random)}
      leaveAfterMs={LEAVE_AFTER_MS}
      clearCodeOnFailure
      size="small"
      sx={{ maxWidth: 420 }}
    />
  );
}
