/** Texts of a menu's permission items. */
export const menuItemMessages = {
  zh: { menuItems: { buttons: '按钮权限', columns: '列表权限', forms: '表单权限' } },
  'zh-TW': { menuItems: { buttons: '按鈕權限', columns: '列表權限', forms: '表單權限' } },
  en: { menuItems: { buttons: 'Buttons', columns: 'Columns', forms: 'Form fields' } },
};
