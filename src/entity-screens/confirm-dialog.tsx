import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent } from '@mui/material';

/** A question asked before an action (delete, enable, export, release) and what runs on OK. */
export interface Confirmation {
  text: string;
  run: () => Promise<void>;
}

/**
 * Asks, then runs the action on OK. A failed action has already been explained by the request
 * client, so the dialog only closes.
 */
export function ConfirmDialog({ confirmation, onClose, testId = 'entity-confirm' }: { confirmation: Confirmation | null; onClose: () => void; testId?: string }) {
  const translate = useTranslate();
  return (
    <Dialog open={Boolean(confirmation)} onClose={onClose}>
      <DialogContent>{confirmation?.text}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('entity.cancel')}</Button>
        <Button
          variant="contained"
          data-testid={testId}
          onClick={async () => {
            const action = confirmation;
            onClose();
            try {
              await action?.run();
            } catch {
              // the request client has shown the reason
            }
          }}
        >
          {translate('entity.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
