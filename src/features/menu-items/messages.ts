/** Texts of a menu's permission items and of the applications its page manages. */
export const menuItemMessages = {
  zh: { menuItems: { buttons: '按钮权限', columns: '列表权限', forms: '表单权限', applications: '应用管理', close: '关闭' } },
  'zh-TW': { menuItems: { buttons: '按鈕權限', columns: '列表權限', forms: '表單權限', applications: '應用管理', close: '關閉' } },
  en: { menuItems: { buttons: 'Buttons', columns: 'Columns', forms: 'Form fields', applications: 'Applications', close: 'Close' } },
};
