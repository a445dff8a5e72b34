import { Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { messageText } from './messages.ts';

/** The confirmation spec §5 asks before mark-all-read and clearing a chat record. */
export function ConfirmDialog({ open, text, onConfirm, onClose }: { open: boolean; text: string; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} data-testid="message-confirm">
      <DialogContent>{text}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messageText('cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {messageText('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
