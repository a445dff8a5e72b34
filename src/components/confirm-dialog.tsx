import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent } from '@mui/material';

/** A question asked before an action (delete, enable, export, release, mark all read, clear a chat) and what runs on OK. */
export interface Confirmation {
  text: string;
  run: () => Promise<void>;
}

export interface ConfirmDialogProps {
  confirmation: Confirmation | null;
  onClose: () => void;
  /** the OK button's data-testid */
  testId?: string;
  /**
   * The button words. By default react-admin's translation of the generic screens' words
   * (entity.confirm, entity.cancel); the message centre passes its own, as it translates by itself.
   */
  labels?: { confirm: string; cancel: string };
}

/**
 * The one confirmation dialog (spec §5 asks before these actions): asks, then runs the action on OK.
 * A failed action has already been explained by the request client, so the dialog only closes.
 */
export function ConfirmDialog({ confirmation, onClose, testId = 'entity-confirm', labels }: ConfirmDialogProps) {
  const translate = useTranslate();
  const words = labels ?? { confirm: translate('entity.confirm'), cancel: translate('entity.cancel') };
  return (
    <Dialog open={Boolean(confirmation)} onClose={onClose}>
      <DialogContent>{confirmation?.text}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.cancel}</Button>
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
          {words.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
