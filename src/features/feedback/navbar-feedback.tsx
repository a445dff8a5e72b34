import { useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackReceived } from './feedback-received.tsx';

/** The statement (spec §1): the platform is an open trial whose data is fictitious. */
export function StatementButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={translate('feedback.statement')}>
        <IconButton color="inherit" data-testid="navbar-statement" aria-label={translate('feedback.statement')} onClick={() => setOpen(true)}>
          <DescriptionOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} data-testid="statement-dialog">
        <DialogTitle>{translate('feedback.statement')}</DialogTitle>
        <DialogContent>
          <Typography>{translate('feedback.statementText')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('feedback.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Feedback (spec §2.5): every user sends it; administrators also read what was sent. */
export function FeedbackButton() {
  const translate = useTranslate();
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState(0);
  const [sent, setSent] = useState('');
  const close = () => {
    setOpen(false);
    setSent('');
    setTab(0);
  };
  return (
    <>
      <Tooltip title={translate('feedback.feedback')}>
        <IconButton color="inherit" data-testid="navbar-feedback" aria-label={translate('feedback.feedback')} onClick={() => setOpen(true)}>
          <FeedbackOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={close} maxWidth="md" fullWidth data-testid="feedback-dialog">
        <DialogTitle>{translate('feedback.feedback')}</DialogTitle>
        <DialogContent>
          {userInfo?.isAdministrator && (
            <Tabs value={tab} onChange={(_, next: number) => setTab(next)} sx={{ mb: 1 }}>
              <Tab label={translate('feedback.sendTab')} />
              <Tab label={translate('feedback.receivedTab')} data-testid="feedback-received-tab" />
            </Tabs>
          )}
          {tab === 1 ? (
            <FeedbackReceived />
          ) : sent ? (
            <Alert severity="success" data-testid="feedback-sent">
              {sent}
            </Alert>
          ) : (
            <FeedbackForm onSent={setSent} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('feedback.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
