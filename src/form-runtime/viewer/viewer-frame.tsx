import type { ReactNode } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

export type PopupType = 'general' | 'fullScreen' | 'drawer';

/** JNPF's defaults when a form sets no width (contract §7.2 formConf). */
const DEFAULT_WIDTHS: Record<PopupType, string> = { general: '600px', fullScreen: '100%', drawer: '600px' };

/** A width as CSS: a number or a bare number text is px, anything else ("80%", "1000px") as written. */
export function cssWidth(value: string | number | undefined, popupType: PopupType): string {
  if (value === undefined || value === '') return DEFAULT_WIDTHS[popupType];
  if (typeof value === 'number' || /^\d+(\.\d+)?$/.test(value)) return `${value}px`;
  return value;
}

export interface ViewerFrameProps {
  open: boolean;
  onClose: () => void;
  popupType: PopupType;
  width: string;
  title: string;
  closeLabel: string;
  /** the print and close buttons */
  actions: ReactNode;
  children: ReactNode;
}

// data-* attributes ride on the paper through slotProps, whose type does not list them.
const paperAttributes = (popupType: PopupType) => ({ 'data-testid': 'record-detail-viewer', 'data-popup-type': popupType }) as object;

/**
 * The three frames of the record detail viewer (spec §2): a general dialog `width` wide, a
 * full-screen page with the record `width` wide in its middle and the buttons in its top bar, or a
 * drawer from the right `width` wide.
 */
export function ViewerFrame({ open, onClose, popupType, width, title, closeLabel, actions, children }: ViewerFrameProps) {
  if (popupType === 'drawer')
    return (
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { ...paperAttributes(popupType), style: { width, maxWidth: '100vw' } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: 16 }}>
            {title}
          </Typography>
          <IconButton aria-label={closeLabel} onClick={onClose} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>{children}</Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>{actions}</Box>
      </Drawer>
    );
  if (popupType === 'fullScreen')
    return (
      <Dialog open={open} onClose={onClose} fullScreen slotProps={{ paper: paperAttributes(popupType) }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <DialogTitle sx={{ flex: 1, p: 0, fontSize: 16 }}>{title}</DialogTitle>
          {actions}
        </Box>
        <DialogContent>
          <Box data-testid="record-detail-body" style={{ width, maxWidth: '100%', margin: '0 auto' }}>
            {children}
          </Box>
        </DialogContent>
      </Dialog>
    );
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: { ...paperAttributes(popupType), style: { width } } }}>
      <DialogTitle sx={{ fontSize: 16 }}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
