import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { useUploadQueue, type UploadQueueOptions } from '../../../src/features/uploads/engine/upload-queue.ts';
import { UploadPanel } from '../../../src/features/uploads/panel/upload-panel.tsx';
import type { StoredFile } from '../../../common/files/file-kinds.ts';
import { CHUNK, gate, patternedFile, setUpEngineTests } from './engine-kit.ts';

/** The panel driven by useUploadQueue against the real chunk and merge routes, as a widget uses them. */
const kit = setUpEngineTests();
const { server, forward } = kit.backend;

function Uploader({ files, ...options }: UploadQueueOptions & { files: File[] }) {
  const queue = useUploadQueue({ chunkSize: CHUNK, retryDelay: () => 0, chunkParallelism: 1, ...options });
  return (
    <>
      <button type="button" onClick={() => queue.add(files)}>
        add
      </button>
      <UploadPanel entries={queue.entries} onPause={queue.pause} onResume={queue.resume} onRetry={queue.retry} onRemove={queue.remove} />
    </>
  );
}

const status = () => screen.getByTestId('upload-status').textContent;

describe('upload panel with its queue', () => {
  it('shows a file from 上传中 through 暂停中 to 上传成功 with the buttons each state allows', async () => {
    await act(() => i18nProvider.changeLocale('zh'));
    const held = gate();
    let holding = true;
    server.use(
      http.post('*/api/file/chunk', async ({ request }) => {
        const number = (await request.clone().formData()).get('chunkNumber');
        if (holding && number === '2') {
          await held.promise;
          return HttpResponse.error();
        }
        return forward(request);
      }),
    );
    const onSuccess = vi.fn<(entry: unknown, stored: StoredFile) => void>();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Uploader files={[patternedFile('报关单#1.pdf', 2 * CHUNK)]} onSuccess={onSuccess} />
      </AdminContext>,
    );
    fireEvent.click(screen.getByText('add'));
    expect(screen.getByTestId('upload-entry')).toHaveTextContent('报关单1.pdf');
    expect(screen.getByTestId('upload-entry')).toHaveTextContent('2.00 MB');
    await waitFor(() => expect(status()).toBe('上传中'), { timeout: 15000 });
    const entry = screen.getByTestId('upload-entry');
    expect(within(entry).getByTestId('upload-pause')).toBeInTheDocument();
    fireEvent.click(within(entry).getByTestId('upload-pause'));
    expect(status()).toBe('暂停中');
    expect(within(entry).queryByTestId('upload-pause')).toBeNull();
    holding = false;
    held.open();
    fireEvent.click(within(entry).getByTestId('upload-resume'));
    await waitFor(() => expect(status()).toBe('上传成功'), { timeout: 15000 });
    expect(within(screen.getByTestId('upload-entry')).queryAllByRole('button')).toEqual([]);
    expect(screen.getByTestId('upload-progress')).toHaveAttribute('aria-valuenow', '100');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0][1]).toMatchObject({ name: '报关单#1.pdf', fileSize: 2 * CHUNK, fileExtension: 'pdf' });
  });

  it('offers retry after a failure and removes a file on request', async () => {
    await act(() => i18nProvider.changeLocale('en'));
    server.use(http.post('*/api/file/chunk', () => HttpResponse.error()));
    const onRemove = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Uploader files={[patternedFile('a.pdf', 10)]} onRemove={onRemove} />
      </AdminContext>,
    );
    fireEvent.click(screen.getByText('add'));
    await waitFor(() => expect(status()).toBe('Upload failed'), { timeout: 15000 });
    expect(screen.getByTestId('upload-retry')).toHaveAttribute('aria-label', 'Retry');
    fireEvent.click(screen.getByTestId('upload-remove'));
    expect(screen.queryByTestId('upload-entry')).toBeNull();
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
