/** Texts of the online-user page (permission/userOnline). */
const zh = {
  title: '在线用户',
  keyword: '请输入用户名称、账号或IP',
  search: '查询',
  reset: '重置',
  userName: '用户名称',
  account: '账号',
  loginTime: '登录时间',
  ip: '登录IP',
  platform: '登录设备',
  actions: '操作',
  forceOffline: '强制下线',
  confirm: '您确定要强制下线“%{name}”吗？',
  empty: '暂无在线用户',
};
type Texts = typeof zh;
const zhTW: Texts = {
  title: '在線用戶',
  keyword: '請輸入用戶名稱、賬號或IP',
  search: '查詢',
  reset: '重置',
  userName: '用戶名稱',
  account: '賬號',
  loginTime: '登錄時間',
  ip: '登錄IP',
  platform: '登錄設備',
  actions: '操作',
  forceOffline: '強制下線',
  confirm: '您確定要強制下線「%{name}」嗎？',
  empty: '暫無在線用戶',
};
const en: Texts = {
  title: 'Online users',
  keyword: 'User name, account or IP',
  search: 'Search',
  reset: 'Reset',
  userName: 'User name',
  account: 'Account',
  loginTime: 'Signed in at',
  ip: 'IP',
  platform: 'Device',
  actions: 'Actions',
  forceOffline: 'Force offline',
  confirm: 'Sign “%{name}” out now?',
  empty: 'Nobody is signed in',
};
export const onlineUserMessages = { zh: { onlineUser: zh }, 'zh-TW': { onlineUser: zhTW }, en: { onlineUser: en } };
