import type { Language } from './widget-contract.ts';

/** Texts of the runtime itself (not of one widget). */
export const runtimeMessages: Record<Language, { missingWidget: string }> = {
  zh: { missingWidget: '不支持的控件：{key}' },
  'zh-TW': { missingWidget: '不支援的控制項：{key}' },
  en: { missingWidget: 'Unsupported widget: {key}' },
};
