// Generated from schemas/dictionary-type.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Dictionary category (字典分类): one record as the API sends it. */
export interface DictionaryType {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: DictionaryType[] | null;
}

/** A row of base_dictionary_type, for typed Kysely queries: id is a string, every other column may be null. */
export interface DictionaryTypeRow {
  id: string;
  parentId: string | null;
  fullName: string | null;
  enCode: string | null;
  isTree: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const dictionaryTypeModel: EntityModel = {
  name: "dictionaryType",
  permission: "systemData.dictionary",
  labels: { zh: "字典分类", "zh-TW": "字典分類", en: "Dictionary category" },
  api: {
    base: "/api/system/DictionaryType",
    list: "tree",
    info: "/{id}",
    state: false,
    selector: false,
    listPath: null,
    routes: "generic",
  },
  storage: "table",
  table: {
    name: "base_dictionary_type",
    columns: {
      id: "id",
      parentId: { kind: "string", defaultValue: "-1" },
      fullName: "string",
      enCode: "string",
      isTree: { kind: "integer", defaultValue: 0 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_dictionary_type_fullName_uq", columns: ["fullName"], unique: true },
      { name: "base_dictionary_type_enCode_uq", columns: ["enCode"], unique: true },
    ],
  },
  tree: { parentField: "parentId", root: "-1" },
  unique: ["fullName", "enCode"],
  uniqueWithin: null,
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [{ table: "base_dictionary_data", field: "dictionaryTypeId" }],
  filters: {},
  usedWhen: null,
  page: null,
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "isTree", "sortCode"],
  storedColumns: [],
  references: [],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "parentId",
      label: { zh: "上级", "zh-TW": "上級", en: "Parent" },
      widget: "treeSelect",
      required: true,
      default: "-1",
      messages: { required: { zh: "上级菜单不能为空", "zh-TW": "上級菜單不能為空", en: "The parent is required" } },
    },
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
    { name: "isTree", label: { zh: "树形", "zh-TW": "樹形", en: "Tree" }, widget: "switch", default: 0 },
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
    required: ["parentId", "fullName", "enCode"],
    properties: {
      parentId: { type: "string", minLength: 1, maxLength: 64 },
      fullName: { type: "string", minLength: 1, maxLength: 50, pattern: "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]+$" },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$" },
      isTree: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 60,
    titles: { create: { zh: "新建分类", "zh-TW": "新建分類", en: "New category" }, edit: { zh: "编辑分类", "zh-TW": "編輯分類", en: "Edit category" } },
  },
};
