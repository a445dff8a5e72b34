// Generated from schemas/module-item.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Menu permission items (菜单权限项): one record as the API sends it. */
export interface ModuleItem {
  id: string;
  moduleId: string;
  kind?: string;
  parentId?: string;
  fullName: string;
  enCode: string;
  icon?: string;
  bindTable?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: ModuleItem[] | null;
}

/** A row of base_module_item, for typed Kysely queries: id is a string, every other column may be null. */
export interface ModuleItemRow {
  id: string;
  moduleId: string | null;
  kind: string | null;
  parentId: string | null;
  fullName: string | null;
  enCode: string | null;
  icon: string | null;
  bindTable: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const moduleItemModel: EntityModel = {
  name: "moduleItem",
  permission: "system.menu",
  labels: { zh: "菜单权限项", "zh-TW": "菜單權限項", en: "Menu permission items" },
  api: { base: "/api/system/ModuleButton", list: "none", info: "/{id}", state: false, selector: false, listPath: null, routes: "custom" },
  storage: "table",
  table: {
    name: "base_module_item",
    columns: {
      id: "id",
      moduleId: "string",
      kind: { kind: "string", defaultValue: "button" },
      parentId: { kind: "string", defaultValue: "-1" },
      fullName: "string",
      enCode: "string",
      icon: { kind: "string", defaultValue: "" },
      bindTable: { kind: "string", defaultValue: "" },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [{ name: "base_module_item_moduleId_ix", columns: ["moduleId"] }],
  },
  tree: null,
  unique: [],
  uniqueWithin: null,
  search: [],
  sort: null,
  dependents: [],
  filters: {},
  usedWhen: null,
  page: null,
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "icon", "bindTable", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    { name: "moduleId", label: { zh: "所属菜单", "zh-TW": "所屬菜單", en: "Menu" }, widget: "hidden", required: true },
    {
      name: "kind",
      label: { zh: "类别", "zh-TW": "類別", en: "Kind" },
      widget: "hidden",
      default: "button",
      options: {
        button: { zh: "按钮", "zh-TW": "按鈕", en: "Button" },
        column: { zh: "列表", "zh-TW": "列表", en: "Column" },
        form: { zh: "表单", "zh-TW": "表單", en: "Form field" },
      },
    },
    { name: "parentId", label: { zh: "上级", "zh-TW": "上級", en: "Parent" }, widget: "hidden", default: "-1" },
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
      messages: {
        required: { zh: "请输入编码", "zh-TW": "請輸入編碼", en: "Enter the code" },
        maxLength: { zh: "编码最多为50个字符！", "zh-TW": "編碼最多為50個字符！", en: "The code has at most 50 characters!" },
        pattern: {
          zh: "编码只能输入字母、数字、下划线、点和横线，且以字母开头",
          "zh-TW": "編碼只能輸入字母、數字、下劃線、點和橫線，且以字母開頭",
          en: "The code starts with a letter and holds letters, digits, _ . -",
        },
      },
    },
    { name: "icon", label: { zh: "图标", "zh-TW": "圖標", en: "Icon" }, widget: "input", default: "" },
    { name: "bindTable", label: { zh: "绑定表", "zh-TW": "綁定表", en: "Bound table" }, widget: "input", default: "" },
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
    required: ["moduleId", "fullName", "enCode"],
    properties: {
      moduleId: { type: "string", minLength: 1, maxLength: 64 },
      kind: { type: "string", enum: ["button", "column", "form"] },
      parentId: { type: "string", maxLength: 64 },
      fullName: { type: "string", minLength: 1, maxLength: 50, pattern: "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]+$" },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z][A-Za-z0-9_.-]*$" },
      icon: { type: "string", maxLength: 100 },
      bindTable: { type: "string", maxLength: 100 },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: { create: { zh: "新建权限项", "zh-TW": "新建權限項", en: "New item" }, edit: { zh: "编辑权限项", "zh-TW": "編輯權限項", en: "Edit item" } },
  },
};
