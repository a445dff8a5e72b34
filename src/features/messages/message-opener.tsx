import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { readMessage } from './message-api.ts';
import type { InboxMessage, MessageInfo } from '../../lib/data/inbox-message.ts';
import { messageAction } from './message-routing.ts';
import { addNotices } from './unread-store.ts';
import { NoticeDialog } from './notice-dialog.tsx';
import { EventViewer } from '../../lib/event-viewer.tsx';

/**
 * Opening a message (spec §4): ReadInfo marks it read (the bell goes down by one if it was
 * unread), then the message's action runs: notice dialog, schedule view or a page.
 */
export function useMessageOpener(onRead: (id: string) => void): { open: (message: InboxMessage) => Promise<void>; dialogs: ReactNode } {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<MessageInfo | null>(null);
  const [schedule, setSchedule] = useState<{ id: string; groupId: string } | null>(null);

  const closeSchedule = useCallback(() => setSchedule(null), []);

  const open = useCallback(
    async (message: InboxMessage) => {
      let info: MessageInfo | undefined;
      try {
        info = await readMessage(message.id);
      } catch {
        return; // the request client has shown why
      }
      if (!info) return;
      if (message.isRead !== '1') {
        addNotices(-1);
        onRead(message.id);
      }
      const action = messageAction({ ...message, ...info, type: info.type ?? message.type, flowType: info.flowType ?? message.flowType });
      if (action.kind === 'notice') setNotice(action.info);
      else if (action.kind === 'schedule') setSchedule({ id: action.id, groupId: action.groupId });
      else if (action.kind === 'navigate') navigate(action.to);
    },
    [navigate, onRead],
  );

  const dialogs = (
    <>
      <NoticeDialog info={notice} onClose={() => setNotice(null)} />
      {schedule && <EventViewer id={schedule.id} groupId={schedule.groupId} onClose={closeSchedule} />}
    </>
  );
  return { open, dialogs };
}
