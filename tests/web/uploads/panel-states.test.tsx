import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { UploadPanel } from '../../../src/features/uploads/panel/upload-panel.tsx';
import type { UploadEntry, UploadStatus } from '../../../src/features/uploads/engine/upload-queue.ts';

const STATUSES: UploadStatus[] = ['waiting', 'checking', 'uploading', 'paused', 'success', 'error'];

const entry = (status: UploadStatus, progress = 0): UploadEntry => ({
  id: status,
  file: new File(['x'], `${status}.pdf`),
  name: `${status}.pdf`,
  size: 1536,
  status,
  progress,
});

function renderPanel(entries: UploadEntry[]) {
  const handlers = { onPause: vi.fn(), onResume: vi.fn(), onRetry: vi.fn(), onRemove: vi.fn() };
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <UploadPanel entries={entries} {...handlers} />
    </AdminContext>,
  );
  return handlers;
}

const row = (status: UploadStatus) => screen.getAllByTestId('upload-entry').find((element) => element.dataset.status === status) as HTMLElement;
const statusText = (status: UploadStatus) => within(row(status)).getByTestId('upload-status').textContent;
const buttons = (status: UploadStatus) =>
  ['upload-pause', 'upload-resume', 'upload-retry', 'upload-remove'].filter((testId) => within(row(status)).queryByTestId(testId));

describe('upload panel (spec lowcode §2, §4; shell §4, §8)', () => {
  it('shows each status in the spec words, zh, zh-TW and en', async () => {
    await act(() => i18nProvider.changeLocale('zh'));
    renderPanel(STATUSES.map((status) => entry(status)));
    expect(STATUSES.map(statusText)).toEqual(['等待中', '文件校验中', '上传中', '暂停中', '上传成功', '上传失败']);
  });

  it('speaks zh-TW', async () => {
    await act(() => i18nProvider.changeLocale('zh-TW'));
    renderPanel(STATUSES.map((status) => entry(status)));
    expect(STATUSES.map(statusText)).toEqual(['等待中', '文件校驗中', '上傳中', '暫停中', '上傳成功', '上傳失敗']);
    expect(within(row('uploading')).getByTestId('upload-pause')).toHaveAttribute('aria-label', '暫停');
  });

  it('speaks en', async () => {
    await act(() => i18nProvider.changeLocale('en'));
    renderPanel(STATUSES.map((status) => entry(status)));
    expect(STATUSES.map(statusText)).toEqual(['Waiting', 'Checking file', 'Uploading', 'Paused', 'Uploaded', 'Upload failed']);
    expect(within(row('error')).getByTestId('upload-retry')).toHaveAttribute('aria-label', 'Retry');
  });

  it('offers pause from waiting or uploading, resume from paused, retry from error, remove unless success', async () => {
    await act(() => i18nProvider.changeLocale('zh'));
    renderPanel(STATUSES.map((status) => entry(status)));
    expect(buttons('waiting')).toEqual(['upload-pause', 'upload-remove']);
    expect(buttons('checking')).toEqual(['upload-remove']);
    expect(buttons('uploading')).toEqual(['upload-pause', 'upload-remove']);
    expect(buttons('paused')).toEqual(['upload-resume', 'upload-remove']);
    expect(buttons('error')).toEqual(['upload-retry', 'upload-remove']);
    expect(buttons('success')).toEqual([]);
    expect(within(row('paused')).getByTestId('upload-resume')).toHaveAttribute('aria-label', '继续');
    expect(within(row('paused')).getByTestId('upload-remove')).toHaveAttribute('aria-label', '删除');
  });

  it('calls the operation with the entry id', async () => {
    await act(() => i18nProvider.changeLocale('zh'));
    const handlers = renderPanel(STATUSES.map((status) => entry(status)));
    fireEvent.click(within(row('uploading')).getByTestId('upload-pause'));
    fireEvent.click(within(row('paused')).getByTestId('upload-resume'));
    fireEvent.click(within(row('error')).getByTestId('upload-retry'));
    fireEvent.click(within(row('waiting')).getByTestId('upload-remove'));
    expect(handlers.onPause).toHaveBeenCalledWith('uploading');
    expect(handlers.onResume).toHaveBeenCalledWith('paused');
    expect(handlers.onRetry).toHaveBeenCalledWith('error');
    expect(handlers.onRemove).toHaveBeenCalledWith('waiting');
  });

  it('speaks the language it is given, whatever react-admin speaks (a form-runtime widget passes its own)', async () => {
    await act(() => i18nProvider.changeLocale('zh'));
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <UploadPanel entries={[entry('paused')]} onPause={vi.fn()} onResume={vi.fn()} onRetry={vi.fn()} onRemove={vi.fn()} language="en" />
      </AdminContext>,
    );
    expect(statusText('paused')).toBe('Paused');
  });

  it('shows the size with two decimals and the progress', async () => {
    await act(() => i18nProvider.changeLocale('zh'));
    renderPanel([entry('uploading', 0.99)]);
    expect(within(row('uploading')).getByText('1.50 KB')).toBeInTheDocument();
    expect(within(row('uploading')).getByTestId('upload-progress')).toHaveAttribute('aria-valuenow', '99');
  });
});
