import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useCompanyApplyTexts } from './use-company-apply-texts.ts';

/** A rejection to ask for: the dialog's title and what runs with the reason. */
export interface Rejection {
  title: string;
  run: (opinion: string) => Promise<void>;
}

/**
 * 驳回 with its reason, which is required (请输入驳回原因 under the field when blank). The dialog
 * closes once the server took the rejection; a refusal has been shown by the request client, and
 * the dialog stays for another try.
 */
export function RejectDialog({ rejection, onClose }: { rejection: Rejection | null; onClose: () => void }) {
  const texts = useCompanyApplyTexts();
  const [opinion, setOpinion] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpinion('');
    setMissing(false);
    onClose();
  };
  const submit = async () => {
    if (!rejection) return;
    if (!opinion.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await rejection.run(opinion.trim());
      close();
    } catch {
      // the request client has said why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={Boolean(rejection)} onClose={close} fullWidth maxWidth="sm" data-testid="reject-dialog">
      <DialogTitle>{rejection?.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={texts.rejectReason}
          value={opinion}
          inputProps={{ maxLength: 500 }}
          error={missing}
          helperText={missing ? texts.rejectRequired : ' '}
          onChange={(event) => {
            setOpinion(event.target.value);
            setMissing(false);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{texts.cancel}</Button>
        <Button variant="contained" color="error" disabled={busy} data-testid="reject-confirm" onClick={() => void submit()}>
          {texts.reject}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
