// Generated from schemas/send-message-config.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Send configurations (发送配置): one record as the API sends it. */
export interface SendMessageConfig {
  id: string;
  fullName: string;
  enCode: string;
  templateType?: number;
  messageSource: string;
  sendConfigTemplateList?: Record<string, unknown>[];
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: SendMessageConfig[] | null;
}

/** A row of base_message_send_config, for typed Kysely queries: id is a string, every other column may be null. */
export interface SendMessageConfigRow {
  id: string;
  fullName: string | null;
  enCode: string | null;
  templateType: number | null;
  messageSource: string | null;
  sendConfigTemplateList: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const sendMessageConfigModel: EntityModel = {
  name: "sendMessageConfig",
  permission: "msgCenter.sendConfig",
  labels: { zh: "发送配置", "zh-TW": "發送配置", en: "Send configurations" },
  api: {
    base: "/api/message/SendMessageConfig",
    list: "page",
    info: "/{id}",
    state: true,
    selector: false,
    listPath: null,
    routes: "custom",
  },
  storage: "table",
  table: {
    name: "base_message_send_config",
    columns: {
      id: "id",
      fullName: "string",
      enCode: "string",
      templateType: { kind: "integer", defaultValue: 0 },
      messageSource: "string",
      sendConfigTemplateList: { kind: "text", defaultValue: "[]" },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [{ name: "base_message_send_config_enCode_uq", columns: ["enCode"], unique: true }],
  },
  tree: null,
  unique: ["enCode"],
  uniqueWithin: null,
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [],
  filters: { messageSource: "messageSource", templateType: "templateType", enabledMark: "enabledMark" },
  usedWhen: null,
  page: "msgCenter/sendConfig",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "messageSource", "templateType", "enabledMark", "sortCode"],
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
      default: 0,
      options: {
        "0": { zh: "自定义模板", "zh-TW": "自定義模板", en: "Custom template" },
        "1": { zh: "系统模板", "zh-TW": "系統模板", en: "System template" },
      },
    },
    {
      name: "messageSource",
      label: { zh: "消息来源", "zh-TW": "消息來源", en: "Message source" },
      widget: "select",
      required: true,
      options: {
        "1": { zh: "公告", "zh-TW": "公告", en: "Notice" },
        "2": { zh: "流程", "zh-TW": "流程", en: "Workflow" },
        "3": { zh: "系统", "zh-TW": "系統", en: "System" },
        "4": { zh: "日程", "zh-TW": "日程", en: "Schedule" },
      },
      messages: { required: { zh: "请选择消息来源", "zh-TW": "請選擇消息來源", en: "Choose the message source" } },
    },
    {
      name: "sendConfigTemplateList",
      label: { zh: "发送模板", "zh-TW": "發送模板", en: "Templates" },
      widget: "table",
      json: true,
      default: "[]",
      props: { actionText: { zh: "添加模板", "zh-TW": "添加模板", en: "Add template" }, showTitle: false },
      columns: [
        {
          key: "select",
          field: "messageType",
          label: { zh: "消息类型", "zh-TW": "消息類型", en: "Message type" },
          required: true,
          props: {
            dataType: "static",
            options: [
              { id: "1", fullName: { zh: "站内信", "zh-TW": "站內信", en: "Site message" } },
              { id: "2", fullName: { zh: "邮件", "zh-TW": "郵件", en: "E-mail" } },
              { id: "3", fullName: { zh: "短信", "zh-TW": "短信", en: "SMS" } },
              { id: "4", fullName: { zh: "钉钉", "zh-TW": "釘釘", en: "DingTalk" } },
              { id: "5", fullName: { zh: "企业微信", "zh-TW": "企業微信", en: "WeCom" } },
              { id: "6", fullName: { zh: "webhook", "zh-TW": "webhook", en: "Webhook" } },
              { id: "7", fullName: { zh: "微信公众号", "zh-TW": "微信公眾號", en: "WeChat official account" } },
            ],
            props: { props: { label: "fullName", value: "id" } },
            columnWidth: 150,
          },
        },
        {
          key: "comInput",
          field: "templateName",
          label: { zh: "模板名称", "zh-TW": "模板名稱", en: "Template" },
          props: { maxlength: 100, columnWidth: 180 },
        },
        {
          key: "comInput",
          field: "accountName",
          label: { zh: "账号名称", "zh-TW": "賬號名稱", en: "Account" },
          props: { maxlength: 100, columnWidth: 180 },
        },
        {
          key: "switch",
          field: "enabledMark",
          label: { zh: "状态", "zh-TW": "狀態", en: "Status" },
          props: { "active-value": 1, "inactive-value": 0, columnWidth: 90 },
        },
      ],
    },
    { name: "enabledMark", label: { zh: "状态", "zh-TW": "狀態", en: "Status" }, widget: "switch", default: 1 },
    { name: "sortCode", label: { zh: "排序", "zh-TW": "排序", en: "Sort" }, widget: "number", default: 0 },
    { name: "description", label: { zh: "说明", "zh-TW": "說明", en: "Description" }, widget: "textarea", default: "" },
  ],
  bodySchema: {
    type: "object",
    required: ["fullName", "enCode", "messageSource"],
    properties: {
      fullName: { type: "string", minLength: 1, maxLength: 50 },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$" },
      templateType: { type: "integer", enum: [0, 1] },
      messageSource: { type: "string", enum: ["1", "2", "3", "4"] },
      sendConfigTemplateList: {
        type: "array",
        maxItems: 50,
        items: {
          type: "object",
          required: ["messageType"],
          properties: {
            id: { type: "string", maxLength: 64 },
            messageType: { type: "string", enum: ["1", "2", "3", "4", "5", "6", "7"] },
            templateId: { type: "string", maxLength: 64 },
            templateCode: { type: "string", maxLength: 100 },
            templateName: { type: "string", maxLength: 100 },
            accountConfigId: { type: "string", maxLength: 64 },
            accountCode: { type: "string", maxLength: 100 },
            accountName: { type: "string", maxLength: 100 },
            enabledMark: { type: "integer", enum: [0, 1] },
            sortCode: { type: "integer", minimum: 0, maximum: 999999 },
            description: { type: "string", maxLength: 500 },
          },
        },
      },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 900,
    labelWidth: 100,
    titles: {
      create: { zh: "新建发送配置", "zh-TW": "新建發送配置", en: "New send configuration" },
      edit: { zh: "编辑发送配置", "zh-TW": "編輯發送配置", en: "Edit send configuration" },
    },
  },
};
