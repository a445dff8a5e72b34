import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box, Chip, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { decodeFlowConfig, fieldValue, otherFields, statusCode, urgencyCode, type FlowField } from './flow-config.ts';

const ERROR_TEXT = { missing: 'workflowMessage.errorMissing', base64: 'workflowMessage.errorBase64', json: 'workflowMessage.errorJson' } as const;
const TEXT_FIELDS: FlowField[] = ['title', 'flowName', 'flowCode', 'node', 'task', 'sender'];

/** Epoch milliseconds as a date and time; anything else as the message wrote it. */
function timeText(value: unknown): string {
  const number = typeof value === 'number' ? value : /^\d{10,13}$/.test(String(value)) ? Number(value) : NaN;
  return Number.isFinite(number) ? dayjs(number).format('YYYY-MM-DD HH:mm:ss') : String(value);
}

function Field({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <TableRow data-testid={`flow-field-${name}`}>
      <TableCell component="th" scope="row" sx={{ width: 160, color: 'text.secondary' }}>
        {label}
      </TableCell>
      <TableCell>{children}</TableCell>
    </TableRow>
  );
}

/**
 * What a flow message says (spec §2.1 /workFlowDetail and /workFlow/entrust, §4 status and urgency
 * codes), decoded from the `config` query. The workflow engine is not part of this platform, so
 * the page shows the message and says so; it offers no approval actions.
 */
function WorkflowMessagePage({ entrust }: { entrust: boolean }) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const decoded = useMemo(() => decodeFlowConfig(params.get('config')), [params]);
  const t = (key: string, options?: Record<string, unknown>) => translate(`workflowMessage.${key}`, options);
  const notGiven = (
    <Typography component="span" variant="body2" color="text.secondary">
      {t('notGiven')}
    </Typography>
  );

  let details: ReactNode = null;
  if (decoded.kind === 'error') {
    details = (
      <Alert severity="error" data-testid="flow-config-error" data-reason={decoded.reason}>
        {translate(ERROR_TEXT[decoded.reason])}
      </Alert>
    );
  } else {
    const { body } = decoded;
    const status = fieldValue(body, 'status');
    const urgency = fieldValue(body, 'urgency');
    const statusKnown = statusCode(status);
    const urgencyKnown = urgencyCode(urgency);
    const time = fieldValue(body, 'time');
    const others = otherFields(body);
    details = (
      <Paper variant="outlined">
        <Table size="small">
          <TableBody>
            {TEXT_FIELDS.map((field) => {
              const value = fieldValue(body, field);
              return (
                <Field key={field} name={field} label={t(field)}>
                  {value === undefined ? notGiven : String(value)}
                </Field>
              );
            })}
            <Field name="time" label={t('time')}>
              {time === undefined ? notGiven : timeText(time)}
            </Field>
            <Field name="status" label={t('status')}>
              {status === undefined ? (
                notGiven
              ) : statusKnown ? (
                <Chip size="small" label={t(`status${statusKnown}`)} />
              ) : (
                t('unknownCode', { code: String(status) })
              )}
            </Field>
            <Field name="urgency" label={t('urgency')}>
              {urgencyKnown ? t(`urgency${urgencyKnown}`) : t('unknownCode', { code: String(urgency) })}
            </Field>
            {others.length > 0 && (
              <Field name="others" label={t('otherFields')}>
                <Stack component="dl" sx={{ m: 0 }} spacing={0.5}>
                  {others.map(([key, value]) => (
                    <Box key={key} sx={{ display: 'flex', gap: 1 }} data-testid="flow-other-field">
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {key}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                        {value}
                      </Typography>
                    </Box>
                  ))}
                </Stack>
              </Field>
            )}
          </TableBody>
        </Table>
      </Paper>
    );
  }

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 960 }} data-testid={entrust ? 'workflow-entrust-page' : 'workflow-detail-page'}>
      <Typography variant="h6" component="h1">
        {translate(entrust ? 'routes.workFlowEntrust' : 'routes.workFlowDetail')}
      </Typography>
      <Alert severity="info" data-testid="workflow-no-engine">
        {entrust && <div>{t('entrustHint')}</div>}
        {t('noEngine')}
      </Alert>
      {details}
    </Stack>
  );
}

/** /workFlowDetail?config=… */
export function WorkFlowDetailPage() {
  return <WorkflowMessagePage entrust={false} />;
}

/** /workFlow/entrust?config=… */
export function WorkFlowEntrustPage() {
  return <WorkflowMessagePage entrust />;
}
