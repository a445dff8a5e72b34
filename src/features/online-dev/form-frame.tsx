import type { ReactNode } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { cssWidth, type PopupType } from '../../form-runtime/viewer/viewer-frame.tsx';

export interface FormFrameProps {
  open: boolean;
  /** absent while saving: the frame cannot be closed then */
  onClose?: () => void;
  popupType: PopupType;
  /** formData's generalWidth / fullScreenWidth / drawerWidth for the popup type */
  width: string | number | undefined;
  title: string;
  closeLabel: string;
  /** the cancel and confirm buttons */
  actions: ReactNode;
  children: ReactNode;
}

// data-* attributes ride on the paper through slotProps, whose type does not list them.
const paperAttributes = (popupType: PopupType) => ({ 'data-testid': 'online-form-dialog', 'data-popup-type': popupType }) as object;

/**
 * The frame an online form is filled in, by formData's popupType (contract §7.2): a general dialog
 * generalWidth wide, a full-screen page with the form fullScreenWidth wide in its middle and the
 * buttons in its top bar, or a drawer from the right drawerWidth wide — the record detail viewer's
 * three frames, with the form's buttons.
 */
export function FormFrame({ open, onClose, popupType, width, title, closeLabel, actions, children }: FormFrameProps) {
  const css = cssWidth(width, popupType);
  if (popupType === 'drawer')
    return (
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { ...paperAttributes(popupType), style: { width: css, maxWidth: '100vw' } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: 16 }}>
            {title}
          </Typography>
          <IconButton aria-label={closeLabel} onClick={onClose} disabled={!onClose} size="small">
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
          <Box style={{ width: css, maxWidth: '100%', margin: '0 auto' }}>{children}</Box>
        </DialogContent>
      </Dialog>
    );
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: { ...paperAttributes(popupType), style: { width: css, maxWidth: '95vw' } } }}>
      <DialogTitle sx={{ fontSize: 16 }}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
