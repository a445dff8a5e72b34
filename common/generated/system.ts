// Generated from schemas/system.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Applications (应用管理): one record as the API sends it. */
export interface System {
  id: string;
  fullName: string;
  enCode: string;
  icon: string;
  propertyJson?: string;
  isMain?: number;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: System[] | null;
}

/** A row of base_system, for typed Kysely queries: id is a string, every other column may be null. */
export interface SystemRow {
  id: string;
  fullName: string | null;
  enCode: string | null;
  icon: string | null;
  propertyJson: string | null;
  isMain: number | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const systemModel: EntityModel = {
  name: "system",
  permission: "system.menu",
  labels: { zh: "应用管理", "zh-TW": "應用管理", en: "Applications" },
  api: { base: "/api/system/System", list: "page", info: "/{id}", state: false, selector: false, listPath: null, routes: "generic" },
  storage: "table",
  table: {
    name: "base_system",
    columns: {
      id: "id",
      fullName: "string",
      enCode: "string",
      icon: { kind: "string", defaultValue: "icon-ym icon-ym-systemToggle" },
      propertyJson: { kind: "text", defaultValue: "{}" },
      isMain: { kind: "integer", defaultValue: 0 },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_system_fullName_uq", columns: ["fullName"], unique: true },
      { name: "base_system_enCode_uq", columns: ["enCode"], unique: true },
    ],
  },
  tree: null,
  unique: ["fullName", "enCode"],
  uniqueWithin: null,
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [{ table: "base_module", field: "systemId" }],
  filters: {},
  usedWhen: null,
  page: "system/system",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "icon", "isMain", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "fullName",
      label: { zh: "名称", "zh-TW": "名稱", en: "Name" },
      widget: "input",
      required: true,
      rule: "name",
      messages: {
        required: { zh: "请输入名称", "zh-TW": "請輸入名稱", en: "Enter the name" },
        maxLength: { zh: "名称最多为50个字符！", "zh-TW": "名稱最多為50個字符！", en: "The name has at most 50 characters!" },
        pattern: { zh: "名称不能含有特殊符号", "zh-TW": "名稱不能含有特殊符號", en: "The name cannot contain special symbols" },
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
      name: "icon",
      label: { zh: "图标", "zh-TW": "圖標", en: "Icon" },
      widget: "input",
      required: true,
      default: "icon-ym icon-ym-systemToggle",
      messages: { required: { zh: "请选择图标", "zh-TW": "請選擇圖標", en: "Choose the icon" } },
    },
    { name: "propertyJson", label: { zh: "扩展属性", "zh-TW": "擴展屬性", en: "Properties" }, widget: "hidden", default: "{}" },
    {
      name: "isMain",
      label: { zh: "主系统", "zh-TW": "主系統", en: "Main system" },
      widget: "display",
      default: 0,
      options: { "0": { zh: "否", "zh-TW": "否", en: "No" }, "1": { zh: "是", "zh-TW": "是", en: "Yes" } },
    },
    { name: "enabledMark", label: { zh: "状态", "zh-TW": "狀態", en: "Status" }, widget: "switch", default: 1 },
    {
      name: "sortCode",
      label: { zh: "排序", "zh-TW": "排序", en: "Sort" },
      widget: "number",
      default: 0,
      messages: { maximum: { zh: "排序最大为999999", "zh-TW": "排序最大為999999", en: "Sort is at most 999999" } },
    },
    { name: "description", label: { zh: "说明", "zh-TW": "說明", en: "Description" }, widget: "textarea", default: "" },
  ],
  bodySchema: {
    type: "object",
    required: ["fullName", "enCode", "icon"],
    properties: {
      fullName: { type: "string", minLength: 1, maxLength: 50, pattern: "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]+$" },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$" },
      icon: { type: "string", minLength: 1, maxLength: 100 },
      propertyJson: { type: "string", maxLength: 5000 },
      isMain: { type: "integer", enum: [0, 1] },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: {
      create: { zh: "新建应用", "zh-TW": "新建應用", en: "New application" },
      edit: { zh: "编辑应用", "zh-TW": "編輯應用", en: "Edit application" },
    },
  },
};
