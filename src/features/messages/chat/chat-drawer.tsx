import { drawerAboveNavbar } from '../drawer-layer.ts';
import { useState, useSyncExternalStore } from 'react';
import { Box, Drawer, Tab, Tabs } from '@mui/material';
import { conversationStore, openConversation } from './conversation-store.ts';
import { startConversation } from './chat-actions.ts';
import { ConversationView } from './conversation-view.tsx';
import { RecentList } from './recent-list.tsx';
import { ContactList } from './contact-list.tsx';
import { messageText } from '../messages.ts';

/** The chat drawer (spec §2.5): recent conversations and contacts, or the open conversation. */
export function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { peer } = useSyncExternalStore(conversationStore.subscribe, conversationStore.getSnapshot);
  const [tab, setTab] = useState<'recent' | 'contacts'>('recent');
  const close = () => {
    // A closed drawer has no open conversation: new messages count as unread again.
    openConversation(null);
    onClose();
  };
  return (
    <Drawer anchor="right" open={open} onClose={close} sx={drawerAboveNavbar} slotProps={{ paper: { sx: { width: 400 } } }} data-testid="chat-drawer">
      {peer ? (
        <ConversationView onBack={() => openConversation(null)} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Tabs value={tab} onChange={(_, next: 'recent' | 'contacts') => setTab(next)} variant="fullWidth">
            <Tab value="recent" label={messageText('recent')} data-testid="chat-tab-recent" />
            <Tab value="contacts" label={messageText('contacts')} data-testid="chat-tab-contacts" />
          </Tabs>
          <Box sx={{ flex: 1, overflow: 'hidden', overflowY: tab === 'recent' ? 'auto' : 'hidden' }}>
            {tab === 'recent' ? <RecentList onOpen={startConversation} /> : <ContactList onOpen={startConversation} />}
          </Box>
        </Box>
      )}
    </Drawer>
  );
}
