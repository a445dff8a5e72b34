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
  /** absent while the frame may not be closed (a form saving): its close button is disabled then */
  onClose?: () => void;
  popupType: PopupType;
  /** as CSS (cssWidth) */
  width: string;
  title: string;
  closeLabel: string;
  /** the buttons: the viewer's print and close, a form's cancel and confirm */
  actions: ReactNode;
  children: ReactNode;
  /** the test ids of the paper and of the full-screen page's body; the record detail viewer's by default */
  testIds?: { paper: string; body?: string };
  /** the general dialog's largest width, when the paper's own limit is not wanted */
  dialogMaxWidth?: string;
}

const VIEWER_TEST_IDS = { paper: 'record-detail-viewer', body: 'record-detail-body' };

// data-* attributes ride on the paper through slotProps, whose type does not list them.
const paperAttributes = (testId: string, popupType: PopupType) => ({ 'data-testid': testId, 'data-popup-type': popupType }) as object;

/**
 * The three frames of the record detail viewer (spec §2) and of an online form (contract §7.2): a
 * general dialog `width` wide, a full-screen page with the content `width` wide in its middle and
 * the buttons in its top bar, or a drawer from the right `width` wide.
 */
export function ViewerFrame({
  open,
  onClose,
  popupType,
  width,
  title,
  closeLabel,
  actions,
  children,
  testIds = VIEWER_TEST_IDS,
  dialogMaxWidth,
}: ViewerFrameProps) {
  if (popupType === 'drawer')
    return (
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { ...paperAttributes(testIds.paper, popupType), style: { width, maxWidth: '100vw' } } }}
      >
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
      <Dialog open={open} onClose={onClose} fullScreen slotProps={{ paper: paperAttributes(testIds.paper, popupType) }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <DialogTitle sx={{ flex: 1, p: 0, fontSize: 16 }}>{title}</DialogTitle>
          {actions}
        </Box>
        <DialogContent>
          <Box data-testid={testIds.body} style={{ width, maxWidth: '100%', margin: '0 auto' }}>
            {children}
          </Box>
        </DialogContent>
      </Dialog>
    );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { ...paperAttributes(testIds.paper, popupType), style: { width, ...(dialogMaxWidth ? { maxWidth: dialogMaxWidth } : {}) } } }}
    >
      <DialogTitle sx={{ fontSize: 16 }}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
