// Generated from schemas/message-template.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Message templates (消息模板): one record as the API sends it. */
export interface MessageTemplate {
  id: string;
  fullName: string;
  enCode: string;
  templateType?: number;
  messageSource?: string;
  messageType: string;
  title?: string;
  content?: string;
  templateCode?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: MessageTemplate[] | null;
}

/** A row of base_message_template, for typed Kysely queries: id is a string, every other column may be null. */
export interface MessageTemplateRow {
  id: string;
  fullName: string | null;
  enCode: string | null;
  templateType: number | null;
  messageSource: string | null;
  messageType: string | null;
  title: string | null;
  content: string | null;
  templateCode: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const messageTemplateModel: EntityModel = {
  name: "messageTemplate",
  permission: "msgCenter.msgTemplate",
  labels: { zh: "消息模板", "zh-TW": "消息模板", en: "Message templates" },
  api: {
    base: "/api/message/MessageTemplateConfig",
    list: "page",
    info: "/{id}",
    state: true,
    selector: false,
    listPath: null,
    routes: "generic",
  },
  storage: "table",
  table: {
    name: "base_message_template",
    columns: {
      id: "id",
      fullName: "string",
      enCode: "string",
      templateType: { kind: "integer", defaultValue: 1 },
      messageSource: { kind: "string", defaultValue: "" },
      messageType: "string",
      title: { kind: "string", defaultValue: "" },
      content: { kind: "text", defaultValue: "" },
      templateCode: { kind: "string", defaultValue: "" },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_message_template_fullName_uq", columns: ["fullName"], unique: true },
      { name: "base_message_template_enCode_uq", columns: ["enCode"], unique: true },
    ],
  },
  tree: null,
  unique: ["fullName", "enCode"],
  uniqueWithin: null,
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [],
  filters: { messageSource: "messageSource", messageType: "messageType", templateType: "templateType", enabledMark: "enabledMark" },
  usedWhen: null,
  page: "msgCenter/msgTemplate",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "templateType", "messageSource", "messageType", "title", "templateCode", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "fullName",
      label: { zh: "名称", "zh-TW": "名稱", en: "Name" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入名称", "zh-TW": "請輸入名稱", en: "Enter the name" },
        maxLength: { zh: "名称最多为50个字符！", "zh-TW": "名稱最多為50個字符！", en: "The name has at most 50 characters!" },
      },
    },
    {
      name: "enCode",
      label: { zh: "编码", "zh-TW": "編碼", en: "Code" },
      widget: "input",
      required: true,
      rule: "code",
      messages: {
        required: { zh: "请输入编码", "zh-TW": "請輸入編碼", en: "Enter the code" },
        maxLength: { zh: "编码最多为50个字符！", "zh-TW": "編碼最多為50個字符！", en: "The code has at most 50 characters!" },
        pattern: {
          zh: "编码只能输入英文、数字和小数点且小数点不能放在首尾",
          "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
          en: "The code allows letters, digits and dots, not at the start or end",
        },
      },
    },
    {
      name: "templateType",
      label: { zh: "模板类型", "zh-TW": "模板類型", en: "Template type" },
      widget: "select",
      default: 1,
      options: { "0": { zh: "系统", "zh-TW": "系統", en: "System" }, "1": { zh: "自定义", "zh-TW": "自定義", en: "Custom" } },
    },
    { name: "messageSource", label: { zh: "消息来源", "zh-TW": "消息來源", en: "Source" }, widget: "input", default: "" },
    {
      name: "messageType",
      label: { zh: "消息类型", "zh-TW": "消息類型", en: "Message type" },
      widget: "input",
      required: true,
      messages: { required: { zh: "请选择消息类型", "zh-TW": "請選擇消息類型", en: "Choose the message type" } },
    },
    { name: "title", label: { zh: "标题", "zh-TW": "標題", en: "Title" }, widget: "input", default: "" },
    { name: "content", label: { zh: "内容", "zh-TW": "內容", en: "Content" }, widget: "textarea", default: "" },
    { name: "templateCode", label: { zh: "模板编号", "zh-TW": "模板編號", en: "Template code" }, widget: "input", default: "" },
    { name: "enabledMark", label: { zh: "状态", "zh-TW": "狀態", en: "Status" }, widget: "switch", default: 1 },
    { name: "sortCode", label: { zh: "排序", "zh-TW": "排序", en: "Sort" }, widget: "number", default: 0 },
    { name: "description", label: { zh: "说明", "zh-TW": "說明", en: "Description" }, widget: "textarea", default: "" },
  ],
  bodySchema: {
    type: "object",
    required: ["fullName", "enCode", "messageType"],
    properties: {
      fullName: { type: "string", minLength: 1, maxLength: 50 },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$" },
      templateType: { type: "integer", enum: [0, 1] },
      messageSource: { type: "string", maxLength: 64 },
      messageType: { type: "string", minLength: 1, maxLength: 64 },
      title: { type: "string", maxLength: 200 },
      content: { type: "string", maxLength: 20000 },
      templateCode: { type: "string", maxLength: 200 },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 800,
    labelWidth: 100,
    titles: { create: { zh: "新建模板", "zh-TW": "新建模板", en: "New template" }, edit: { zh: "编辑模板", "zh-TW": "編輯模板", en: "Edit template" } },
  },
};
