import type { Theme } from '@mui/material';

/**
 * The shell's navbar sits one above the drawer layer; the message and chat drawers must cover it,
 * so they take the modal layer (dialogs opened from them still come on top, being later).
 */
export const drawerAboveNavbar = { zIndex: (theme: Theme) => theme.zIndex.modal };
