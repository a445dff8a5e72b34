import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Quill from 'quill';
import type { WidgetProps } from '@rjsf/utils';
import { RichTextWidget } from '../../../src/crud/widgets/rich-text/rich-text-widget.tsx';
import { videoEmbedUrl } from '../../../src/crud/widgets/rich-text/quill-formats.ts';
import { fieldHtml, httpUrl, sanitizeRichText } from '../../../src/components/rich-text/rich-text-html.ts';
import { registeredWidgets } from '../../../src/crud/widget-registry.ts';

/** The widget as rjsf renders it, keeping every value it writes. */
function renderEditor(value: string) {
  const changes: string[] = [];
  function Host() {
    const [current, setCurrent] = useState(value);
    const props = {
      id: 'root_bodyText',
      value: current,
      disabled: false,
      readonly: false,
      onChange: (next: string) => {
        changes.push(next);
        setCurrent(next);
      },
    } as unknown as WidgetProps;
    return <RichTextWidget {...props} />;
  }
  render(<Host />);
  return changes;
}

const editorOf = async () => {
  const root = await screen.findByTestId('rich-text-editor', {}, { timeout: 5000 });
  const quill = Quill.find(root.parentElement as HTMLElement) as Quill;
  return { root, quill };
};

describe('the rich-text widget (spec lowcode §2)', () => {
  it('is registered under the schema’s widget name', () => {
    expect(registeredWidgets().richText).toBe(RichTextWidget);
  });

  it('loads Quill lazily with the spec’s toolbar', async () => {
    renderEditor('');
    expect(screen.getByTestId('rich-text-loading')).toBeInTheDocument();
    await editorOf();
    const toolbar = document.querySelector('.ql-toolbar') as HTMLElement;
    for (const format of [
      'bold',
      'italic',
      'underline',
      'strike',
      'header',
      'size',
      'color',
      'background',
      'blockquote',
      'code-block',
      'list',
      'indent',
      'align',
      'direction',
      'clean',
      'link',
      'image',
      'video',
    ]) {
      expect(toolbar.querySelector(`.ql-${format}`), format).not.toBeNull();
    }
  });

  it('shows a sanitised value, and writes what is typed as HTML', async () => {
    const changes = renderEditor('<p>今晚<strong>停电</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>');
    const { root, quill } = await editorOf();
    await waitFor(() => expect(root.querySelector('strong')?.textContent).toBe('停电'));
    expect(root.innerHTML).not.toMatch(/script|onerror/);
    expect(changes).toEqual([]); // loading is not a change
    quill.insertText(quill.getLength() - 1, ' 请注意', { bold: false, italic: true }, 'user');
    await waitFor(() => expect(changes.at(-1)).toBe('<p>今晚<strong>停电</strong><em> 请注意</em></p>'));
    quill.setText('\n', 'user');
    await waitFor(() => expect(changes.at(-1)).toBe(''));
  });

  it('keeps links to http(s) addresses and videos to allow-listed video services', async () => {
    const changes = renderEditor('');
    const { quill } = await editorOf();
    quill.insertText(0, '链接', { link: 'javascript:alert(1)' }, 'user');
    await waitFor(() => expect(changes.at(-1)).toBe('<p><a>链接</a></p>'));
    quill.setText('\n', 'user');
    quill.insertText(0, '官网', { link: 'www.portside.example' }, 'user');
    await waitFor(() => expect(changes.at(-1)).toBe('<p><a href="https://www.portside.example" rel="noopener noreferrer" target="_blank">官网</a></p>'));
    quill.setText('\n', 'user');
    quill.insertEmbed(0, 'video', 'https://player.vimeo.com/video/1', 'user');
    await waitFor(() =>
      expect(changes.at(-1)).toContain(
        '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/1" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" allow="fullscreen"></iframe>',
      ),
    );
    for (const refused of ['https://player.example/embed/1', '/sso?token=abc', 'javascript:alert(1)']) {
      quill.setText('\n', 'user');
      quill.insertEmbed(0, 'video', refused, 'user');
      await waitFor(() => expect(changes.at(-1)).not.toContain('iframe'));
    }
  });

  it('refuses a video address off the list in the video box, with a message', async () => {
    const changes = renderEditor('');
    const { root } = await editorOf();
    const box = () => document.querySelector('.ql-tooltip input[type="text"]') as HTMLInputElement;
    const tooltip = () => document.querySelector('.ql-tooltip') as HTMLElement;
    fireEvent.click(document.querySelector('.ql-toolbar .ql-video') as HTMLElement);
    expect(tooltip().classList).toContain('ql-editing');
    box().value = 'https://phish.example/login';
    fireEvent.keyDown(box(), { key: 'Enter' });
    // without an i18n provider the message shows as its key (entity messages hold the texts)
    expect((await screen.findByRole('alert')).textContent).toBe('entity.videoNotAllowed');
    expect(tooltip().classList).toContain('ql-editing');
    expect(root.querySelector('iframe')).toBeNull();
    box().value = 'https://www.youtube.com/watch?v=abc_1';
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(changes.at(-1)).toContain('src="https://www.youtube.com/embed/abc_1?showinfo=0"'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('rich-text value helpers', () => {
  it('turns Quill’s spaces back into spaces, keeping runs, and an empty editor into nothing', () => {
    expect(fieldHtml('<p>a&nbsp;b&nbsp;&nbsp;&nbsp;c</p>', false)).toBe('<p>a b &nbsp;&nbsp;c</p>');
    expect(fieldHtml('<p></p>', true)).toBe('');
  });

  it('accepts http(s) addresses, gives a bare host https and refuses other schemes', () => {
    expect(httpUrl(' https://a.example/x ')).toBe('https://a.example/x');
    expect(httpUrl('a.example/x')).toBe('https://a.example/x');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('mailto:a@b.example')).toBeNull();
  });

  it('turns video addresses into embed addresses of allow-listed services only', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=abc_1')).toBe('https://www.youtube.com/embed/abc_1');
    expect(videoEmbedUrl('youtu.be/abc')).toBe('https://www.youtube.com/embed/abc');
    expect(videoEmbedUrl('https://vimeo.com/42')).toBe('https://player.vimeo.com/video/42');
    expect(videoEmbedUrl('player.bilibili.com/player.html?bvid=BV1')).toBe('https://player.bilibili.com/player.html?bvid=BV1');
    expect(videoEmbedUrl('https://player.example.com/embed/42')).toBeNull();
    expect(videoEmbedUrl('/sso?token=abc')).toBeNull();
    expect(videoEmbedUrl('http://www.youtube.com/embed/1')).toBeNull();
  });

  it('sanitises what it loads and shows', () => {
    expect(sanitizeRichText('<p onclick="x()">a<script>1</script></p>')).toBe('<p>a</p>');
  });
});
