import type { Locale } from '../../lib/i18n/locale.ts';

/** One topic of the help page: a heading and its paragraphs, in each language. */
export interface HelpTopic {
  id: string;
  title: Record<Locale, string>;
  paragraphs: Record<Locale, string[]>;
}

/**
 * What a port user needs to find their way around, written for them (not for developers: the API
 * documentation is linked for administrators only). Kept as data so the three languages stay in step
 * (tests/web/help-page.test.tsx checks each topic has every language and the same number of paragraphs).
 */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'sign-in',
    title: { zh: '登录与安全', 'zh-TW': '登錄與安全', en: 'Signing in and security' },
    paragraphs: {
      zh: [
        '在登录页输入账户和密码；连续输错后需要输入验证码，超过系统配置的次数账户会被锁定，请联系管理员解锁。',
        '离开座位时点击顶栏的锁形图标锁定屏幕，回来后输入密码解锁，已打开的页面保持不变。',
        '密码须符合系统配置的密码策略；到期前会收到提醒，可在“个人信息 › 修改密码”中修改。',
      ],
      'zh-TW': [
        '在登錄頁輸入賬戶和密碼；連續輸錯後需要輸入驗證碼，超過系統配置的次數賬戶會被鎖定，請聯繫管理員解鎖。',
        '離開座位時點擊頂欄的鎖形圖標鎖定屏幕，回來後輸入密碼解鎖，已打開的頁面保持不變。',
        '密碼須符合系統配置的密碼策略；到期前會收到提醒，可在「個人信息 › 修改密碼」中修改。',
      ],
      en: [
        'Enter your account and password on the sign-in page. After repeated mistakes a captcha is asked for; past the configured limit the account is locked until an administrator unlocks it.',
        'Leaving your desk, click the lock icon in the top bar; unlock with your password and every open page is as you left it.',
        'Passwords follow the configured policy. You are reminded before yours expires; change it under Profile › Password.',
      ],
    },
  },
  {
    id: 'shell',
    title: { zh: '菜单、标签页与搜索', 'zh-TW': '菜單、標籤頁與搜索', en: 'Menus, tabs and search' },
    paragraphs: {
      zh: [
        '顶部是业务模块，左侧是所选模块的页面；放不下的模块收在“更多”里。您只会看到被授权的菜单。',
        '每个打开的页面都有一个标签页，切换时页面内容保留；右键标签可刷新、关闭、关闭其他或全部关闭，“首页”始终保留。',
        '点击顶栏的放大镜输入页面名称的一部分，即可直接打开该页面。',
      ],
      'zh-TW': [
        '頂部是業務模塊，左側是所選模塊的頁面；放不下的模塊收在「更多」裡。您只會看到被授權的菜單。',
        '每個打開的頁面都有一個標籤頁，切換時頁面內容保留；右鍵標籤可刷新、關閉、關閉其他或全部關閉，「首頁」始終保留。',
        '點擊頂欄的放大鏡輸入頁面名稱的一部分，即可直接打開該頁面。',
      ],
      en: [
        'Business modules run across the top, the selected module’s pages down the left; modules that do not fit are under More. You only see the menus you are granted.',
        'Each open page has a tab and keeps its content while you switch. Right-click a tab to refresh it, close it, close the others or close all; Home always stays.',
        'Click the magnifier in the top bar and type part of a page name to open it directly.',
      ],
    },
  },
  {
    id: 'settings',
    title: { zh: '个性化设置', 'zh-TW': '個性化設置', en: 'Your settings' },
    paragraphs: {
      zh: [
        '点击齿轮图标打开设置：导航模式（经典、功能、混合、简洁）、明暗主题、主题色、标签页、组件尺寸与页面缓存，设置保存在本机。',
        '语言可在顶栏切换（简体中文、繁體中文、English），下次登录沿用您的选择。',
      ],
      'zh-TW': [
        '點擊齒輪圖標打開設置：導航模式（經典、功能、混合、簡潔）、明暗主題、主題色、標籤頁、組件尺寸與頁面緩存，設置保存在本機。',
        '語言可在頂欄切換（简体中文、繁體中文、English），下次登錄沿用您的選擇。',
      ],
      en: [
        'The cog opens the settings: navigation layout (classic, functional, blend, plain), light or dark, theme colour, tabs, size and page cache, kept on this computer.',
        'Switch the language in the top bar (简体中文, 繁體中文, English); your choice is kept for next time.',
      ],
    },
  },
  {
    id: 'messages',
    title: { zh: '消息、公告与日程', 'zh-TW': '消息、公告與日程', en: 'Messages, notices and schedule' },
    paragraphs: {
      zh: [
        '铃铛显示未读消息数，点开可查看公告、流程、系统和日程消息；对话图标打开即时聊天，可与同事单聊。',
        '首页汇总您的未读消息、最新公告、今日日程和待办，点击条目即可打开。',
      ],
      'zh-TW': [
        '鈴鐺顯示未讀消息數，點開可查看公告、流程、系統和日程消息；對話圖標打開即時聊天，可與同事單聊。',
        '首頁匯總您的未讀消息、最新公告、今日日程和待辦，點擊條目即可打開。',
      ],
      en: [
        'The bell shows your unread messages: notices, workflow, system and schedule. The chat icon opens instant messaging with colleagues.',
        'Home gathers your unread messages, the latest notices, today’s events and your to-dos; click an item to open it.',
      ],
    },
  },
  {
    id: 'modules',
    title: { zh: '业务与管理模块', 'zh-TW': '業務與管理模塊', en: 'Business and administration modules' },
    paragraphs: {
      zh: [
        '集装箱、报关、合同、车队预约、结算和船舶等业务单据在各自菜单中办理：列表可查询、导出，表单中的选择框会带出相关资料，金额自动计算。',
        '系统管理员维护数据字典、单据规则、打印模板、数据接口、组织与用户、角色权限，并可在“在线开发”中设计表单发布为新菜单。',
      ],
      'zh-TW': [
        '集裝箱、報關、合同、車隊預約、結算和船舶等業務單據在各自菜單中辦理：列表可查詢、導出，表單中的選擇框會帶出相關資料，金額自動計算。',
        '系統管理員維護數據字典、單據規則、打印模板、數據接口、組織與用戶、角色權限，並可在「在線開發」中設計表單發佈為新菜單。',
      ],
      en: [
        'Container, customs, contract, truck reservation, settlement and ship documents are handled in their own menus: lists can be searched and exported, pickers in the forms fill in related details, and amounts are calculated for you.',
        'Administrators keep the dictionaries, numbering rules, print templates, data interfaces, organisations, users, roles and permissions, and design forms under Online development to release as new menus.',
      ],
    },
  },
];
