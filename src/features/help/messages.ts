/** Texts of the help page (/help); the topics themselves are src/features/help/help-topics.ts. */
export const helpMessages = {
  zh: { help: { title: '帮助文档', apiDocs: '开发者接口文档（仅管理员可见）：' } },
  'zh-TW': { help: { title: '幫助文檔', apiDocs: '開發者接口文檔（僅管理員可見）：' } },
  en: { help: { title: 'Help', apiDocs: 'API documentation for developers (administrators only):' } },
};
