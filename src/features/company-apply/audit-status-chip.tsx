import { Chip } from '@mui/material';
import type { AuditStatus } from './company-apply-api.ts';
import { useCompanyApplyTexts } from './use-company-apply-texts.ts';

const COLORS = { 0: 'warning', 1: 'success', 2: 'error' } as const;

/** 待审核 / 已通过 / 已驳回 as a coloured chip. */
export function AuditStatusChip({ status }: { status: AuditStatus }) {
  const texts = useCompanyApplyTexts();
  return <Chip size="small" color={COLORS[status] ?? 'default'} label={texts.statuses[status] ?? String(status)} data-testid="audit-status" />;
}
