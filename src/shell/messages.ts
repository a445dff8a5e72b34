/** Texts of the shell around signed-in pages: navbar, tabs, settings drawer, about dialog. */
const zh = {
  login: '登录', profile: '个人信息', lockScreen: '锁定屏幕', logout: '退出登录', logoutConfirm: '确定要退出系统吗？',
  logoutTitle: '提示', cancel: '取消', confirm: '确定', lastLogin: '上次登录时间：%{time}', lastLoginPlace: '上次登录地点：%{place}（%{ip}）',
  menu: '菜单', unavailable: '该页面暂不可用', unavailableDetail: '页面「%{name}」（%{key}）尚未在本平台提供。',
  switchSystem: '切换系统', about: '关于平台', aboutSystemName: '系统名称', aboutVersion: '版本号', aboutPublisher: '发行单位',
  defaultPublisher: '港务集团', documentation: '帮助文档', toggleSidebar: '展开/收起菜单', more: '更多',
  menuSearch: '搜索菜单', noMatch: '无匹配菜单', close: '关闭',
  tags: {
    refresh: '重新加载', close: '关闭', closeOthers: '关闭其他', closeAll: '关闭所有', previous: '上一个', next: '下一个',
    fullscreen: '全屏', exitFullscreen: '退出全屏', unsavedTitle: '提示', unsavedConfirm: '页面有未保存的内容，确定要关闭吗？',
  },
  settings: {
    title: '系统设置', open: '系统设置', navigationMode: '导航模式', appearance: '主题风格', light: '亮色', dark: '暗色', themeColor: '主题色',
    interface: '界面显示', tagsView: '标签栏', tagsIcon: '标签图标', language: '多语言', menuSearch: '菜单搜索', pageCache: '页面缓存',
    size: '组件尺寸',
    layout: { classic: '经典导航', functional: '功能导航', blend: '混合导航', plain: '简约导航' },
    colors: { blue: '拂晓蓝', purple: '酱紫', azure: '天蓝', ocean: '海洋蓝', green: '极光绿', yellow: '日暮黄', orange: '日落橙', red: '薄暮红' },
    sizes: { default: '默认', medium: '中等', small: '小型', mini: '迷你' },
  },
};
type Texts = typeof zh;
const zhTW: Texts = {
  login: '登錄', profile: '個人信息', lockScreen: '鎖定屏幕', logout: '退出登錄', logoutConfirm: '確定要退出系統嗎？',
  logoutTitle: '提示', cancel: '取消', confirm: '確定', lastLogin: '上次登錄時間：%{time}', lastLoginPlace: '上次登錄地點：%{place}（%{ip}）',
  menu: '菜單', unavailable: '該頁面暫不可用', unavailableDetail: '頁面「%{name}」（%{key}）尚未在本平台提供。',
  switchSystem: '切換系統', about: '關於平台', aboutSystemName: '系統名稱', aboutVersion: '版本號', aboutPublisher: '發行單位',
  defaultPublisher: '港務集團', documentation: '幫助文檔', toggleSidebar: '展開/收起菜單', more: '更多',
  menuSearch: '搜索菜單', noMatch: '無匹配菜單', close: '關閉',
  tags: {
    refresh: '重新加載', close: '關閉', closeOthers: '關閉其他', closeAll: '關閉所有', previous: '上一個', next: '下一個',
    fullscreen: '全屏', exitFullscreen: '退出全屏', unsavedTitle: '提示', unsavedConfirm: '頁面有未保存的內容，確定要關閉嗎？',
  },
  settings: {
    title: '系統設置', open: '系統設置', navigationMode: '導航模式', appearance: '主題風格', light: '亮色', dark: '暗色', themeColor: '主題色',
    interface: '界面顯示', tagsView: '標籤欄', tagsIcon: '標籤圖標', language: '多語言', menuSearch: '菜單搜索', pageCache: '頁面緩存',
    size: '組件尺寸',
    layout: { classic: '經典導航', functional: '功能導航', blend: '混合導航', plain: '簡約導航' },
    colors: { blue: '拂曉藍', purple: '醬紫', azure: '天藍', ocean: '海洋藍', green: '極光綠', yellow: '日暮黃', orange: '日落橙', red: '薄暮紅' },
    sizes: { default: '默認', medium: '中等', small: '小型', mini: '迷你' },
  },
};
const en: Texts = {
  login: 'Sign in', profile: 'Profile', lockScreen: 'Lock screen', logout: 'Sign out', logoutConfirm: 'Sign out of the system?',
  logoutTitle: 'Confirm', cancel: 'Cancel', confirm: 'OK', lastLogin: 'Last sign-in: %{time}', lastLoginPlace: 'From: %{place} (%{ip})',
  menu: 'Menu', unavailable: 'This page is not available', unavailableDetail: 'The page "%{name}" (%{key}) is not provided by this platform yet.',
  switchSystem: 'Switch system', about: 'About', aboutSystemName: 'System name', aboutVersion: 'Version', aboutPublisher: 'Publisher',
  defaultPublisher: 'Port Group', documentation: 'Documentation', toggleSidebar: 'Show or hide the menu', more: 'More',
  menuSearch: 'Search menus', noMatch: 'No matching menu', close: 'Close',
  tags: {
    refresh: 'Reload', close: 'Close', closeOthers: 'Close others', closeAll: 'Close all', previous: 'Previous', next: 'Next',
    fullscreen: 'Full screen', exitFullscreen: 'Exit full screen', unsavedTitle: 'Confirm', unsavedConfirm: 'This page has unsaved changes. Close it anyway?',
  },
  settings: {
    title: 'Settings', open: 'Settings', navigationMode: 'Navigation mode', appearance: 'Appearance', light: 'Light', dark: 'Dark', themeColor: 'Theme colour',
    interface: 'Interface', tagsView: 'Tabs', tagsIcon: 'Tab icons', language: 'Language', menuSearch: 'Menu search', pageCache: 'Page cache',
    size: 'Component size',
    layout: { classic: 'Classic', functional: 'Functional', blend: 'Blend', plain: 'Plain' },
    colors: { blue: 'Blue', purple: 'Purple', azure: 'Azure', ocean: 'Ocean', green: 'Green', yellow: 'Yellow', orange: 'Orange', red: 'Red' },
    sizes: { default: 'Default', medium: 'Medium', small: 'Small', mini: 'Mini' },
  },
};
export const shellMessages = { zh: { shell: zh }, 'zh-TW': { shell: zhTW }, en: { shell: en } };
