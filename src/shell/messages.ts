/** Texts of the shell around signed-in pages. */
const zh = {
  login: '登录', profile: '个人信息', lockScreen: '锁定屏幕', logout: '退出登录', logoutConfirm: '确定要退出系统吗？',
  logoutTitle: '提示', cancel: '取消', confirm: '确定', lastLogin: '上次登录时间：%{time}', lastLoginPlace: '上次登录地点：%{place}（%{ip}）',
  menu: '菜单', unavailable: '该页面暂不可用', unavailableDetail: '页面「%{name}」（%{key}）尚未在本平台提供。',
};
type Texts = typeof zh;
const zhTW: Texts = {
  login: '登錄', profile: '個人信息', lockScreen: '鎖定屏幕', logout: '退出登錄', logoutConfirm: '確定要退出系統嗎？',
  logoutTitle: '提示', cancel: '取消', confirm: '確定', lastLogin: '上次登錄時間：%{time}', lastLoginPlace: '上次登錄地點：%{place}（%{ip}）',
  menu: '菜單', unavailable: '該頁面暫不可用', unavailableDetail: '頁面「%{name}」（%{key}）尚未在本平台提供。',
};
const en: Texts = {
  login: 'Sign in', profile: 'Profile', lockScreen: 'Lock screen', logout: 'Sign out', logoutConfirm: 'Sign out of the system?',
  logoutTitle: 'Confirm', cancel: 'Cancel', confirm: 'OK', lastLogin: 'Last sign-in: %{time}', lastLoginPlace: 'From: %{place} (%{ip})',
  menu: 'Menu', unavailable: 'This page is not available', unavailableDetail: 'The page "%{name}" (%{key}) is not provided by this platform yet.',
};
export const shellMessages = { zh: { shell: zh }, 'zh-TW': { shell: zhTW }, en: { shell: en } };
