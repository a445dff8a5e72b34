import { Fragment } from 'react';
import { Box } from '@mui/material';
import { emojiToken, splitEmoji } from './emoji.ts';

/**
 * A chat text with its `[NNN]` emoji codes drawn as emoji. Every piece is a React text node or a
 * span React builds, so nothing in a message is ever read as HTML.
 */
export function ChatText({ text }: { text: string }) {
  return (
    <>
      {splitEmoji(text).map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <Box
            component="span"
            key={index}
            role="img"
            aria-label={emojiToken(part.code)}
            title={emojiToken(part.code)}
            data-testid="chat-emoji-glyph"
            sx={{ fontSize: '1.2em', lineHeight: 1, verticalAlign: 'middle' }}
          >
            {part.glyph}
          </Box>
        ),
      )}
    </>
  );
}
