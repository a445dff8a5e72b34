import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { CONTACT_MAX, CONTENT_MAX, FEEDBACK_CATEGORIES, feedbackProblem, sendFeedback, type FeedbackCategory } from './feedback-api.ts';

/** The feedback form: kind, text and an optional contact, checked here and again by the server. */
export function FeedbackForm({ onSent }: { onSent: (message: string) => void }) {
  const translate = useTranslate();
  const [category, setCategory] = useState<FeedbackCategory>('suggestion');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = feedbackProblem({ content, contact });
    if (problem) return setError(translate(problem));
    setBusy(true);
    setError('');
    try {
      const message = await sendFeedback({ category, content, contact, pagePath: window.location.pathname });
      onSent(message || translate('feedback.sent'));
    } catch {
      // The request client has shown the server's refusal; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} data-testid="feedback-form" noValidate sx={{ pt: 1 }}>
      <TextField select label={translate('feedback.category')} value={category} onChange={(e) => setCategory(e.target.value as FeedbackCategory)} size="small">
        {FEEDBACK_CATEGORIES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`feedback.categories.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="content"
        label={translate('feedback.content')}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        multiline
        minRows={4}
        required
        helperText={`${content.trim().length}/${CONTENT_MAX}`}
      />
      <TextField
        name="contact"
        label={translate('feedback.contact')}
        value={contact}
        onChange={(e) => setContact(e.target.value)}
        size="small"
        inputProps={{ maxLength: CONTACT_MAX }}
      />
      {error && (
        <Alert severity="error" data-testid="feedback-error">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy} data-testid="feedback-send">
        {translate('feedback.send')}
      </Button>
    </Stack>
  );
}
