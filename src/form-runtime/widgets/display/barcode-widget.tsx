import { useLayoutEffect, useRef, useState } from 'react';
import JsBarcode from 'jsbarcode';
import { Box } from '@mui/material';
import type { ViewProps, WidgetDefinition } from '../../widget-contract.ts';
import { codeTextOf, colourProp, isBarcodeText, numberProp } from './code-text.ts';
import { displayText, displayTexts } from './messages.ts';

/** Spec §9 barcode defaults: code128, bar width 4, height 40, margin 5; black on white. */
export const BARCODE_DEFAULTS = { format: 'code128', width: 4, height: 40, margin: 5, lineColor: '#000000', background: '#ffffff' };

function barcodeOptions(props: Record<string, unknown>) {
  return {
    format: typeof props.format === 'string' && props.format !== '' ? props.format : BARCODE_DEFAULTS.format,
    width: numberProp(props.width, BARCODE_DEFAULTS.width),
    height: numberProp(props.height, BARCODE_DEFAULTS.height),
    margin: numberProp(props.margin, BARCODE_DEFAULTS.margin),
    lineColor: colourProp(props.lineColor, BARCODE_DEFAULTS.lineColor),
    background: colourProp(props.background, BARCODE_DEFAULTS.background),
    displayValue: false,
  };
}

/** The SVG JsBarcode draws into; nothing when the format refuses the text (an EAN with letters, a wrong length). */
function BarcodeSvg({ text, props, label }: { text: string; props: Record<string, unknown>; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const options = barcodeOptions(props);
  const signature = JSON.stringify([text, options]);
  const [failed, setFailed] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!svg.current) return;
    let valid = true;
    try {
      JsBarcode(svg.current, text, { ...options, valid: (ok: boolean) => (valid = ok) });
    } catch {
      valid = false;
    }
    setFailed(valid ? null : signature);
    // The signature covers the text and every option.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return <svg ref={svg} role="img" aria-label={label} data-testid="barcode" style={failed === signature ? { display: 'none' } : { maxWidth: '100%' }} />;
}

/** JNPF's barcode: the static text or the record's relation field, drawn only for letters and digits (spec §5). */
export function Barcode({ item, language, formData }: ViewProps) {
  const text = codeTextOf(item, formData);
  if (!isBarcodeText(text)) return null;
  return (
    <Box sx={{ width: '100%', overflow: 'hidden', minHeight: 40 }}>
      <BarcodeSvg text={text} props={item.props} label={`${displayText(language, 'barcode')} ${text}`} />
    </Box>
  );
}

export const barcodeWidget: WidgetDefinition = {
  key: 'barcode',
  Edit: Barcode,
  View: Barcode,
  holdsValue: false,
  examples: [
    {
      key: 'barcode',
      label: displayTexts('exampleBarcodeLabel'),
      props: { dataType: 'static', staticText: 'MSKU1234565', format: 'code128', width: 2, height: 40 },
    },
  ],
};
