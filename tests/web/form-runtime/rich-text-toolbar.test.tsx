import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import type { Language } from '../../../src/form-runtime/widget-contract.ts';
import { editorWidgets } from '../../../src/form-runtime/widgets/editor/index.ts';
import { RichTextWidget } from '../../../src/crud/widgets/rich-text/rich-text-widget.tsx';

const editor = editorWidgets.find((definition) => definition.key === 'editor');
if (!editor) throw new Error('no editor widget');
const { Edit, View } = editor;

function renderEditor(language: Language, value = '') {
  const changes: unknown[] = [];
  const view = render(
    <Edit
      item={{ key: 'editor', field: 'body', props: {} }}
      id="body"
      value={value}
      size="default"
      language={language}
      onChange={(next) => changes.push(next)}
    />,
  );
  return {
    changes,
    rerender: (next: Language) =>
      view.rerender(
        <Edit
          item={{ key: 'editor', field: 'body', props: {} }}
          id="body"
          value={value}
          size="default"
          language={next}
          onChange={(html) => changes.push(html)}
        />,
      ),
  };
}

const toolbar = async () => {
  await screen.findByTestId('rich-text-editor', {}, { timeout: 5000 });
  return document.querySelector('.ql-toolbar') as HTMLElement;
};

/**
 * What the snow theme draws for a heading or size picker entry: its data-label when it has a
 * non-empty one, otherwise the English word of Quill's style sheet ('Normal', 'Heading 1', …).
 */
const drawn = (element: Element, english: Record<string, string>) => {
  const label = element.getAttribute('data-label');
  return label ? label : (english[element.getAttribute('data-value') ?? ''] as string);
};
const HEADER_EN: Record<string, string> = {
  '': 'Normal',
  '1': 'Heading 1',
  '2': 'Heading 2',
  '3': 'Heading 3',
  '4': 'Heading 4',
  '5': 'Heading 5',
  '6': 'Heading 6',
};
const SIZE_EN: Record<string, string> = { '': 'Normal', small: 'Small', large: 'Large', huge: 'Huge' };
const pickerTexts = (root: HTMLElement, format: string, english: Record<string, string>) =>
  Array.from(root.querySelectorAll(`.ql-picker.ql-${format} .ql-picker-item`)).map((item) => drawn(item, english));
const pickerLabel = (root: HTMLElement, format: string, english: Record<string, string>) =>
  drawn(root.querySelector(`.ql-picker.ql-${format} .ql-picker-label`) as Element, english);

describe('the rich-text toolbar in the user’s language (spec lowcode §2 "Rich-text editor")', () => {
  it('zh: the heading and size pickers say 正文/标题…, never Normal; every control has a Chinese tooltip', async () => {
    renderEditor('zh');
    const root = await toolbar();
    expect(pickerTexts(root, 'header', HEADER_EN)).toEqual(['标题1', '标题2', '标题3', '标题4', '标题5', '标题6', '正文']);
    expect(pickerTexts(root, 'size', SIZE_EN)).toEqual(['小号', '标准', '大号', '超大号']);
    expect(pickerLabel(root, 'header', HEADER_EN)).toBe('正文');
    expect(pickerLabel(root, 'size', SIZE_EN)).toBe('标准');
    expect(root.textContent + Array.from(root.querySelectorAll('[data-label]'), (node) => node.getAttribute('data-label')).join()).not.toMatch(
      /Normal|Heading/,
    );
    const titles = Array.from(root.querySelectorAll('button, .ql-picker-label'), (control) => control.getAttribute('title'));
    expect(titles.length).toBeGreaterThanOrEqual(20);
    for (const title of titles) expect(title).toMatch(/^[\u4e00-\u9fff]+$/);
    expect(root.querySelector('button.ql-bold')).toHaveAttribute('title', '加粗');
    expect(root.querySelector('button.ql-list[value=ordered]')).toHaveAttribute('title', '有序列表');
    expect(root.querySelector('.ql-align .ql-picker-item[data-value=center]')).toHaveAttribute('title', '居中');
  });

  it('a chosen heading shows its own word on the picker', async () => {
    renderEditor('zh');
    const root = await toolbar();
    const item = root.querySelector('.ql-picker.ql-header .ql-picker-item[data-value="2"]') as HTMLElement;
    fireEvent.click(item);
    await waitFor(() => expect(pickerLabel(root, 'header', HEADER_EN)).toBe('标题2'));
  });

  it('zh-TW, and follows a change of language', async () => {
    const { rerender } = renderEditor('zh-TW');
    const root = await toolbar();
    expect(pickerTexts(root, 'size', SIZE_EN)).toEqual(['小號', '標準', '大號', '超大號']);
    expect(pickerLabel(root, 'header', HEADER_EN)).toBe('正文');
    expect(root.querySelector('button.ql-strike')).toHaveAttribute('title', '刪除線');
    rerender('en');
    await waitFor(() => expect(root.querySelector('button.ql-strike')).toHaveAttribute('title', 'Strikethrough'));
    expect(pickerTexts(root, 'header', HEADER_EN).at(-1)).toBe('Normal');
  });

  it('the link and video box has no outside address or English placeholder', async () => {
    renderEditor('zh');
    await toolbar();
    const input = document.querySelector('.ql-tooltip input[type=text]') as HTMLElement;
    expect(input).toHaveAttribute('data-video', '视频地址');
    expect(input.getAttribute('data-link')).toBe('https://');
  });

  it('the rjsf dialogs’ editor speaks the form’s language', async () => {
    const props = { id: 'root_body', value: '', disabled: false, readonly: false, onChange: () => undefined, registry: { formContext: { language: 'zh-TW' } } };
    render(<RichTextWidget {...(props as unknown as WidgetProps)} />);
    const root = await toolbar();
    expect(root.querySelector('button.ql-italic')).toHaveAttribute('title', '斜體');
  });

  it('the read-only view shows sanitised HTML', () => {
    render(
      <View
        item={{ key: 'editor', field: 'body', props: {} }}
        value={'<p>靠泊<strong>通知</strong></p><img src=x onerror="alert(1)">'}
        size="default"
        language="zh"
      />,
    );
    const view = screen.getByTestId('editor-view');
    expect(view.querySelector('strong')?.textContent).toBe('通知');
    expect(view.innerHTML).not.toMatch(/onerror/);
  });
});
