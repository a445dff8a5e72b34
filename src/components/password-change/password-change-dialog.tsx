import { useTranslate } from 'react-admin';
import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { captchaUrl } from '../../lib/auth/auth-api.ts';
import type { PasswordPolicy } from '../../lib/auth/current-user-types.ts';
import { PasswordForm } from './password-form.tsx';

/**
 * The mandatory password change (spec §4–5): cannot be dismissed; success signs out at once so
 * the user signs in with the new password; failure only releases the button.
 */
export function PasswordChangeDialog({ policy, codeLength }: { policy: PasswordPolicy; codeLength: number }) {
  const translate = useTranslate();
  return (
    <Dialog open disableEscapeKeyDown maxWidth="xs" fullWidth data-testid="password-change-dialog">
      <DialogTitle>{translate('screens.password.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('screens.password.hint')}
        </Typography>
        <PasswordForm policy={policy} captchaSrc={(timestamp) => captchaUrl(codeLength, timestamp)} leaveAfterMs={0} />
      </DialogContent>
    </Dialog>
  );
}
