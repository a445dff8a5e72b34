import type { CSSProperties } from 'react';

/**
 * JNPF's `textStyle` (JNPFText, link: `{ color, 'text-align', 'font-weight', 'font-style',
 * 'text-decoration', 'line-height', 'font-size' }`, kebab-case, sizes as numbers of px) as a React
 * style. Only these typographic properties pass: a form's configuration cannot position, hide or
 * overlay anything on the page.
 */
const ALLOWED: Record<string, keyof CSSProperties> = {
  color: 'color',
  'text-align': 'textAlign',
  textAlign: 'textAlign',
  'font-weight': 'fontWeight',
  fontWeight: 'fontWeight',
  'font-style': 'fontStyle',
  fontStyle: 'fontStyle',
  'text-decoration': 'textDecoration',
  textDecoration: 'textDecoration',
  'line-height': 'lineHeight',
  lineHeight: 'lineHeight',
  'font-size': 'fontSize',
  fontSize: 'fontSize',
};

/** Sizes given as bare numbers are pixels (JNPF's line-height 32, font-size 12). */
const PIXELS = new Set<keyof CSSProperties>(['lineHeight', 'fontSize']);

export function textStyleOf(textStyle: unknown): CSSProperties {
  if (!textStyle || typeof textStyle !== 'object') return {};
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(textStyle)) {
    const property = ALLOWED[name];
    if (!property) continue;
    if (typeof value === 'number' && Number.isFinite(value)) style[property] = PIXELS.has(property) ? `${value}px` : String(value);
    else if (typeof value === 'string' && value !== '' && !/[;{}<>]|url\(|expression\(/i.test(value)) style[property] = value;
  }
  return style as CSSProperties;
}
