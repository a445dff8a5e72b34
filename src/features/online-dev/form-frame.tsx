import type { ReactNode } from 'react';
import { cssWidth, ViewerFrame, type PopupType } from '../../form-runtime/viewer/viewer-frame.tsx';

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

const FORM_TEST_IDS = { paper: 'online-form-dialog' };

/**
 * The frame an online form is filled in, by formData's popupType (contract §7.2): a general dialog
 * generalWidth wide, a full-screen page with the form fullScreenWidth wide in its middle and the
 * buttons in its top bar, or a drawer from the right drawerWidth wide — the record detail viewer's
 * three frames, with the form's buttons.
 */
export function FormFrame({ width, popupType, ...frame }: FormFrameProps) {
  return <ViewerFrame {...frame} popupType={popupType} width={cssWidth(width, popupType)} testIds={FORM_TEST_IDS} dialogMaxWidth="95vw" />;
}
