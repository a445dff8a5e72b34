/** Texts of notice administration. */
export const noticeMessages = {
  zh: { notice: { title: '公告标题', state: '状态', stateAll: '全部', state0: '草稿', state1: '已发布', state2: '已过期', creator: '创建人', releaseTime: '发布时间', expirationTime: '过期时间', preview: '预览', release: '发布', confirmRelease: '您确定要发布当前公告, 是否继续?' } },
  'zh-TW': { notice: { title: '公告標題', state: '狀態', stateAll: '全部', state0: '草稿', state1: '已發布', state2: '已過期', creator: '創建人', releaseTime: '發布時間', expirationTime: '過期時間', preview: '預覽', release: '發布', confirmRelease: '您確定要發布當前公告, 是否繼續?' } },
  en: { notice: { title: 'Title', state: 'State', stateAll: 'All', state0: 'Draft', state1: 'Released', state2: 'Expired', creator: 'Created by', releaseTime: 'Released', expirationTime: 'Expires', preview: 'Preview', release: 'Release', confirmRelease: 'Release this notice to its recipients?' } },
};
