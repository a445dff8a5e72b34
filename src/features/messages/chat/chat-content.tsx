import { Box } from '@mui/material';
import { apiBase } from '../../../lib/request/request.ts';
import type { ChatValue } from '../socket/frames.ts';
import { messageText } from '../messages.ts';
import { ChatText } from './chat-text.tsx';

/** Media paths come from our server (/api/file/Image/IM/…); anything else is not loaded. */
function mediaSrc(value: ChatValue): string | undefined {
  const path = typeof value === 'object' ? value.path : undefined;
  return path && path.startsWith('/api/') ? apiBase + path : undefined;
}

/**
 * One chat message's content: text always as text (React escapes it, never HTML) with its
 * `[NNN]` emoji codes drawn, images as images, voice and video with their players.
 */
export function ChatContent({ contentType, content }: { contentType: string; content: ChatValue }) {
  if (contentType === 'text')
    return (
      <Box component="span" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {typeof content === 'string' ? <ChatText text={content} /> : ''}
      </Box>
    );
  const src = mediaSrc(content);
  if (contentType === 'image')
    return src ? (
      <Box component="img" src={src} alt={messageText('imageMessage')} sx={{ maxWidth: 200, maxHeight: 200, display: 'block' }} data-testid="chat-image" />
    ) : (
      <span>{messageText('imageMessage')}</span>
    );
  if (contentType === 'voice') return src ? <audio controls src={src} data-testid="chat-voice" /> : <span>{messageText('voiceMessage')}</span>;
  if (contentType === 'video')
    return src ? <Box component="video" controls src={src} sx={{ maxWidth: 240 }} data-testid="chat-video" /> : <span>{messageText('videoMessage')}</span>;
  return null;
}

/** The one-line preview of a conversation's latest message: media by name, text with its emoji. */
export function ChatPreview({ messageType, latestMessage }: { messageType: string; latestMessage: string }) {
  if (messageType === 'image') return messageText('imageMessage');
  if (messageType === 'voice') return messageText('voiceMessage');
  if (messageType === 'video') return messageText('videoMessage');
  return <ChatText text={latestMessage} />;
}
