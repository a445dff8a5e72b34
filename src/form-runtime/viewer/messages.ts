import type { Language } from '../widget-contract.ts';

/** Texts of the record detail viewer (spec §2: the print button reads 打印 unless printButtonText says otherwise). */
export const viewerMessages: Record<Language, { details: string; close: string; print: string; printUnavailable: string; loading: string }> = {
  zh: { details: '详情', close: '关闭', print: '打印', printUnavailable: '打印功能暂未开放', loading: '正在加载…' },
  'zh-TW': { details: '詳情', close: '關閉', print: '列印', printUnavailable: '列印功能暫未開放', loading: '正在載入…' },
  en: { details: 'Details', close: 'Close', print: 'Print', printUnavailable: 'Printing is not available yet', loading: 'Loading…' },
};
