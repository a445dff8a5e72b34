/** Texts of the navbar's feedback form, the administrators' feedback list and the statement. */
const zh = {
  feedback: '意见反馈', send: '提交', cancel: '取消', close: '关闭', sendTab: '提交反馈', receivedTab: '收到的反馈',
  category: '反馈类型', content: '反馈内容', contact: '联系方式（选填）',
  categories: { suggestion: '建议', problem: '问题', other: '其他' },
  contentRequired: '请输入反馈内容', contentTooLong: '反馈内容最多为2000个字符', contactTooLong: '联系方式最多为100个字符',
  sent: '感谢您的反馈', sender: '提交人', time: '提交时间', page: '所在页面', empty: '暂无反馈',
  statement: '声明',
  statementText: '本平台为开放试用平台，平台中的数据均为虚构，仅供体验使用。请勿篡改或倒卖平台数据。',
};
type Texts = typeof zh;
const zhTW: Texts = {
  feedback: '意見反饋', send: '提交', cancel: '取消', close: '關閉', sendTab: '提交反饋', receivedTab: '收到的反饋',
  category: '反饋類型', content: '反饋內容', contact: '聯繫方式（選填）',
  categories: { suggestion: '建議', problem: '問題', other: '其他' },
  contentRequired: '請輸入反饋內容', contentTooLong: '反饋內容最多為2000個字符', contactTooLong: '聯繫方式最多為100個字符',
  sent: '感謝您的反饋', sender: '提交人', time: '提交時間', page: '所在頁面', empty: '暫無反饋',
  statement: '聲明',
  statementText: '本平台為開放試用平台，平台中的數據均為虛構，僅供體驗使用。請勿篡改或倒賣平台數據。',
};
const en: Texts = {
  feedback: 'Feedback', send: 'Send', cancel: 'Cancel', close: 'Close', sendTab: 'Send feedback', receivedTab: 'Received feedback',
  category: 'Kind', content: 'Your feedback', contact: 'Contact (optional)',
  categories: { suggestion: 'Suggestion', problem: 'Problem', other: 'Other' },
  contentRequired: 'Enter your feedback', contentTooLong: 'Feedback has at most 2000 characters', contactTooLong: 'The contact has at most 100 characters',
  sent: 'Thank you for your feedback', sender: 'Sent by', time: 'Sent at', page: 'Page', empty: 'No feedback yet',
  statement: 'Statement',
  statementText: 'This platform is an open trial. Its data is fictitious and for trying the platform only; do not alter or sell it.',
};
export const feedbackMessages = { zh: { feedback: zh }, 'zh-TW': { feedback: zhTW }, en: { feedback: en } };
