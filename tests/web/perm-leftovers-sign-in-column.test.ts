import { describe, expect, it } from 'vitest';
import { logColumns } from '../../src/features/audit-log/log-columns.tsx';
import { LOG_TABS, type LogRow } from '../../src/features/audit-log/audit-log-api.ts';
import { allAuditLogTexts } from '../../src/features/audit-log/messages.ts';

const row = (browser: string, platForm: string): LogRow => ({
  id: 'x',
  category: 1,
  creatorTime: null,
  userName: '李操作/staff',
  ipaddress: '',
  browser,
  platForm,
});

/** The sign-in tab's 登录设备 shows the browser and system the sign-in's user agent named (issue 15 leftovers). */
describe('the sign-in log’s device column', () => {
  it.each(Object.entries(allAuditLogTexts))('%s: browser and system, else what there is', (_locale, texts) => {
    const signIn = LOG_TABS.find((tab) => tab.key === 'signIn');
    if (!signIn) throw new Error('no sign-in tab');
    const device = logColumns(signIn, texts).find((column) => column.header === texts.signIn.device);
    expect(device?.render(row('Chrome 120', 'Windows 10'), 0)).toBe('Chrome 120 / Windows 10');
    expect(device?.render(row('WeChat 8', 'Android 13'), 0)).toBe('WeChat 8 / Android 13');
    // an agent that named no browser: the system, or the device (PC/App) the server kept
    expect(device?.render(row('', 'App'), 0)).toBe('App');
  });
});
