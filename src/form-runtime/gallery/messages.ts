import type { FormSize, Language } from '../widget-contract.ts';

interface GalleryTexts {
  title: string;
  intro: string;
  widgets: string;
  containers: string;
  editable: string;
  readOnly: string;
  configuration: string;
  size: string;
  sizes: Record<FormSize, string>;
  search: string;
  nothingFound: string;
  count: string;
  valueHeld: string;
  displayOnly: string;
}

/** Texts of the widget gallery page. */
export const galleryMessages: Record<Language, GalleryTexts> = {
  zh: {
    title: '控件示例',
    intro: '表单运行时已注册的全部控件与布局容器：每个示例左侧可编辑，右侧为只读（详情）呈现，下方为其配置。',
    widgets: '控件',
    containers: '布局容器',
    editable: '编辑',
    readOnly: '只读',
    configuration: '配置',
    size: '尺寸',
    sizes: { default: '默认', medium: '中等', small: '较小', mini: '迷你' },
    search: '按标识筛选',
    nothingFound: '没有匹配的控件',
    count: '共 {widgets} 个控件，{containers} 个布局容器',
    valueHeld: '存值',
    displayOnly: '仅展示',
  },
  'zh-TW': {
    title: '控制項示例',
    intro: '表單執行時已註冊的全部控制項與版面容器：每個示例左側可編輯，右側為唯讀（詳情）呈現，下方為其設定。',
    widgets: '控制項',
    containers: '版面容器',
    editable: '編輯',
    readOnly: '唯讀',
    configuration: '設定',
    size: '尺寸',
    sizes: { default: '預設', medium: '中等', small: '較小', mini: '迷你' },
    search: '依標識篩選',
    nothingFound: '沒有相符的控制項',
    count: '共 {widgets} 個控制項，{containers} 個版面容器',
    valueHeld: '存值',
    displayOnly: '僅展示',
  },
  en: {
    title: 'Widget gallery',
    intro:
      'Every widget and layout container registered in the form runtime: each example editable on the left, read-only (detail view) on the right, its configuration below.',
    widgets: 'Widgets',
    containers: 'Layout containers',
    editable: 'Editable',
    readOnly: 'Read-only',
    configuration: 'Configuration',
    size: 'Size',
    sizes: { default: 'Default', medium: 'Medium', small: 'Small', mini: 'Mini' },
    search: 'Filter by key',
    nothingFound: 'No widget matches',
    count: '{widgets} widgets, {containers} layout containers',
    valueHeld: 'holds a value',
    displayOnly: 'display only',
  },
};
