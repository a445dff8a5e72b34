import { tokenOf, withNodeFormData } from '../in-process-session.ts';
import { beforeEach, expect, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import ExcelJS from 'exceljs';
import { setUpInProcessServer, type InProcessServer } from '../in-process-server.ts';
import { messagesByLocale } from '../../../src/lib/i18n/i18n-provider.ts';
import { LOCALES, type Locale } from '../../../src/lib/i18n/locale.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { excelImportMessages } from '../../../src/crud/excel-import/messages.ts';
import { ExcelImportButton } from '../../../src/crud/excel-import/excel-import-button.tsx';

/**
 * The wizard's tests: the real app in-process (a new one per test, as imports write users), a
 * signed-in administrator, the toasts the request client raises, and the button in react-admin's
 * context with its notices. The i18n provider is the app's texts plus the wizard's own, so the
 * tests hold whether or not src/lib/i18n/i18n-provider.ts lists them yet.
 */
export const USERS = '/api/permission/Users';

export const toasts: string[] = [];
let backend: InProcessServer;

export function setUpImportTests(): InProcessServer {
  // Each step is a round trip through the real app (sheets written and read with exceljs): on a
  // busy two-core machine a step can take seconds, more than Testing Library's one-second wait.
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 60_000 });
  backend = setUpInProcessServer({ fresh: 'test' });
  withNodeFormData();
  beforeEach(async () => {
    toasts.length = 0;
    resetSession();
    storageSet('language', 'zh');
    await i18nProvider.changeLocale('zh');
    configureRequest({ notifyError: (msg) => toasts.push(msg), onSessionGone: () => undefined, language: () => 'zh-CN', apiBase: window.location.origin });
    await signInAs('admin');
  });
  return backend;
}

const withWizardTexts = (locale: Locale): Record<string, unknown> => ({ ...messagesByLocale[locale], ...excelImportMessages[locale] });
export const i18nProvider = polyglotI18nProvider(
  (locale) => withWizardTexts((locale as Locale) in messagesByLocale ? (locale as Locale) : 'zh') as TranslationMessages,
  'zh',
  LOCALES,
);

async function signInAs(account: string): Promise<void> {
  const token = await tokenOf(account);
  setToken(token);
  setSessionToken(token);
}

export interface Rendered {
  imported: () => number;
  downloads: { url: string; name: string }[];
}

/** The Import button of the users' list, opened. */
export async function openWizard(props: { apiBase?: string; uploadUrl?: string; exceptionPath?: string } = {}): Promise<Rendered> {
  let imported = 0;
  const downloads: { url: string; name: string }[] = [];
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ExcelImportButton
        apiBase={props.apiBase ?? USERS}
        uploadUrl={props.uploadUrl}
        exceptionPath={props.exceptionPath}
        onImported={() => (imported += 1)}
        onDownload={(url, name) => downloads.push({ url, name })}
      />
      <Notification />
    </AdminContext>,
  );
  screen.getByTestId('excel-import').click();
  await screen.findByTestId('excel-import-dialog');
  return { imported: () => imported, downloads };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A small .xlsx: a header row of titles, then the rows. */
export async function sheetFile(name: string, header: string[], rows: (string | number)[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  const bytes = await workbook.xlsx.writeBuffer();
  return new File([bytes], name, { type: XLSX });
}

/** The rows of a downloaded .xlsx, read back with exceljs. */
export async function sheetRows(url: string): Promise<string[][]> {
  const bytes = await (await fetch(`${window.location.origin}${url}`)).arrayBuffer();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

export const app = () => backend.app();

/** Picks the sheet, waits for its upload and goes on to the preview. */
export async function previewSheet(file: File): Promise<void> {
  fireEvent.change(screen.getByTestId('excel-import-file'), { target: { files: [file] } });
  await waitFor(() => expect(screen.getByTestId('excel-import-next')).toBeEnabled());
  expect(screen.getByTestId('excel-import-sheet')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('excel-import-next'));
  await screen.findByTestId('excel-import-submit');
}

/** Users of the demo organisation, as the import's sheet names it. */
export const USER_HEADER = ['账户', '姓名', '所属组织'];
export const ORG = '港口集团';
