import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { ok, renderCenter, setUpMessageTests } from './message-kit.tsx';
import { MessageRecordPage } from '../../../src/features/messages/index.ts';
import { resetSession } from '../../../src/lib/auth/session-store.ts';
import { FakeSocket } from './fake-socket.ts';

const server = setUpMessageTests();

describe('/messageRecord', () => {
  it('lists messages with the type filter all, 1, 2, 3, 4', async () => {
    const types: (string | null)[] = [];
    server.use(
      http.get('/api/message', ({ request }) => {
        const query = new URL(request.url).searchParams;
        types.push(query.get('type'));
        return HttpResponse.json(
          ok({
            list: [{ id: 'a', title: `类型${query.get('type')}`, type: 1, isRead: '0', releaseTime: 1, releaseUser: 'x' }],
            pagination: { currentPage: 1, pageSize: 20, total: 1 },
          }),
        );
      }),
    );
    render(
      <MemoryRouter>
        <MessageRecordPage />
      </MemoryRouter>,
    );
    await screen.findByText('类型');
    const tabs = within(screen.getByTestId('message-type-filter')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['全部', '公告', '流程', '系统', '日程']);
    for (const [index, type] of ['1', '2', '3', '4'].entries()) {
      fireEvent.click(tabs[index + 1]);
      await screen.findByText(`类型${type}`);
    }
    expect(types).toEqual(['', '1', '2', '3', '4']);
  });
});

describe('session end', () => {
  it('closes the socket for good when the session is reset (sign-out here or in another tab)', async () => {
    const { socket } = await renderCenter();
    act(() => resetSession());
    expect(socket.closed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(FakeSocket.all).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('message-center')).toBeNull());
  });
});
