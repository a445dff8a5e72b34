// Generated from schemas/print-dev.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Print templates (打印模板): one record as the API sends it. */
export interface PrintDev {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  dbLinkId?: string;
  sqlTemplate?: string;
  leftFields?: string;
  printTemplate?: string;
  pageParam?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: PrintDev[] | null;
}

/** A row of base_print_dev, for typed Kysely queries: id is a string, every other column may be null. */
export interface PrintDevRow {
  id: string;
  fullName: string | null;
  enCode: string | null;
  category: string | null;
  type: number | null;
  dbLinkId: string | null;
  sqlTemplate: string | null;
  leftFields: string | null;
  printTemplate: string | null;
  pageParam: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const printDevModel: EntityModel = {
  name: "printDev",
  permission: "system.printDev",
  labels: { zh: "打印模板", "zh-TW": "打印模板", en: "Print templates" },
  api: { base: "/api/system/printDev", list: "page", info: "/{id}", state: true, selector: false, listPath: null, routes: "generic" },
  storage: "table",
  table: {
    name: "base_print_dev",
    columns: {
      id: "id",
      fullName: "string",
      enCode: "string",
      category: "string",
      type: { kind: "integer", defaultValue: 1 },
      dbLinkId: { kind: "string", defaultValue: "0" },
      sqlTemplate: { kind: "text", defaultValue: "" },
      leftFields: { kind: "text", defaultValue: "[]" },
      printTemplate: { kind: "text", defaultValue: "" },
      pageParam: { kind: "text", defaultValue: "{}" },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_print_dev_fullName_uq", columns: ["fullName"], unique: true },
      { name: "base_print_dev_enCode_uq", columns: ["enCode"], unique: true },
    ],
  },
  tree: null,
  unique: ["fullName", "enCode"],
  uniqueWithin: null,
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [],
  filters: { category: "category", enabledMark: "enabledMark" },
  usedWhen: null,
  page: "system/printDev",
  transfer: { extension: "bp" },
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "category", "type", "enabledMark", "sortCode"],
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
      name: "category",
      label: { zh: "分类", "zh-TW": "分類", en: "Category" },
      widget: "dictionaryTreeSelect",
      required: true,
      dictionary: "printDev",
      messages: { required: { zh: "请选择分类", "zh-TW": "請選擇分類", en: "Choose the category" } },
    },
    {
      name: "type",
      label: { zh: "类型", "zh-TW": "類型", en: "Type" },
      widget: "select",
      required: true,
      default: 1,
      options: { "1": { zh: "流程表单", "zh-TW": "流程表單", en: "Flow form" }, "2": { zh: "功能表单", "zh-TW": "功能表單", en: "Function form" } },
    },
    { name: "dbLinkId", label: { zh: "数据连接", "zh-TW": "數據連接", en: "Data connection" }, widget: "hidden", default: "0" },
    { name: "sqlTemplate", label: { zh: "SQL语句", "zh-TW": "SQL語句", en: "SQL" }, widget: "textarea", default: "" },
    { name: "leftFields", label: { zh: "字段", "zh-TW": "字段", en: "Fields" }, widget: "hidden", default: "[]" },
    { name: "printTemplate", label: { zh: "模板内容", "zh-TW": "模板內容", en: "Template" }, widget: "textarea", default: "" },
    { name: "pageParam", label: { zh: "页面参数", "zh-TW": "頁面參數", en: "Page settings" }, widget: "hidden", default: "{}" },
    { name: "enabledMark", label: { zh: "状态", "zh-TW": "狀態", en: "Status" }, widget: "switch", default: 1 },
    { name: "sortCode", label: { zh: "排序", "zh-TW": "排序", en: "Sort" }, widget: "number", default: 0 },
    { name: "description", label: { zh: "说明", "zh-TW": "說明", en: "Description" }, widget: "textarea", default: "" },
  ],
  bodySchema: {
    type: "object",
    required: ["fullName", "enCode", "category", "type"],
    properties: {
      fullName: { type: "string", minLength: 1, maxLength: 50 },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$" },
      category: { type: "string", minLength: 1, maxLength: 64 },
      type: { type: "integer", enum: [1, 2] },
      dbLinkId: { type: "string", maxLength: 64 },
      sqlTemplate: { type: "string", maxLength: 20000 },
      leftFields: { type: "string", maxLength: 20000 },
      printTemplate: { type: "string", maxLength: 200000 },
      pageParam: { type: "string", maxLength: 5000 },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: { create: { zh: "新建模板", "zh-TW": "新建模板", en: "New template" }, edit: { zh: "编辑模板", "zh-TW": "編輯模板", en: "Edit template" } },
  },
};
