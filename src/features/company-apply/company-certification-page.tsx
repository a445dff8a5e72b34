import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useNotify } from 'react-admin';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { sessionStore } from '../../lib/auth/session-store.ts';
import type { RequestFailure } from '../../lib/request/types.ts';
import { ListTable, flatRows, type ListColumn } from '../../crud/list/list-table.tsx';
import { companyOnPath, loadCompanies, loadOwnApplications, type ApplicationRow, type CompanyOption } from './company-apply-api.ts';
import { useCompanyApplyTexts } from './use-company-apply-texts.ts';
import { AuditStatusChip } from './audit-status-chip.tsx';
import { ApplyDialog } from './apply-dialog.tsx';
import { shownTime } from './audit-time.ts';

const APPROVED = 1;

/**
 * 企业认证 (/certificationCompany, spec shell §2.1, hidden from menus): the signed-in user's side of
 * the company-administrator application (spec §6). It shows the company the user belongs to, their
 * own applications with state and the audit opinion, and applies through the application page's
 * own dialog and call (POST /api/permission/CompanyAdminApply); a system administrator decides on
 * 公司管理员申请. Listing one's own and applying need only a session (the server's routes); should a
 * server still answer 401 (one that keeps them behind the page), the page says so instead of offering a
 * button that would be refused.
 */
export function CompanyCertificationPage() {
  const texts = useCompanyApplyTexts();
  const notify = useNotify();
  const userInfo = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot).userInfo;
  const userId = userInfo?.userId ?? '';
  const organizeIdList = userInfo?.organizeIdList;
  const [company, setCompany] = useState<CompanyOption | null | undefined>(undefined);
  const [applications, setApplications] = useState<ApplicationRow[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const loadApplications = useCallback(async () => {
    if (!userId) return;
    try {
      setApplications(await loadOwnApplications(userId));
      setRefusal(null);
    } catch (error) {
      // 401: the user lacks the application page; any other refusal is shown the same way, in the server's words.
      setRefusal((error as RequestFailure).code === 401 ? texts.certification.noPermission : ((error as RequestFailure).msg ?? ''));
    }
  }, [userId, texts.certification.noPermission]);
  useEffect(() => {
    void loadApplications();
  }, [loadApplications]);
  useEffect(() => {
    let live = true;
    loadCompanies().then(
      (companies) => {
        if (live) setCompany(companyOnPath(organizeIdList ?? [], companies) ?? null);
      },
      () => live && setCompany(null), // the request client has said why
    );
    return () => {
      live = false;
    };
  }, [organizeIdList]);

  const administers = (companyId: string) => applications?.some((row) => row.companyId === companyId && row.status === APPROVED) ?? false;
  const columns: ListColumn<ApplicationRow>[] = [
    { key: 'companyName', header: texts.apply.company, render: (row) => row.companyName },
    { key: 'reason', header: texts.apply.reason, width: 240, render: (row) => row.reason },
    { key: 'mobilePhone', header: texts.apply.mobilePhone, render: (row) => row.mobilePhone },
    { key: 'status', header: texts.status, render: (row) => <AuditStatusChip status={row.status} /> },
    { key: 'creatorTime', header: texts.apply.creatorTime, render: (row) => shownTime(row.creatorTime) },
    { key: 'auditUserName', header: texts.auditUser, render: (row) => row.auditUserName },
    { key: 'auditTime', header: texts.auditTime, render: (row) => shownTime(row.auditTime) },
    { key: 'auditOpinion', header: texts.auditOpinion, width: 200, render: (row) => row.auditOpinion },
  ];

  return (
    <Box sx={{ p: 2 }} data-testid="company-certification-page">
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {texts.certification.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.certification.intro}
      </Typography>
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography component="span" color="text.secondary">
            {texts.certification.currentCompany}:
          </Typography>
          <Typography component="span" data-testid="company-certification-company">
            {company === undefined ? '' : (company?.fullName ?? texts.certification.noCompany)}
          </Typography>
          {company && administers(company.id) && <Chip size="small" color="success" label={texts.certification.administrator} />}
          <Box sx={{ flex: 1 }} />
          {applications && (
            <Button variant="contained" data-testid="company-certification-apply" onClick={() => setApplying(true)}>
              {texts.apply.add}
            </Button>
          )}
        </Stack>
      </Paper>
      {refusal !== null && (
        <Alert severity="info" data-testid="company-certification-refusal">
          {refusal}
        </Alert>
      )}
      {applications && (
        <>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {texts.certification.applications}
          </Typography>
          <ListTable columns={columns} rows={flatRows(applications)} rowTestId="company-certification-row" empty={texts.apply.empty} />
        </>
      )}
      <ApplyDialog
        open={applying}
        onClose={() => setApplying(false)}
        onApplied={(msg) => {
          setApplying(false);
          notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
          void loadApplications();
        }}
      />
    </Box>
  );
}
