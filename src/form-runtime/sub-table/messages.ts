import type { Language } from '../widget-contract.ts';

/**
 * Texts of the sub-table (spec §2, §8, §9): JNPF's words in zh, their zh-TW and en forms. The table
 * gets `language` in its props and reads these directly, like the widgets of its cells.
 */
const zh = {
  add: '添加',
  index: '序号',
  actions: '操作',
  delete: '删除',
  summary: '合计',
  confirmDelete: '此操作将永久删除该数据, 是否继续?',
  confirm: '确定',
  cancel: '取消',
};
export type SubTableTexts = typeof zh;

export const subTableMessages: Record<Language, SubTableTexts> = {
  zh,
  'zh-TW': {
    add: '添加',
    index: '序號',
    actions: '操作',
    delete: '刪除',
    summary: '合計',
    confirmDelete: '此操作將永久刪除該數據, 是否繼續?',
    confirm: '確定',
    cancel: '取消',
  },
  en: {
    add: 'Add',
    index: 'No.',
    actions: 'Actions',
    delete: 'Delete',
    summary: 'Total',
    confirmDelete: 'This will permanently delete the data. Continue?',
    confirm: 'OK',
    cancel: 'Cancel',
  },
};
