/**
 * Texts of the public and hand-over pages: /index, /sIndex, /noticeList, /noticeInfo, /showImage,
 * /sso, /auth-redirect, /formShortLink and /externalLink. (src/screens/messages.ts holds the
 * sign-in screens' texts under `screens`; these live under `portal`.)
 */
const zh = {
  login: '登录', enter: '进入系统', home: '返回首页', notices: '通知公告', more: '更多', noNotices: '暂无公告',
  search: '搜索公告标题', back: '返回列表', releaseTime: '发布时间', version: '版本',
  noticeMissing: '未指定公告', loadFailed: '加载失败，请稍后重试',
  image: { missing: '未指定图片地址', refused: '只能显示本站或 http(s) 地址的图片', broken: '图片加载失败', alt: '图片' },
  handOver: {
    working: '正在验证登录信息…', missingToken: '链接中缺少登录凭证（token）', badTarget: '跳转地址只能是本站的页面路径',
    invalidToken: '登录凭证无效或已过期，请重新登录', toLogin: '前往登录',
    framed: '出于安全考虑，不能在嵌入的页面（iframe）中登录，请在新窗口中打开该链接',
    switchTitle: '切换用户', switchAsk: '当前浏览器已登录 %{current}，该链接将以 %{next} 登录。是否切换？',
    keep: '取消', switch: '切换',
  },
  shortLink: { working: '正在打开链接…', missingId: '链接中缺少短链接编号' },
  external: {
    refused: '只能打开 http、https、mailto 或 tel 地址，该链接已被拒绝', open: '打开链接', openHint: '点击下方按钮打开：%{url}',
  },
};
type Texts = typeof zh;
const zhTW: Texts = {
  login: '登錄', enter: '進入系統', home: '返回首頁', notices: '通知公告', more: '更多', noNotices: '暫無公告',
  search: '搜索公告標題', back: '返回列表', releaseTime: '發布時間', version: '版本',
  noticeMissing: '未指定公告', loadFailed: '加載失敗，請稍後重試',
  image: { missing: '未指定圖片地址', refused: '只能顯示本站或 http(s) 地址的圖片', broken: '圖片加載失敗', alt: '圖片' },
  handOver: {
    working: '正在驗證登錄信息…', missingToken: '鏈接中缺少登錄憑證（token）', badTarget: '跳轉地址只能是本站的頁面路徑',
    invalidToken: '登錄憑證無效或已過期，請重新登錄', toLogin: '前往登錄',
    framed: '出於安全考慮，不能在嵌入的頁面（iframe）中登錄，請在新窗口中打開該鏈接',
    switchTitle: '切換用戶', switchAsk: '當前瀏覽器已登錄 %{current}，該鏈接將以 %{next} 登錄。是否切換？',
    keep: '取消', switch: '切換',
  },
  shortLink: { working: '正在打開鏈接…', missingId: '鏈接中缺少短鏈接編號' },
  external: {
    refused: '只能打開 http、https、mailto 或 tel 地址，該鏈接已被拒絕', open: '打開鏈接', openHint: '點擊下方按鈕打開：%{url}',
  },
};
const en: Texts = {
  login: 'Sign in', enter: 'Enter', home: 'Home', notices: 'Notices', more: 'More', noNotices: 'No notices yet',
  search: 'Search notice titles', back: 'Back to the list', releaseTime: 'Released', version: 'Version',
  noticeMissing: 'No notice was named', loadFailed: 'Loading failed, please try again later',
  image: { missing: 'No image address was given', refused: 'Only images of this site or http(s) addresses are shown', broken: 'The image could not be loaded', alt: 'Image' },
  handOver: {
    working: 'Checking your sign-in…', missingToken: 'The link carries no sign-in token', badTarget: 'The target can only be a page path of this site',
    invalidToken: 'The sign-in token is invalid or has expired; please sign in again', toLogin: 'Go to sign in',
    framed: 'For your security you cannot sign in inside an embedded page (iframe); open the link in a new window',
    switchTitle: 'Switch user', switchAsk: '%{current} is signed in in this browser; the link signs in as %{next}. Switch?',
    keep: 'Cancel', switch: 'Switch',
  },
  shortLink: { working: 'Opening the link…', missingId: 'The link carries no short link id' },
  external: {
    refused: 'Only http, https, mailto and tel addresses can be opened; this link was refused', open: 'Open the link', openHint: 'Open it with the button below: %{url}',
  },
};
export const portalMessages = { zh: { portal: zh }, 'zh-TW': { portal: zhTW }, en: { portal: en } };
