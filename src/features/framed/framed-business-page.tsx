import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box } from '@mui/material';
import type { FrameSource } from './frame-source.ts';
import { FRAME_ALLOW, FRAME_SANDBOX } from './frame-address.ts';
import { useFrameAddress } from './use-frame-address.ts';
import { useFrameHeight } from './use-frame-height.ts';
import { refreshFrameOrigins } from './frame-messages.ts';

/**
 * A framed business page (spec §2.4): one full-width frame of the address the system
 * configuration holds for the screen (with the user's business token when it needs one).
 * Nothing shows until the address is resolved; a missing or refused address says why. The
 * shell keeps the page — and so the frame — alive while its tab is hidden.
 */
export function FramedBusinessPage({ screen, title }: { screen: FrameSource; title: string }) {
  const translate = useTranslate();
  const address = useFrameAddress(screen);
  const height = useFrameHeight();
  // A newly opened frame may be from a newly allowed origin: read the list again.
  useEffect(() => void refreshFrameOrigins(), []);

  if (address.state === 'resolving') return <Box data-testid="framed-page" data-screen={screen.name} data-state="resolving" />;
  if (address.state === 'failed') {
    return (
      <Box data-testid="framed-page" data-screen={screen.name} data-state="failed" sx={{ p: 2 }}>
        <Alert severity="error" data-testid="framed-error">
          {address.message ?? translate(`framed.${address.text ?? 'loadFailed'}`)}
        </Alert>
      </Box>
    );
  }
  return (
    <Box data-testid="framed-page" data-screen={screen.name} data-state="ready" sx={{ width: '100%', lineHeight: 0 }}>
      <iframe
        title={title}
        src={address.url}
        allow={FRAME_ALLOW}
        sandbox={FRAME_SANDBOX}
        data-testid="framed-frame"
        style={{ display: 'block', width: '100%', height, border: 0 }}
      />
    </Box>
  );
}
