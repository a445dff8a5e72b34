import { useEffect, useState } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { applyForCompany, loadCompanies, type CompanyOption } from './company-apply-api.ts';
import { useCompanyApplyTexts } from './use-company-apply-texts.ts';

const EMPTY = { company: null as CompanyOption | null, reason: '', mobilePhone: '' };

/**
 * 申请成为公司管理员: the company (searchable among the enabled companies), the reason and a contact
 * phone. The server checks every field and answers in the user's language (请选择申请公司, the
 * mobile rule, one pending application per company); a refusal is shown by the request client and
 * the dialog stays open with what was typed.
 */
export function ApplyDialog({ open, onClose, onApplied }: { open: boolean; onClose: () => void; onApplied: (msg: string) => void }) {
  const texts = useCompanyApplyTexts();
  const [companies, setCompanies] = useState<CompanyOption[]>([]);
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadCompanies().then(
      (list) => {
        if (live) setCompanies(list);
      },
      () => undefined, // the request client has said why; the list stays empty
    );
    return () => {
      live = false;
    };
  }, [open]);

  const close = () => {
    setForm(EMPTY);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    try {
      const msg = await applyForCompany({ companyId: form.company?.id ?? '', reason: form.reason, mobilePhone: form.mobilePhone });
      setForm(EMPTY);
      onApplied(msg);
    } catch {
      // the request client has shown the server's refusal
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="company-apply-dialog">
      <DialogTitle>{texts.apply.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            options={companies}
            value={form.company}
            getOptionLabel={(option) => option.fullName}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            noOptionsText={texts.apply.noCompanies}
            onChange={(_event, company) => setForm((current) => ({ ...current, company }))}
            renderInput={(params) => <TextField {...params} required label={texts.apply.company} />}
          />
          <TextField
            required
            multiline
            minRows={3}
            label={texts.apply.reason}
            value={form.reason}
            inputProps={{ maxLength: 500 }}
            onChange={(event) => setForm((current) => ({ ...current, reason: event.target.value }))}
          />
          <TextField
            required
            label={texts.apply.mobilePhone}
            value={form.mobilePhone}
            inputProps={{ maxLength: 20, inputMode: 'tel' }}
            onChange={(event) => setForm((current) => ({ ...current, mobilePhone: event.target.value }))}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{texts.cancel}</Button>
        <Button variant="contained" disabled={busy} data-testid="company-apply-submit" onClick={() => void submit()}>
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
