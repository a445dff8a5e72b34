// Generated from schemas/notice.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Notices (系统公告): one record as the API sends it. */
export interface Notice {
  id: string;
  title: string;
  category?: string;
  toUserIds?: string;
  expirationTime?: number;
  excerpt?: string;
  bodyText?: string;
  coverImage?: string;
  files?: string;
  remindCategory?: number;
  sendConfigId?: string;
  hasChildren?: boolean;
  children?: Notice[] | null;
}

/** A row of base_message, for typed Kysely queries: id is a string, every other column may be null. */
export interface NoticeRow {
  id: string;
  title: string | null;
  category: string | null;
  toUserIds: string | null;
  expirationTime: number | null;
  excerpt: string | null;
  bodyText: string | null;
  coverImage: string | null;
  files: string | null;
  remindCategory: number | null;
  sendConfigId: string | null;
  type: number | null;
  flowType: number | null;
  enabledMark: number | null;
  releaseUserId: string | null;
  releaseTime: number | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const noticeModel: EntityModel = {
  name: "notice",
  permission: "system.notice",
  labels: { zh: "系统公告", "zh-TW": "系統公告", en: "Notices" },
  api: { base: "/api/message", list: "none", info: "/{id}", state: false, selector: false, listPath: null, routes: "custom" },
  storage: "table",
  table: {
    name: "base_message",
    columns: {
      id: "id",
      title: "string",
      category: { kind: "string", defaultValue: "" },
      toUserIds: { kind: "text", defaultValue: "" },
      expirationTime: "bigint",
      excerpt: { kind: "string", defaultValue: "" },
      bodyText: { kind: "text", defaultValue: "" },
      coverImage: { kind: "string", defaultValue: "" },
      files: { kind: "text", defaultValue: "[]" },
      remindCategory: "integer",
      sendConfigId: { kind: "string", defaultValue: "" },
      type: "integer",
      flowType: "integer",
      enabledMark: { kind: "integer", defaultValue: 0 },
      releaseUserId: "string",
      releaseTime: "bigint",
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [],
  },
  tree: null,
  unique: [],
  uniqueWithin: null,
  search: [],
  sort: null,
  dependents: [],
  filters: {},
  usedWhen: null,
  page: "system/notice",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["title", "category", "toUserIds", "expirationTime"],
  storedColumns: ["type", "flowType", "enabledMark", "releaseUserId", "releaseTime"],
  references: [{ field: "toUserIds", table: "base_user", column: "fullName", as: null }],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "title",
      label: { zh: "公告标题", "zh-TW": "公告標題", en: "Title" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入公告标题", "zh-TW": "請輸入公告標題", en: "Enter the title" },
        maxLength: { zh: "公告标题最多为200个字符！", "zh-TW": "公告標題最多為200個字符！", en: "The title has at most 200 characters!" },
      },
    },
    {
      name: "category",
      label: { zh: "公告类型", "zh-TW": "公告類型", en: "Type" },
      widget: "dictionaryTreeSelect",
      default: "",
      dictionary: "NoticeType",
    },
    { name: "toUserIds", label: { zh: "接收人", "zh-TW": "接收人", en: "Recipients" }, widget: "userPicker", default: "", reference: "user" },
    { name: "expirationTime", label: { zh: "过期时间", "zh-TW": "過期時間", en: "Expires" }, widget: "date" },
    { name: "excerpt", label: { zh: "摘要", "zh-TW": "摘要", en: "Summary" }, widget: "textarea", default: "" },
    { name: "bodyText", label: { zh: "公告内容", "zh-TW": "公告內容", en: "Content" }, widget: "richText", default: "" },
    { name: "coverImage", label: { zh: "封面", "zh-TW": "封面", en: "Cover" }, widget: "hidden", default: "" },
    { name: "files", label: { zh: "附件", "zh-TW": "附件", en: "Attachments" }, widget: "hidden", default: "[]" },
    { name: "remindCategory", label: { zh: "提醒方式", "zh-TW": "提醒方式", en: "Reminder" }, widget: "hidden" },
    { name: "sendConfigId", label: { zh: "发送配置", "zh-TW": "發送配置", en: "Send configuration" }, widget: "hidden", default: "" },
  ],
  bodySchema: {
    type: "object",
    required: ["title"],
    properties: {
      title: { type: "string", minLength: 1, maxLength: 200 },
      category: { type: "string", maxLength: 64 },
      toUserIds: { type: "string", maxLength: 200000 },
      expirationTime: { type: "integer", minimum: 0 },
      excerpt: { type: "string", maxLength: 500 },
      bodyText: { type: "string", maxLength: 1000000 },
      coverImage: { type: "string", maxLength: 1000 },
      files: { type: "string", maxLength: 200000 },
      remindCategory: { type: "integer", minimum: 0, maximum: 99 },
      sendConfigId: { type: "string", maxLength: 64 },
    },
  },
  dialog: {
    width: 1000,
    labelWidth: 80,
    titles: { create: { zh: "新建公告", "zh-TW": "新建公告", en: "New notice" }, edit: { zh: "编辑公告", "zh-TW": "編輯公告", en: "Edit notice" } },
  },
};
