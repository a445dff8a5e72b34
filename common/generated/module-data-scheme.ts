// Generated from schemas/module-data-scheme.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Data permission schemes (数据权限方案): one record as the API sends it. */
export interface ModuleDataScheme {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  allData?: number;
  matchLogic?: string;
  conditionJson?: string;
  conditionText?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: ModuleDataScheme[] | null;
}

/** A row of base_module_scheme, for typed Kysely queries: id is a string, every other column may be null. */
export interface ModuleDataSchemeRow {
  id: string;
  moduleId: string | null;
  fullName: string | null;
  enCode: string | null;
  allData: number | null;
  matchLogic: string | null;
  conditionJson: string | null;
  conditionText: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const moduleDataSchemeModel: EntityModel = {
  name: "moduleDataScheme",
  permission: "system.menu",
  labels: { zh: "数据权限方案", "zh-TW": "數據權限方案", en: "Data permission schemes" },
  api: {
    base: "/api/system/ModuleDataAuthorizeScheme",
    list: "none",
    info: "/{id}",
    state: false,
    selector: false,
    listPath: null,
    routes: "custom",
  },
  storage: "table",
  table: {
    name: "base_module_scheme",
    columns: {
      id: "id",
      moduleId: "string",
      fullName: "string",
      enCode: "string",
      allData: { kind: "integer", defaultValue: 0 },
      matchLogic: { kind: "string", defaultValue: "and" },
      conditionJson: { kind: "text", defaultValue: "[]" },
      conditionText: "text",
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [{ name: "base_module_scheme_moduleId_ix", columns: ["moduleId"] }],
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
  listColumns: ["fullName", "enCode", "allData", "matchLogic", "conditionText", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    { name: "moduleId", label: { zh: "所属菜单", "zh-TW": "所屬菜單", en: "Menu" }, widget: "hidden", required: true },
    {
      name: "fullName",
      label: { zh: "方案名称", "zh-TW": "方案名稱", en: "Scheme name" },
      widget: "input",
      required: true,
      rule: "name",
      messages: {
        required: { zh: "请输入方案名称", "zh-TW": "請輸入方案名稱", en: "Enter the scheme name" },
        maxLength: { zh: "方案名称最多为50个字符！", "zh-TW": "方案名稱最多為50個字符！", en: "The scheme name has at most 50 characters!" },
        pattern: { zh: "名称不能含有特殊符号", "zh-TW": "名稱不能含有特殊符號", en: "The name cannot contain special symbols" },
      },
    },
    {
      name: "enCode",
      label: { zh: "方案编码", "zh-TW": "方案編碼", en: "Scheme code" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入方案编码", "zh-TW": "請輸入方案編碼", en: "Enter the scheme code" },
        maxLength: { zh: "方案编码最多为50个字符！", "zh-TW": "方案編碼最多為50個字符！", en: "The scheme code has at most 50 characters!" },
        pattern: {
          zh: "编码只能输入字母、数字、下划线、点和横线，且以字母开头",
          "zh-TW": "編碼只能輸入字母、數字、下劃線、點和橫線，且以字母開頭",
          en: "The code starts with a letter and holds letters, digits, _ . -",
        },
      },
    },
    { name: "allData", label: { zh: "全部数据", "zh-TW": "全部數據", en: "All data" }, widget: "switch", default: 0 },
    {
      name: "matchLogic",
      label: { zh: "条件逻辑", "zh-TW": "條件邏輯", en: "Match" },
      widget: "select",
      default: "and",
      options: { and: { zh: "并且", "zh-TW": "並且", en: "All groups (and)" }, or: { zh: "或者", "zh-TW": "或者", en: "Any group (or)" } },
    },
    {
      name: "conditionJson",
      label: { zh: "过滤条件", "zh-TW": "過濾條件", en: "Conditions" },
      widget: "hidden",
      default: "[]",
      messages: { maxLength: { zh: "过滤条件过长", "zh-TW": "過濾條件過長", en: "The conditions are too long" } },
    },
    { name: "conditionText", label: { zh: "过滤条件", "zh-TW": "過濾條件", en: "Conditions" }, widget: "display", readOnly: true },
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
      fullName: { type: "string", minLength: 1, maxLength: 50, pattern: "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]+$" },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z][A-Za-z0-9_.-]*$" },
      allData: { type: "integer", enum: [0, 1] },
      matchLogic: { type: "string", enum: ["and", "or"] },
      conditionJson: { type: "string", maxLength: 20000 },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 800,
    labelWidth: 80,
    titles: { create: { zh: "新建方案", "zh-TW": "新建方案", en: "New scheme" }, edit: { zh: "编辑方案", "zh-TW": "編輯方案", en: "Edit scheme" } },
  },
};
