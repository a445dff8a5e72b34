import type { ToolbarTexts } from './toolbar-texts.ts';

/** Quill's own classes on a control, besides the format's `ql-<format>`. */
const QUILL_CLASSES = new Set(['ql-picker', 'ql-color-picker', 'ql-icon-picker', 'ql-active', 'ql-expanded', 'ql-formats']);

const formatOf = (element: Element): string | undefined =>
  Array.from(element.classList)
    .find((name) => name.startsWith('ql-') && !QUILL_CLASSES.has(name))
    ?.slice(3);

const label = (element: Element, text: string | undefined) => {
  if (!text) return;
  element.setAttribute('title', text);
  element.setAttribute('aria-label', text);
};

/**
 * Puts the language's words on a built snow toolbar. Quill's style sheet draws a heading or size
 * item from its `data-label` when it has one (else in English: 'Normal', 'Heading 1' …), and the
 * picker copies the chosen item's `data-label` onto its label, so setting the items' and the
 * label's is enough; buttons and pickers get a tooltip. Run again when the language changes.
 */
export function localizeToolbar(toolbar: HTMLElement, texts: ToolbarTexts): void {
  toolbar.querySelectorAll('button').forEach((button) => {
    const format = formatOf(button);
    if (!format) return;
    label(button, texts.titles[button.value ? `${format}:${button.value}` : format] ?? texts.titles[format]);
  });
  toolbar.querySelectorAll('.ql-picker').forEach((picker) => {
    const format = formatOf(picker);
    if (!format) return;
    const names = format === 'header' ? texts.headers : format === 'size' ? texts.sizes : format === 'align' ? texts.aligns : undefined;
    const pickerLabel = picker.querySelector('.ql-picker-label');
    if (pickerLabel) label(pickerLabel, texts.titles[format]);
    if (!names) return;
    picker.querySelectorAll('.ql-picker-item').forEach((item) => {
      const text = names[item.getAttribute('data-value') ?? ''];
      if (text === undefined) return;
      if (format === 'align') label(item, text);
      else item.setAttribute('data-label', text);
    });
    if (pickerLabel && format !== 'align') {
      const text = names[pickerLabel.getAttribute('data-value') ?? ''];
      if (text !== undefined) pickerLabel.setAttribute('data-label', text);
    }
  });
}

/** The link/video box's input: its placeholders (Quill's show an outside site's address and English). */
export function localizeTooltip(root: HTMLElement, texts: ToolbarTexts): void {
  const input = root.querySelector('.ql-tooltip input[type=text]');
  if (!input) return;
  input.setAttribute('data-link', 'https://');
  input.setAttribute('data-video', texts.box.videoPlaceholder);
}

/** The box's other words come from Quill's style sheet (`content`); these rules say them in the language. */
export function tooltipSx(texts: ToolbarTexts): Record<string, { content: string }> {
  const quoted = (text: string) => `"${text.replace(/"/g, '\\"')}"`;
  return {
    '& .ql-snow .ql-tooltip::before': { content: quoted(texts.box.visit) },
    '& .ql-snow .ql-tooltip a.ql-action::after': { content: quoted(texts.box.edit) },
    '& .ql-snow .ql-tooltip a.ql-remove::before': { content: quoted(texts.box.remove) },
    '& .ql-snow .ql-tooltip.ql-editing a.ql-action::after': { content: quoted(texts.box.save) },
    '& .ql-snow .ql-tooltip[data-mode=link]::before': { content: quoted(texts.box.enterLink) },
    '& .ql-snow .ql-tooltip[data-mode=video]::before': { content: quoted(texts.box.enterVideo) },
  };
}
