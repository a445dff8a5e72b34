import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import { ConfirmDialog, type Confirmation } from '../../components/confirm-dialog.tsx';
import { ListTable, flatRows, type ListColumn } from '../../crud/list/list-table.tsx';
import { PAGE_SIZES, usePagedList } from '../../crud/list/use-paged-list.ts';
import { APPLICATION_LIST, approveApplication, rejectApplication, type ApplicationRow } from './company-apply-api.ts';
import { fill } from './messages.ts';
import { useCompanyApplyTexts } from './use-company-apply-texts.ts';
import { AuditSearchBar } from './audit-search-bar.tsx';
import { AuditStatusChip } from './audit-status-chip.tsx';
import { ApplyDialog } from './apply-dialog.tsx';
import { RejectDialog, type Rejection } from './reject-dialog.tsx';
import { shownTime } from './audit-time.ts';

/**
 * 公司管理员申请 (page key permission/companyAdminApply, issue 15 point 5): a user applies to
 * administer a company and follows their applications; a system administrator sees everyone's,
 * and approves (after confirmation) or rejects (with a reason) the pending ones — the rows the
 * server marks `canAudit`. Searched by keyword and state, a page at a time.
 */
export function CompanyAdminApplyPage() {
  const texts = useCompanyApplyTexts();
  const notify = useNotify();
  const list = usePagedList<ApplicationRow>({ resource: 'companyAdminApply', source: APPLICATION_LIST });
  const [applying, setApplying] = useState(false);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [rejection, setRejection] = useState<Rejection | null>(null);

  const done = (msg: string) => {
    notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
    list.refresh();
  };
  const applicant = (row: ApplicationRow) => row.realName || row.account;
  const columns: ListColumn<ApplicationRow>[] = [
    { key: 'companyName', header: texts.apply.company, render: (row) => row.companyName },
    { key: 'applicant', header: texts.apply.applicant, render: (row) => (row.account ? `${row.realName}/${row.account}` : row.realName) },
    { key: 'mobilePhone', header: texts.apply.mobilePhone, render: (row) => row.mobilePhone },
    { key: 'reason', header: texts.apply.reason, width: 240, render: (row) => row.reason },
    { key: 'status', header: texts.status, render: (row) => <AuditStatusChip status={row.status} /> },
    { key: 'creatorTime', header: texts.apply.creatorTime, render: (row) => shownTime(row.creatorTime) },
    { key: 'auditUserName', header: texts.auditUser, render: (row) => row.auditUserName },
    { key: 'auditTime', header: texts.auditTime, render: (row) => shownTime(row.auditTime) },
    { key: 'auditOpinion', header: texts.auditOpinion, width: 200, render: (row) => row.auditOpinion },
  ];
  const actionsOf = (row: ApplicationRow) =>
    row.canAudit ? (
      <>
        <Button
          size="small"
          data-testid="company-apply-approve"
          onClick={() =>
            setConfirm({
              text: fill(texts.apply.confirmApprove, { name: applicant(row), company: row.companyName }),
              run: async () => done(await approveApplication(row.id)),
            })
          }
        >
          {texts.approve}
        </Button>
        <Button
          size="small"
          color="error"
          data-testid="company-apply-reject"
          onClick={() => setRejection({ title: texts.apply.rejectTitle, run: async (opinion) => done(await rejectApplication(row.id, opinion)) })}
        >
          {texts.reject}
        </Button>
      </>
    ) : null;

  return (
    <Box sx={{ p: 2 }} data-testid="company-apply-page">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {texts.apply.title}
      </Typography>
      <AuditSearchBar list={list} keywordLabel={texts.apply.keyword}>
        <Button variant="contained" data-testid="company-apply-add" onClick={() => setApplying(true)}>
          {texts.apply.add}
        </Button>
      </AuditSearchBar>
      <ListTable
        columns={columns}
        rows={flatRows(list.rows)}
        rowTestId="company-apply-row"
        loading={list.loading}
        empty={texts.apply.empty}
        actions={{ header: texts.actions, render: actionsOf }}
        pagination={{ ...list.pagination, pageSizes: PAGE_SIZES }}
      />
      <ApplyDialog
        open={applying}
        onClose={() => setApplying(false)}
        onApplied={(msg) => {
          setApplying(false);
          done(msg);
        }}
      />
      <ConfirmDialog
        confirmation={confirm}
        onClose={() => setConfirm(null)}
        testId="company-apply-confirm"
        labels={{ confirm: texts.confirm, cancel: texts.cancel }}
      />
      <RejectDialog rejection={rejection} onClose={() => setRejection(null)} />
    </Box>
  );
}
