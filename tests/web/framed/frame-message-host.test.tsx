import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, fireEvent } from '@testing-library/react';
import { FrameMessageHost } from '../../../src/features/framed/frame-message-host.tsx';
import { ReportPreviewDialog } from '../../../src/features/framed/report-preview-dialog.tsx';
import { resetSession } from '../../../src/lib/auth/session-store.ts';
import { config, setUpFramedTests } from './framed-kit.tsx';

setUpFramedTests();
const own = window.location.origin;
const post = (data: unknown, origin: string) => act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin })));

describe('window-message listener (spec §2.4)', () => {
  beforeEach(() => {
    config.frameMessageOrigins = 'https://gctos.example, http://10.0.0.5:8080';
    let n = 0;
    URL.createObjectURL = vi.fn(() => `blob:${own}/${++n}`);
    URL.revokeObjectURL = vi.fn();
  });

  it('opens the report preview for fr from an allowed origin, 85 % wide, titled 报表预览', async () => {
    render(<FrameMessageHost />);
    await waitFor(() => expect(screen.queryByTestId('report-preview-dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    post({ type: 'fr', url: '/report/daily?id=7' }, 'https://gctos.example');
    const dialog = await screen.findByTestId('report-preview-dialog');
    expect(dialog).toHaveTextContent('报表预览');
    expect(getComputedStyle(dialog).width).toBe('85%');
    const frame = screen.getByTestId('report-preview-frame');
    expect(frame).toHaveAttribute('src', 'https://gctos.example/report/daily?id=7');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-forms allow-downloads allow-top-navigation allow-same-origin');
    fireEvent.click(screen.getByTestId('preview-close'));
    await waitFor(() => expect(screen.queryByTestId('report-preview-dialog')).toBeNull());
  });

  it('opens the pdf preview with the blob and title, its frame 95 % of the body minus 194', async () => {
    Object.defineProperty(document.body, 'clientHeight', { configurable: true, value: 1000 });
    render(<FrameMessageHost />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const blob = new Blob(['<script>alert(1)</script>'], { type: 'text/html' });
    post({ type: 'pdf', blob, title: '提单 B/L 001' }, own);
    const dialog = await screen.findByTestId('pdf-preview-dialog');
    expect(dialog).toHaveTextContent('提单 B/L 001');
    const frame = screen.getByTestId('pdf-preview-frame') as HTMLIFrameElement;
    expect(frame.src).toMatch(/^blob:/);
    expect(frame.style.height).toBe('756px');
    // whatever the sender typed it as, the frame shows it as PDF
    const shown = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(shown.type).toBe('application/pdf');
    fireEvent.click(screen.getByTestId('preview-close'));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith(frame.src));
  });

  it('ignores messages from other origins and of other shapes, and listens only while signed in', async () => {
    render(<FrameMessageHost />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    post({ type: 'fr', url: 'https://evil.example/r' }, 'https://evil.example');
    post({ type: 'fr', url: 'javascript:alert(1)' }, 'https://gctos.example');
    post({ type: 'pdf', blob: 'not a blob' }, own);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => resetSession());
    post({ type: 'fr', url: 'https://gctos.example/r' }, 'https://gctos.example');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a given title on the report preview', () => {
    render(<ReportPreviewDialog url="https://r.example/x" title="堆场日报" onClose={() => undefined} />);
    expect(screen.getByTestId('report-preview-dialog')).toHaveTextContent('堆场日报');
    expect(screen.getByTestId('report-preview-dialog')).not.toHaveTextContent('报表预览');
  });
});
