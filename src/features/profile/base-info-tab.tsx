import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { loadCurrentUser } from '../../lib/auth/session-store.ts';
import { getBaseInfo, saveBaseInfo, type BaseInfo, type BaseInfoForm } from './profile-api.ts';

const READ_ONLY = ['account', 'organize', 'position', 'manager', 'roleId', 'creatorTime', 'prevLogTime'] as const;
const TEXT_FIELDS = [
  'nation',
  'nativePlace',
  'certificatesType',
  'certificatesNumber',
  'education',
  'telePhone',
  'landline',
  'mobilePhone',
  'email',
  'urgentContacts',
  'urgentTelePhone',
  'postalAddress',
] as const;
const LABEL: Record<string, string> = { roleId: 'role' };
const MOBILE = /^(1[3-9]\d{9})?$/;
const EMAIL = /^([^@\s]+@[^@\s]+\.[^@\s]+)?$/;

const formOf = (info: BaseInfo): BaseInfoForm => ({
  realName: info.realName,
  gender: info.gender,
  nation: info.nation,
  nativePlace: info.nativePlace,
  certificatesType: info.certificatesType,
  certificatesNumber: info.certificatesNumber,
  education: info.education,
  birthday: info.birthday ?? null,
  telePhone: info.telePhone,
  landline: info.landline,
  mobilePhone: info.mobilePhone,
  email: info.email,
  urgentContacts: info.urgentContacts,
  urgentTelePhone: info.urgentTelePhone,
  postalAddress: info.postalAddress,
});

const shown = (value: unknown, key: string) => {
  if (value === null || value === undefined || value === '') return '-';
  if (key === 'creatorTime' || key === 'prevLogTime') return dayjs(Number(value)).format('YYYY-MM-DD HH:mm');
  if (key === 'birthday') return dayjs(Number(value)).format('YYYY-MM-DD');
  return String(value);
};

/** The user tab (spec §2.1): base info to read, and to edit in place (GET/PUT BaseInfo). */
export function BaseInfoTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const [info, setInfo] = useState<BaseInfo | null>(null);
  const [form, setForm] = useState<BaseInfoForm | null>(null);
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = () =>
    getBaseInfo().then(
      (response) => setInfo(response.data ?? null),
      () => undefined,
    );
  useEffect(() => {
    void load();
  }, []);
  if (!info) return null;

  const label = (key: string) => translate(`profile.fields.${LABEL[key] ?? key}`);
  const set = (patch: Partial<BaseInfoForm>) => form && setForm({ ...form, ...patch });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const found = !form.realName.trim()
      ? { field: 'realName', text: 'realNameRequired' }
      : !MOBILE.test(form.mobilePhone)
        ? { field: 'mobilePhone', text: 'mobileInvalid' }
        : !EMAIL.test(form.email)
          ? { field: 'email', text: 'emailInvalid' }
          : null;
    setProblem(found && { field: found.field, text: translate(`profile.${found.text}`) });
    if (found) return;
    setBusy(true);
    try {
      const response = await saveBaseInfo(form);
      notify(response.msg ?? '', { type: 'success', autoHideDuration: 1500, messageArgs: { _: response.msg } });
      setForm(null);
      await load();
      // The navbar and the profile card show the name from the session.
      void loadCurrentUser().catch(() => undefined);
    } catch {
      // The request client has shown the server's words.
    } finally {
      setBusy(false);
    }
  };

  if (!form) {
    return (
      <Box data-testid="base-info-view">
        <Grid container spacing={1}>
          {(['realName', 'gender', ...READ_ONLY, 'birthday', ...TEXT_FIELDS] as const).map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6 }}>
              <Typography variant="body2" component="div" data-testid={`base-info-${key}`}>
                <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                  {label(key)}:
                </Box>
                {key === 'gender' ? translate(`profile.genders.${[1, 2].includes(info.gender) ? info.gender : 0}`) : shown(info[key], key)}
              </Typography>
            </Grid>
          ))}
        </Grid>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => setForm(formOf(info))} data-testid="base-info-edit">
          {translate('profile.edit')}
        </Button>
      </Box>
    );
  }

  const input = (key: (typeof TEXT_FIELDS)[number] | 'realName') => (
    <Grid key={key} size={{ xs: 12, sm: 6 }}>
      <TextField
        name={key}
        label={label(key)}
        value={form[key]}
        required={key === 'realName'}
        onChange={(event) => set({ [key]: event.target.value })}
        error={problem?.field === key}
        helperText={problem?.field === key ? problem.text : undefined}
        fullWidth
        size="small"
      />
    </Grid>
  );
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="base-info-form">
      <Grid container spacing={2}>
        {input('realName')}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            name="gender"
            label={label('gender')}
            value={form.gender}
            onChange={(event) => set({ gender: Number(event.target.value) })}
            fullWidth
            size="small"
          >
            {[1, 2, 0].map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`profile.genders.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            type="date"
            name="birthday"
            label={label('birthday')}
            value={form.birthday ? dayjs(form.birthday).format('YYYY-MM-DD') : ''}
            onChange={(event) => set({ birthday: event.target.value ? dayjs(event.target.value).valueOf() : null })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
            size="small"
          />
        </Grid>
        {TEXT_FIELDS.map(input)}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy} data-testid="base-info-save">
          {translate('profile.save')}
        </Button>
        <Button onClick={() => setForm(null)}>{translate('profile.cancel')}</Button>
      </Stack>
    </Box>
  );
}
