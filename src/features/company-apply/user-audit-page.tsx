import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import { ConfirmDialog, type Confirmation } from '../../components/confirm-dialog.tsx';
import { ListTable, flatRows, type ListColumn } from '../../crud/list/list-table.tsx';
import { PAGE_SIZES, usePagedList } from '../../crud/list/use-paged-list.ts';
import { REGISTRATION_LIST, approveRegistration, rejectRegistration, type RegistrationRow } from './company-apply-api.ts';
import { fill } from './messages.ts';
import { useCompanyApplyTexts } from './use-company-apply-texts.ts';
import { AuditSearchBar } from './audit-search-bar.tsx';
import { AuditStatusChip } from './audit-status-chip.tsx';
import { RejectDialog, type Rejection } from './reject-dialog.tsx';
import { shownTime } from './audit-time.ts';

/**
 * 公司用户审核 (page key permission/userAudit, issue 15 point 5): users registered for a company
 * wait, disabled, for its administrators. The server lists the registrations of the companies in
 * the caller's scope (every one for a system administrator); a pending one is approved after
 * confirmation (the account is enabled) or rejected with a reason. Searched by keyword and state.
 */
export function UserAuditPage() {
  const texts = useCompanyApplyTexts();
  const notify = useNotify();
  const list = usePagedList<RegistrationRow>({ resource: 'userAudit', source: REGISTRATION_LIST });
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [rejection, setRejection] = useState<Rejection | null>(null);

  const done = (msg: string) => {
    notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
    list.refresh();
  };
  const columns: ListColumn<RegistrationRow>[] = [
    { key: 'account', header: texts.audit.account, render: (row) => row.account },
    { key: 'realName', header: texts.audit.realName, render: (row) => row.realName },
    { key: 'mobilePhone', header: texts.audit.mobilePhone, render: (row) => row.mobilePhone },
    { key: 'companyName', header: texts.audit.company, render: (row) => row.companyName },
    { key: 'status', header: texts.status, render: (row) => <AuditStatusChip status={row.status} /> },
    { key: 'creatorTime', header: texts.audit.creatorTime, render: (row) => shownTime(row.creatorTime) },
    { key: 'auditUserName', header: texts.auditUser, render: (row) => row.auditUserName },
    { key: 'auditTime', header: texts.auditTime, render: (row) => shownTime(row.auditTime) },
    { key: 'auditOpinion', header: texts.auditOpinion, width: 200, render: (row) => row.auditOpinion },
  ];
  const actionsOf = (row: RegistrationRow) =>
    row.status === 0 ? (
      <>
        <Button
          size="small"
          data-testid="user-audit-approve"
          onClick={() =>
            setConfirm({
              text: fill(texts.audit.confirmApprove, { name: row.realName || row.account }),
              run: async () => done(await approveRegistration(row.id)),
            })
          }
        >
          {texts.approve}
        </Button>
        <Button
          size="small"
          color="error"
          data-testid="user-audit-reject"
          onClick={() => setRejection({ title: texts.audit.rejectTitle, run: async (opinion) => done(await rejectRegistration(row.id, opinion)) })}
        >
          {texts.reject}
        </Button>
      </>
    ) : null;

  return (
    <Box sx={{ p: 2 }} data-testid="user-audit-page">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {texts.audit.title}
      </Typography>
      <AuditSearchBar list={list} keywordLabel={texts.audit.keyword} />
      <ListTable
        columns={columns}
        rows={flatRows(list.rows)}
        rowTestId="user-audit-row"
        loading={list.loading}
        empty={texts.empty}
        actions={{ header: texts.actions, render: actionsOf }}
        pagination={{ ...list.pagination, pageSizes: PAGE_SIZES }}
      />
      <ConfirmDialog
        confirmation={confirm}
        onClose={() => setConfirm(null)}
        testId="user-audit-confirm"
        labels={{ confirm: texts.confirm, cancel: texts.cancel }}
      />
      <RejectDialog rejection={rejection} onClose={() => setRejection(null)} />
    </Box>
  );
}
