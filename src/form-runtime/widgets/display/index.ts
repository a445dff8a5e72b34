import type { WidgetDefinition } from '../../widget-contract.ts';
import { textWidget } from './text-widget.tsx';
import { linkWidget } from './link-widget.tsx';
import { alertWidget } from './alert-widget.tsx';
import { dividerWidget, groupTitleWidget } from './divider-widget.tsx';
import { buttonWidget } from './button-widget.tsx';
import { barcodeWidget } from './barcode-widget.tsx';
import { qrcodeWidget } from './qrcode-widget.tsx';
import { calculateWidget } from './calculate-widget.tsx';
import { systemWidgets } from './system-widgets.tsx';

/**
 * The display widgets (JNPFText, link, alert, divider, groupTitle, button, barcode, qrcode), the
 * calculated field and the system fields the server fills (createUser … billRule).
 */
export const displayWidgets: WidgetDefinition[] = [
  textWidget,
  linkWidget,
  alertWidget,
  dividerWidget,
  groupTitleWidget,
  buttonWidget,
  barcodeWidget,
  qrcodeWidget,
  calculateWidget,
  ...systemWidgets,
];

export { setButtonScriptRunner, type ButtonScriptRunner, type ButtonScriptContext } from './button-script.ts';
export { dynamicQrPayload, qrTextOf, type DynamicQrPayload } from './qr-payload.ts';
export { linkAddress } from './link-widget.tsx';
export { BARCODE_DEFAULTS } from './barcode-widget.tsx';
export { QRCODE_DEFAULTS } from './qrcode-widget.tsx';
export { CALCULATION_DEBOUNCE_MS } from './calculate-widget.tsx';
export { SYSTEM_FIELD_KEYS, systemFieldText } from './system-widgets.tsx';
