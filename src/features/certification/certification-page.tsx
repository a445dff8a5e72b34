import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { Alert, Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { loadCurrentUser } from '../../lib/auth/session-store.ts';
import type { Locale } from '../../lib/i18n/locale.ts';
import {
  CERTIFICATION_LABELS,
  CERTIFICATION_MAX_LENGTH,
  certificationProblem,
  trimmedDetails,
  type CertificationDetails,
  type CertificationField,
} from '../../../common/certification-rules.ts';
import { certify, loadCertification, type CertificationState } from './certification-api.ts';
import { certificationTexts } from './messages.ts';

const detailsOf = (state: CertificationState): CertificationDetails => ({
  realName: state.realName,
  certificatesType: state.certificatesType,
  certificatesNumber: state.certificatesNumber,
  mobilePhone: state.mobilePhone,
});

/**
 * 个人认证 (/certification, spec shell §2.1, hidden from menus): the signed-in user's real name,
 * certificate type (dictionary certificateType), certificate number and mobile number, with the
 * state they make (certified when complete and valid, common/certification-rules.ts). The page
 * checks with the shared rules before sending; the server checks the same rules again and writes
 * only the caller's own record. A refusal keeps what was typed.
 */
export function CertificationPage() {
  const [locale] = useLocaleState();
  const language = (['zh', 'zh-TW', 'en'].includes(locale) ? locale : 'zh') as Locale;
  const texts = certificationTexts(language);
  const notify = useNotify();
  const [state, setState] = useState<CertificationState | null>(null);
  const [failed, setFailed] = useState(false);
  const [form, setForm] = useState<CertificationDetails | null>(null);
  const [problem, setProblem] = useState<{ field: CertificationField; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const next = await loadCertification();
      setState(next);
      setForm(detailsOf(next));
    } catch {
      // the request client has said why
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (failed) {
    return (
      <Box sx={{ p: 2 }} data-testid="certification-page">
        <Alert severity="error" action={<Button onClick={() => void load()}>{texts.retry}</Button>}>
          {texts.loadFailed}
        </Alert>
      </Box>
    );
  }
  if (!state || !form) return null;

  const set = (field: CertificationField, value: string) => {
    setForm({ ...form, [field]: value });
    if (problem?.field === field) setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const details = trimmedDetails(form);
    const found = certificationProblem(details, state.types);
    setProblem(found ? { field: found.field, text: found.messages[language] } : null);
    if (found) return;
    setBusy(true);
    try {
      const msg = await certify(details);
      notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
      await load();
      // The navbar shows the name from the session.
      void loadCurrentUser().catch(() => undefined);
    } catch {
      // the request client has shown the server's words; what was typed stays
    } finally {
      setBusy(false);
    }
  };
  const field = (name: CertificationField) => ({
    name,
    label: CERTIFICATION_LABELS[name][language],
    value: form[name],
    required: true,
    fullWidth: true,
    size: 'small' as const,
    error: problem?.field === name,
    helperText: problem?.field === name ? problem.text : undefined,
    slotProps: { htmlInput: { maxLength: CERTIFICATION_MAX_LENGTH[name], 'data-testid': `certification-${name}` } },
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <Box sx={{ p: 2 }} data-testid="certification-page">
      <Paper sx={{ p: 3, maxWidth: 640 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h1">
            {texts.title}
          </Typography>
          <Chip
            size="small"
            data-testid="certification-state"
            data-certified={state.certified ? 'true' : 'false'}
            color={state.certified ? 'success' : 'default'}
            icon={state.certified ? <VerifiedIcon /> : undefined}
            label={state.certified ? texts.certified : texts.uncertified}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {state.certified ? texts.certifiedHint : texts.intro}
        </Typography>
        {state.types.length === 0 && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="certification-no-types">
            {texts.noTypes}
          </Alert>
        )}
        <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="certification-form">
          <TextField {...field('realName')} />
          <TextField {...field('certificatesType')} select slotProps={{}} data-testid="certification-certificatesType">
            {state.types.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.fullName}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field('certificatesNumber')} />
          <TextField
            {...field('mobilePhone')}
            slotProps={{ htmlInput: { maxLength: CERTIFICATION_MAX_LENGTH.mobilePhone, inputMode: 'tel', 'data-testid': 'certification-mobilePhone' } }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="certification-submit">
              {texts.submit}
            </Button>
            <Button
              onClick={() => {
                setForm(detailsOf(state));
                setProblem(null);
              }}
            >
              {texts.reset}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
