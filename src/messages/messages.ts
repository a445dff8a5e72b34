import { currentLocale, type Locale } from '../i18n/locale.ts';

/** Texts of the message centre and the chat (spec §4, §5, §8). */
const zh = {
  socketError: '网络错误，请刷新重试', sessionExpired: '登录过期,请重新登录', newMessagePrefix: '【新消息】',
  bell: '消息', drawerTitle: '消息中心', markAllRead: '全部已读', confirmMarkAllRead: '确定将所有消息标记为已读?', confirm: '确定', cancel: '取消',
  noMore: '没有更多了', empty: '暂无消息', loading: '加载中...', unread: '未读', read: '已读', viewAll: '查看全部',
  typeAll: '全部', type1: '公告', type2: '流程', type3: '系统', type4: '日程',
  recordTitle: '消息记录', rowsPerPage: '每页条数', rangeOf: '共', title: '标题', releaseUser: '发布人', releaseTime: '发布时间', status: '状态', close: '关闭', attachments: '附件',
  adminApplication: '您有一条企业管理员申请待处理', chat: '在线沟通', recent: '最近会话', contacts: '通讯录', search: '搜索',
  send: '发送', emoji: '表情', image: '图片', back: '返回', clearRecord: '清空聊天记录', confirmClearRecord: '确定清空与该用户的聊天记录?',
  moreHistory: '查看更多消息', imageTooLarge: '图片大小不能超过5M', imagesOnly: '只能上传图片', messagePlaceholder: '请输入消息',
  imageMessage: '[图片]', voiceMessage: '[语音]', videoMessage: '[视频]', noContacts: '暂无联系人',
  searchHistory: '搜索聊天记录', clearSearch: '清除搜索', noHits: '没有找到相关记录', hitCount: '共{n}条相关记录', locate: '定位到聊天位置',
  moreActions: '更多', removeConversation: '移除会话',
};
export type MessageText = keyof typeof zh;
const zhTW: Record<MessageText, string> = {
  socketError: '網絡錯誤，請刷新重試', sessionExpired: '登錄過期,請重新登錄', newMessagePrefix: '【新消息】',
  bell: '消息', drawerTitle: '消息中心', markAllRead: '全部已讀', confirmMarkAllRead: '確定將所有消息標記為已讀?', confirm: '確定', cancel: '取消',
  noMore: '沒有更多了', empty: '暫無消息', loading: '加載中...', unread: '未讀', read: '已讀', viewAll: '查看全部',
  typeAll: '全部', type1: '公告', type2: '流程', type3: '系統', type4: '日程',
  recordTitle: '消息記錄', rowsPerPage: '每頁條數', rangeOf: '共', title: '標題', releaseUser: '發布人', releaseTime: '發布時間', status: '狀態', close: '關閉', attachments: '附件',
  adminApplication: '您有一條企業管理員申請待處理', chat: '在線溝通', recent: '最近會話', contacts: '通訊錄', search: '搜索',
  send: '發送', emoji: '表情', image: '圖片', back: '返回', clearRecord: '清空聊天記錄', confirmClearRecord: '確定清空與該用戶的聊天記錄?',
  moreHistory: '查看更多消息', imageTooLarge: '圖片大小不能超過5M', imagesOnly: '只能上傳圖片', messagePlaceholder: '請輸入消息',
  imageMessage: '[圖片]', voiceMessage: '[語音]', videoMessage: '[視頻]', noContacts: '暫無聯繫人',
  searchHistory: '搜索聊天記錄', clearSearch: '清除搜索', noHits: '沒有找到相關記錄', hitCount: '共{n}條相關記錄', locate: '定位到聊天位置',
  moreActions: '更多', removeConversation: '移除會話',
};
const en: Record<MessageText, string> = {
  socketError: 'Network error, please refresh and retry', sessionExpired: 'Session expired, please sign in again', newMessagePrefix: '[New message] ',
  bell: 'Messages', drawerTitle: 'Message centre', markAllRead: 'Mark all read', confirmMarkAllRead: 'Mark every message as read?', confirm: 'OK', cancel: 'Cancel',
  noMore: 'No more', empty: 'No messages', loading: 'Loading...', unread: 'Unread', read: 'Read', viewAll: 'View all',
  typeAll: 'All', type1: 'Notice', type2: 'Workflow', type3: 'System', type4: 'Schedule',
  recordTitle: 'Message record', rowsPerPage: 'Rows per page', rangeOf: 'of', title: 'Title', releaseUser: 'Sent by', releaseTime: 'Sent at', status: 'Status', close: 'Close', attachments: 'Attachments',
  adminApplication: 'An enterprise administrator application is waiting for you', chat: 'Chat', recent: 'Recent', contacts: 'Contacts', search: 'Search',
  send: 'Send', emoji: 'Emoji', image: 'Image', back: 'Back', clearRecord: 'Clear chat record', confirmClearRecord: 'Clear the chat record with this user?',
  moreHistory: 'Earlier messages', imageTooLarge: 'Images must not exceed 5 MB', imagesOnly: 'Only images can be sent', messagePlaceholder: 'Type a message',
  imageMessage: '[Image]', voiceMessage: '[Voice]', videoMessage: '[Video]', noContacts: 'No contacts',
  searchHistory: 'Search chat history', clearSearch: 'Clear search', noHits: 'No matching messages', hitCount: '{n} matching messages', locate: 'Show in the conversation',
  moreActions: 'More', removeConversation: 'Remove from recent',
};

/** Merged into react-admin's messages under `messageCenter` (src/i18n/i18n-provider.ts). */
export const messageCenterMessages = { zh: { messageCenter: zh }, 'zh-TW': { messageCenter: zhTW }, en: { messageCenter: en } };

const byLocale: Record<Locale, Record<MessageText, string>> = { zh, 'zh-TW': zhTW, en };

/**
 * A text in the current language. The message centre also runs outside react-admin's context
 * (the socket client, tests), so it reads the stored language rather than useTranslate.
 */
export function messageText(key: MessageText): string {
  return byLocale[currentLocale()][key];
}

/** The confirmation dialog's button words in the message centre's language. */
export const confirmLabels = (): { confirm: string; cancel: string } => ({ confirm: messageText('confirm'), cancel: messageText('cancel') });
