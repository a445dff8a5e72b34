import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { LOG_TABS } from './audit-log-api.ts';
import { LogCategoryView } from './log-category-view.tsx';
import { useAuditLogTexts } from './use-audit-log-texts.ts';

/**
 * 系统管理 › 系统日志 (page key system/log, FE347 views/system/log): 登录日志, 操作日志 and 异常日志
 * in tabs, each searched by keyword and days and paged; a tab opens afresh (its search reset, as the
 * stock page does).
 */
export function SystemLogPage() {
  const texts = useAuditLogTexts();
  const [category, setCategory] = useState<number>(LOG_TABS[0].category);
  const tab = LOG_TABS.find((candidate) => candidate.category === category) ?? LOG_TABS[0];
  return (
    <Box sx={{ p: 2 }} data-testid="system-log-page">
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {texts.sysLogTitle}
      </Typography>
      <Tabs value={tab.category} onChange={(_, next: number) => setCategory(next)} sx={{ mb: 2 }}>
        {LOG_TABS.map((candidate) => (
          <Tab key={candidate.category} value={candidate.category} label={texts.tabs[candidate.key]} />
        ))}
      </Tabs>
      <LogCategoryView key={tab.category} tab={tab} texts={texts} />
    </Box>
  );
}
