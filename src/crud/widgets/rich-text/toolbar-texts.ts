import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * The editor's own words in the three languages: the toolbar's tooltips (spec lowcode §2 "Rich-text
 * editor": bold, italic, underline, strike, headers, size, colours, quote, code, lists, indent,
 * align, direction, clean, link, image, video), the heading and size pickers' items (which Quill's
 * snow theme would otherwise draw in English from its style sheet: 'Normal', 'Heading 1' …) and
 * the link/video box.
 */
export interface ToolbarTexts {
  /** tooltip per control, by Quill's format name (and value, as `format:value`) */
  titles: Record<string, string>;
  /** the heading picker's items by value ('' is normal text) */
  headers: Record<string, string>;
  /** the size picker's items by value ('' is the normal size) */
  sizes: Record<string, string>;
  /** the align picker's items by value ('' is left) */
  aligns: Record<string, string>;
  /** the link/video box: the words Quill's style sheet shows before and around its input */
  box: { visit: string; edit: string; remove: string; save: string; enterLink: string; enterVideo: string; videoPlaceholder: string };
}

const zh: ToolbarTexts = {
  titles: {
    bold: '加粗',
    italic: '斜体',
    underline: '下划线',
    strike: '删除线',
    blockquote: '引用',
    'code-block': '代码块',
    'header:1': '一级标题',
    'header:2': '二级标题',
    'list:ordered': '有序列表',
    'list:bullet': '无序列表',
    'indent:-1': '减少缩进',
    'indent:+1': '增加缩进',
    'direction:rtl': '文字方向',
    size: '字号',
    header: '标题',
    color: '文字颜色',
    background: '背景颜色',
    align: '对齐方式',
    clean: '清除格式',
    link: '链接',
    image: '图片',
    video: '视频',
  },
  headers: { '1': '标题1', '2': '标题2', '3': '标题3', '4': '标题4', '5': '标题5', '6': '标题6', '': '正文' },
  sizes: { small: '小号', '': '标准', large: '大号', huge: '超大号' },
  aligns: { '': '左对齐', center: '居中', right: '右对齐', justify: '两端对齐' },
  box: { visit: '访问链接：', edit: '编辑', remove: '移除', save: '保存', enterLink: '输入链接：', enterVideo: '输入视频地址：', videoPlaceholder: '视频地址' },
};

const zhTW: ToolbarTexts = {
  titles: {
    bold: '加粗',
    italic: '斜體',
    underline: '下劃線',
    strike: '刪除線',
    blockquote: '引用',
    'code-block': '代碼塊',
    'header:1': '一級標題',
    'header:2': '二級標題',
    'list:ordered': '有序列表',
    'list:bullet': '無序列表',
    'indent:-1': '減少縮進',
    'indent:+1': '增加縮進',
    'direction:rtl': '文字方向',
    size: '字號',
    header: '標題',
    color: '文字顏色',
    background: '背景顏色',
    align: '對齊方式',
    clean: '清除格式',
    link: '鏈接',
    image: '圖片',
    video: '視頻',
  },
  headers: { '1': '標題1', '2': '標題2', '3': '標題3', '4': '標題4', '5': '標題5', '6': '標題6', '': '正文' },
  sizes: { small: '小號', '': '標準', large: '大號', huge: '超大號' },
  aligns: { '': '左對齊', center: '居中', right: '右對齊', justify: '兩端對齊' },
  box: { visit: '訪問鏈接：', edit: '編輯', remove: '移除', save: '保存', enterLink: '輸入鏈接：', enterVideo: '輸入視頻地址：', videoPlaceholder: '視頻地址' },
};

const en: ToolbarTexts = {
  titles: {
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    blockquote: 'Quote',
    'code-block': 'Code block',
    'header:1': 'Heading 1',
    'header:2': 'Heading 2',
    'list:ordered': 'Numbered list',
    'list:bullet': 'Bulleted list',
    'indent:-1': 'Decrease indent',
    'indent:+1': 'Increase indent',
    'direction:rtl': 'Text direction',
    size: 'Font size',
    header: 'Heading',
    color: 'Text colour',
    background: 'Background colour',
    align: 'Alignment',
    clean: 'Clear formatting',
    link: 'Link',
    image: 'Image',
    video: 'Video',
  },
  headers: { '1': 'Heading 1', '2': 'Heading 2', '3': 'Heading 3', '4': 'Heading 4', '5': 'Heading 5', '6': 'Heading 6', '': 'Normal' },
  sizes: { small: 'Small', '': 'Normal', large: 'Large', huge: 'Huge' },
  aligns: { '': 'Left', center: 'Centre', right: 'Right', justify: 'Justify' },
  box: {
    visit: 'Visit URL:',
    edit: 'Edit',
    remove: 'Remove',
    save: 'Save',
    enterLink: 'Enter link:',
    enterVideo: 'Enter video:',
    videoPlaceholder: 'Video address',
  },
};

export const toolbarTexts: Record<Locale, ToolbarTexts> = { zh, 'zh-TW': zhTW, en };

/** A language name as the app knows it (anything else is zh, the default language). */
export const toolbarLocale = (language: string | undefined): Locale => (language === 'zh-TW' || language === 'en' ? language : 'zh');
