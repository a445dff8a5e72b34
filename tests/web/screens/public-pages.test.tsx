import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setUpPublicPageTests, renderAt, where, NOTICES } from './public-pages-kit.tsx';
import { IndexPortalPage } from '../../../src/features/portal/index-portal-page.tsx';
import { NoticeListPage } from '../../../src/features/portal/notice-list-page.tsx';
import { NoticeInfoPage } from '../../../src/features/portal/notice-info-page.tsx';
import { SIndexPage } from '../../../src/features/portal/s-index-page.tsx';
import { ShowImagePage } from '../../../src/features/portal/show-image-page.tsx';
import { FormShortLinkPage } from '../../../src/features/portal/form-short-link-page.tsx';
import { ExternalLinkFrame, ExternalLinkPage } from '../../../src/shell/external-link-page.tsx';

const { server, errors } = setUpPublicPageTests();

describe('/index and /sIndex', () => {
  it('/index shows the server’s name and notices and offers Login to a visitor', async () => {
    renderAt('/index', '/index', <IndexPortalPage />);
    expect(await screen.findByText('码头开放日')).toBeInTheDocument();
    expect(screen.getByText('航道维护')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('portal-name')).toHaveTextContent('港务门户'));
    expect(screen.getByText('欢迎访问港务门户')).toBeInTheDocument();
    expect(screen.getByTestId('portal-login')).toHaveTextContent('登录');
    expect(screen.queryByTestId('portal-enter')).toBeNull();
    expect(screen.getByText('码头开放日').closest('a')).toHaveAttribute('href', '/noticeInfo?id=n1');
  });

  it('shows that there are no notices rather than inventing any', async () => {
    server.use(
      http.get('/api/portal/Notice', () => HttpResponse.json({ code: 200, data: { list: [], pagination: { currentPage: 1, pageSize: 5, total: 0 } } })),
    );
    renderAt('/index', '/index', <IndexPortalPage />);
    expect(await screen.findByTestId('portal-no-notices')).toHaveTextContent('暂无公告');
  });

  it('/sIndex shows the configured platform facts and the notices', async () => {
    renderAt('/sIndex', '/sIndex', <SIndexPage />);
    const facts = await screen.findByTestId('s-index-info');
    await waitFor(() => expect(facts).toHaveTextContent('版本：3.4.7'));
    expect(facts).toHaveTextContent('发行单位：港务集团');
    expect(await screen.findByText('码头开放日')).toBeInTheDocument();
    expect(screen.getByTestId('portal-copyright')).toHaveTextContent('© 港务集团');
  });
});

describe('/noticeList and /noticeInfo', () => {
  it('lists the server’s notices and searches by title', async () => {
    const queries: string[] = [];
    server.use(
      http.get('/api/portal/Notice', ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.searchParams.get('keyword') ?? '');
        const list = NOTICES.filter((notice) => notice.title.includes(url.searchParams.get('keyword') ?? ''));
        return HttpResponse.json({ code: 200, data: { list, pagination: { currentPage: 1, pageSize: 10, total: list.length } } });
      }),
    );
    renderAt('/noticeList', '/noticeList', <NoticeListPage />);
    expect(await screen.findAllByTestId('portal-notice')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('notice-search'), { target: { value: '航道' } });
    fireEvent.submit(screen.getByTestId('notice-search').closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getAllByTestId('portal-notice')).toHaveLength(1));
    expect(screen.getByText('航道维护')).toBeInTheDocument();
    expect(where()).toBe('/noticeList?keyword=%E8%88%AA%E9%81%93');
    expect(queries).toEqual(['', '航道']);
  });

  it('renders a notice body cleaned with DOMPurify', async () => {
    server.use(
      http.get('/api/portal/Notice/n1', () =>
        HttpResponse.json({
          code: 200,
          data: {
            ...NOTICES[0],
            bodyText: '<p>欢迎<b>参观</b><img src="x" onerror="window.hacked=1"><a href="javascript:alert(1)">链接</a></p><script>window.hacked=1</script>',
          },
        }),
      ),
    );
    renderAt('/noticeInfo?id=n1', '/noticeInfo', <NoticeInfoPage />);
    const body = await screen.findByTestId('notice-info-body');
    expect(screen.getByTestId('notice-info-title')).toHaveTextContent('码头开放日');
    expect(within(body).getByText('参观').tagName).toBe('B');
    expect(body.innerHTML).not.toMatch(/onerror|script|javascript:/);
  });

  it('shows the server’s refusal for a notice that is not public', async () => {
    server.use(http.get('/api/portal/Notice/gone', () => HttpResponse.json({ code: 400, msg: '数据不存在' })));
    renderAt('/noticeInfo?id=gone', '/noticeInfo', <NoticeInfoPage />);
    expect(await screen.findByTestId('notice-info-error')).toHaveTextContent('数据不存在');
    expect(errors).toEqual([]);
  });

  it('says so when no notice is named', async () => {
    renderAt('/noticeInfo', '/noticeInfo', <NoticeInfoPage />);
    expect(await screen.findByTestId('notice-info-error')).toHaveTextContent('未指定公告');
  });
});

describe('/showImage', () => {
  it('shows an http(s) or same-origin image', () => {
    renderAt('/showImage?url=%2Fapi%2Ffile%2FImage%2Fa.png', '/showImage', <ShowImagePage />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/file/Image/a.png');
  });

  it('refuses other sources and shows nothing of them', () => {
    renderAt(`/showImage?url=${encodeURIComponent('javascript:alert(1)')}`, '/showImage', <ShowImagePage />);
    expect(screen.getByTestId('show-image-error')).toHaveTextContent('只能显示本站或 http(s) 地址的图片');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says when no image is given', () => {
    renderAt('/showImage', '/showImage', <ShowImagePage />);
    expect(screen.getByTestId('show-image-error')).toHaveTextContent('未指定图片地址');
  });
});

describe('/formShortLink', () => {
  it('opens the page the server resolves the id to', async () => {
    server.use(http.get('/api/portal/ShortLink/abc', () => HttpResponse.json({ code: 200, data: { target: '/noticeInfo?id=n1' } })));
    renderAt('/formShortLink?id=abc', '/formShortLink', <FormShortLinkPage />);
    await waitFor(() => expect(where()).toBe('/noticeInfo?id=n1'));
  });

  it('shows the server’s refusal, and never follows a target off this site', async () => {
    server.use(
      http.get('/api/portal/ShortLink/old', () => HttpResponse.json({ code: 400, msg: '短链接不存在或已失效' })),
      http.get('/api/portal/ShortLink/evil', () => HttpResponse.json({ code: 200, data: { target: '//evil.example/' } })),
    );
    renderAt('/formShortLink?id=old', '/formShortLink', <FormShortLinkPage />);
    expect(await screen.findByTestId('short-link-error')).toHaveTextContent('短链接不存在或已失效');
    renderAt('/formShortLink?id=evil', '/formShortLink', <FormShortLinkPage />);
    await waitFor(() => expect(screen.getAllByTestId('short-link-error')).toHaveLength(2));
    expect(screen.getAllByTestId('where').map((node) => node.textContent)).toEqual(['/formShortLink?id=old', '/formShortLink?id=evil']);
  });
});

describe('/externalLink', () => {
  const at = (url: string) => `/externalLink?href=${encodeURIComponent(btoa(encodeURIComponent(url)))}`;

  it('frames an https address from the query string with a narrow sandbox and no camera or microphone', () => {
    renderAt(at('https://example.com/port?x=1'), '/externalLink', <ExternalLinkPage />);
    const frame = document.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://example.com/port?x=1');
    expect(frame).not.toHaveAttribute('allow');
    expect(frame?.getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-scripts']);
  });

  it('keeps the broad sandbox only for a menu entry an administrator configured', () => {
    renderAt('/app/port', '/app/port', <ExternalLinkFrame url="https://example.com/menu" title="Port" />);
    const frame = document.querySelector('iframe');
    expect(frame).toHaveAttribute('allow', 'camera; microphone');
    expect(frame?.getAttribute('sandbox')).toContain('allow-top-navigation');
    expect(frame?.getAttribute('sandbox')).toContain('allow-same-origin');
  });

  it('offers a mailto link to open, without framing it', () => {
    renderAt(at('mailto:ops@example.com'), '/externalLink', <ExternalLinkPage />);
    expect(screen.getByRole('link', { name: '打开链接' })).toHaveAttribute('href', 'mailto:ops@example.com');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('refuses javascript: and opens nothing', () => {
    renderAt(at('javascript:alert(document.cookie)'), '/externalLink', <ExternalLinkPage />);
    expect(screen.getByTestId('external-link-refused')).toHaveTextContent('只能打开 http、https、mailto 或 tel 地址，该链接已被拒绝');
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
