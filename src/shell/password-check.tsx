import { useEffect, useState, useSyncExternalStore } from 'react';
import { getSysConfig, updatePasswordMessage } from '../lib/auth/auth-api.ts';
import { sessionStore } from '../lib/auth/session-store.ts';
import type { PasswordPolicy } from '../lib/auth/current-user-types.ts';
import { PasswordChangeDialog } from '../components/password-change/password-change-dialog.tsx';
import { mustChangePassword } from '../components/password-change/validate-password-change.ts';

/** On layout mount: updatePasswordMessage, then the policy; open the forced change when due (contract §2.5). */
export function PasswordCheck() {
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [policy, setPolicy] = useState<(PasswordPolicy & { verificationCodeNumber?: number }) | null>(null);
  const userId = userInfo?.userId;

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    (async () => {
      await updatePasswordMessage().catch(() => undefined);
      const response = await getSysConfig();
      if (!cancelled) setPolicy(response.data ?? null);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId]);

  if (!userInfo || !policy || !mustChangePassword(userInfo.changePasswordDate, policy)) return null;
  return <PasswordChangeDialog policy={policy} codeLength={Number(policy.verificationCodeNumber) || 4} />;
}
