import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Box } from '@mui/material';
import type { ViewProps, WidgetDefinition } from '../../widget-contract.ts';
import { colourProp, numberProp } from './code-text.ts';
import { qrTextOf } from './qr-payload.ts';
import { displayText, displayTexts } from './messages.ts';

/** Spec §9: QR size 100 by default; JNPF's colours #000 on #fff; the highest error correction unless configured. */
export const QRCODE_DEFAULTS = { size: 100, colorDark: '#000000', colorLight: '#ffffff', errorCorrectionLevel: 'H' } as const;

type Level = 'L' | 'M' | 'Q' | 'H';
const levelOf = (value: unknown): Level => (value === 'L' || value === 'M' || value === 'Q' || value === 'H' ? value : QRCODE_DEFAULTS.errorCorrectionLevel);

/**
 * The QR code as an SVG image (qrcode's SVG renderer: no canvas needed, the same in print and in
 * tests), drawn again when its text or configuration changes.
 */
function QrImage({ text, props, label }: { text: string; props: Record<string, unknown>; label: string }) {
  const size = numberProp(props.size ?? props.width, QRCODE_DEFAULTS.size);
  const options = {
    type: 'svg' as const,
    errorCorrectionLevel: levelOf(props.errorCorrectionLevel),
    margin: 1,
    width: size,
    color: { dark: colourProp(props.colorDark, QRCODE_DEFAULTS.colorDark), light: colourProp(props.colorLight, QRCODE_DEFAULTS.colorLight) },
  };
  const signature = JSON.stringify([text, options]);
  const [drawn, setDrawn] = useState<{ signature: string; src: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(text, options)
      .then((svg) => current && setDrawn({ signature, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch((error: unknown) => {
        // Text too long for a QR code: nothing to draw.
        console.warn('QR code not drawn', error);
        if (current) setDrawn({ signature, src: null });
      });
    return () => {
      current = false;
    };
    // The signature covers the text and every option.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  const src = drawn?.signature === signature ? drawn.src : null;
  return src ? <img src={src} width={size} height={size} alt={label} data-testid="qrcode" /> : <Box sx={{ width: size, height: size }} />;
}

/** JNPF's QR code: static text, the record's relation field, or the dynamic DFD payload (spec §3). */
export function QrCode({ item, language, formData }: ViewProps) {
  const text = qrTextOf(item, formData);
  if (!text) return null;
  return <QrImage text={text} props={item.props} label={displayText(language, 'qrcode')} />;
}

export const qrcodeWidget: WidgetDefinition = {
  key: 'qrcode',
  Edit: QrCode,
  View: QrCode,
  holdsValue: false,
  examples: [{ key: 'qrcode', label: displayTexts('exampleQrcodeLabel'), props: { dataType: 'static', staticText: 'https://port.example.com', size: 100 } }],
};
