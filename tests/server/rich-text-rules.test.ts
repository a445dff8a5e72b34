// @vitest-environment jsdom
// jsdom gives the browser's DOMPurify a window, as the page does.
import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from '../../server/core/rich-text/sanitize-html.ts';
import { sanitizeRichText } from '../../src/components/rich-text/rich-text-html.ts';

/**
 * The rich-text rules live once (common/rich-text-rules.ts) and run over two DOMPurify instances:
 * the page's for the editor and preview, jsdom's for the notice store on the server. Both must
 * clean every case alike.
 */
const cases: [string, string, (clean: string) => void][] = [
  [
    'links go to http(s) or this site only, in a new tab',
    '<p><a href="javascript:alert(1)">x</a><a href="https://ok.example/a">ok</a><a href="mailto:a@b.example">m</a><a href="/api/x">local</a><a href="//evil.example">proto</a></p>',
    (clean) => {
      expect(clean).toContain('<a>x</a>');
      expect(clean).toContain('<a href="https://ok.example/a" target="_blank" rel="noopener noreferrer">ok</a>');
      expect(clean).toContain('<a>m</a>');
      expect(clean).toContain('<a href="/api/x" target="_blank" rel="noopener noreferrer">local</a>');
      expect(clean).toContain('<a>proto</a>');
    },
  ],
  [
    'video frames show allow-listed video services only, sandboxed, full screen allowed',
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/42?showinfo=0" onload="x()" allow="camera; payment"></iframe>' +
      '<iframe src="https://player.vimeo.com/video/7/"></iframe><iframe src="https://player.bilibili.com/player.html?bvid=BV1"></iframe>' +
      '<iframe src="https://v.qq.com/txp/iframe/player.html?vid=a1"></iframe><iframe src="https://www.youtube-nocookie.com/embed/9"></iframe>' +
      // refused: any other site, our own pages (relative or not), plain http, look-alike hosts and paths, other ports, tricks
      '<iframe src="https://player.example/v/1"></iframe><iframe src="/sso?token=abc"></iframe><iframe src="//www.youtube.com/embed/1"></iframe>' +
      '<iframe src="http://www.youtube.com/embed/1"></iframe><iframe src="https://youtube.com/embed/1"></iframe><iframe src="https://www.youtube.com.evil.example/embed/1"></iframe>' +
      '<iframe src="https://www.youtube.com/watch?v=1"></iframe><iframe src="https://www.youtube.com/embed/../redirect?q=https://evil.example"></iframe>' +
      '<iframe src="https://www.youtube.com:8443/embed/1"></iframe><iframe src="https://evil.example@www.youtube.com/embed/1"></iframe>' +
      '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>1</script>"></iframe>',
    (clean) => {
      const frame = (src: string, extra = '') =>
        `<iframe${extra} src="${src}" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" allow="fullscreen"></iframe>`;
      expect(clean).toBe(
        frame('https://www.youtube.com/embed/42?showinfo=0', ' class="ql-video" frameborder="0" allowfullscreen="true"') +
          frame('https://player.vimeo.com/video/7/') +
          frame('https://player.bilibili.com/player.html?bvid=BV1') +
          frame('https://v.qq.com/txp/iframe/player.html?vid=a1') +
          frame('https://www.youtube-nocookie.com/embed/9'),
      );
    },
  ],
  [
    'images from http(s), this site or inline data images only',
    '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA"><img src="data:text/html;base64,PHNjcmlwdD4="><img src="https://i.example/a.png"><img src="/api/file/Image/a.png">',
    (clean) => expect(clean).toBe('<img src="data:image/png;base64,AAAA"><img src="https://i.example/a.png"><img src="/api/file/Image/a.png">'),
  ],
  [
    'the editor’s formatting stays',
    '<h2>标题</h2><p class="ql-align-center ql-direction-rtl"><strong>粗</strong><em>斜</em><u>下</u><s>删</s><span class="ql-size-large" style="color: rgb(230, 0, 0); background-color: rgb(255, 255, 0);">彩</span></p><blockquote>引</blockquote><pre data-language="plain">code</pre><ul><li>a</li></ul><ol><li class="ql-indent-1">b</li></ol><script>alert(1)</script><form><input></form>',
    (clean) =>
      expect(clean).toBe(
        '<h2>标题</h2><p class="ql-align-center ql-direction-rtl"><strong>粗</strong><em>斜</em><u>下</u><s>删</s><span class="ql-size-large" style="color: rgb(230, 0, 0); background-color: rgb(255, 255, 0);">彩</span></p><blockquote>引</blockquote><pre>code</pre><ul><li>a</li></ul><ol><li class="ql-indent-1">b</li></ol>',
      ),
  ],
];

describe('rich-text HTML rules', () => {
  it.each(cases)('%s, alike in the browser and on the server', (_what, dirty, check) => {
    const server = sanitizeNoticeHtml(dirty);
    check(server);
    expect(sanitizeRichText(dirty)).toBe(server);
  });
});
