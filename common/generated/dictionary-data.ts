// Generated from schemas/dictionary-data.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Dictionary item (字典数据): one record as the API sends it. */
export interface DictionaryData {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: DictionaryData[] | null;
}

/** A row of base_dictionary_data, for typed Kysely queries: id is a string, every other column may be null. */
export interface DictionaryDataRow {
  id: string;
  dictionaryTypeId: string | null;
  parentId: string | null;
  fullName: string | null;
  enCode: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const dictionaryDataModel: EntityModel = {
  name: "dictionaryData",
  permission: "systemData.dictionary",
  labels: { zh: "字典数据", "zh-TW": "字典數據", en: "Dictionary item" },
  api: {
    base: "/api/system/DictionaryData",
    list: "none",
    info: "/{id}/Info",
    state: true,
    selector: false,
    listPath: null,
    routes: "generic",
  },
  storage: "table",
  table: {
    name: "base_dictionary_data",
    columns: {
      id: "id",
      dictionaryTypeId: "string",
      parentId: { kind: "string", defaultValue: "0" },
      fullName: "string",
      enCode: "string",
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_dictionary_data_dictionaryTypeId_fullName_uq", columns: ["dictionaryTypeId", "fullName"], unique: true },
      { name: "base_dictionary_data_dictionaryTypeId_enCode_uq", columns: ["dictionaryTypeId", "enCode"], unique: true },
    ],
  },
  tree: { parentField: "parentId", root: "0" },
  unique: ["fullName", "enCode"],
  uniqueWithin: "dictionaryTypeId",
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [],
  filters: {},
  usedWhen: null,
  page: null,
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [{ field: "dictionaryTypeId", table: "base_dictionary_type", column: "fullName", as: null }],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "dictionaryTypeId",
      label: { zh: "分类", "zh-TW": "分類", en: "Category" },
      widget: "hidden",
      required: true,
      reference: "dictionaryType",
    },
    {
      name: "parentId",
      label: { zh: "上级", "zh-TW": "上級", en: "Parent" },
      widget: "treeSelect",
      required: true,
      default: "0",
      messages: { required: { zh: "请选择", "zh-TW": "請選擇", en: "Choose one" } },
    },
    {
      name: "fullName",
      label: { zh: "名称", "zh-TW": "名稱", en: "Name" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入名称", "zh-TW": "請輸入名稱", en: "Enter the name" },
        maxLength: { zh: "字典名称最多为50个字符！", "zh-TW": "字典名稱最多為50個字符！", en: "The name has at most 50 characters!" },
      },
    },
    {
      name: "enCode",
      label: { zh: "编码", "zh-TW": "編碼", en: "Code" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入编码", "zh-TW": "請輸入編碼", en: "Enter the code" },
        maxLength: { zh: "字典编码最多为50个字符！", "zh-TW": "字典編碼最多為50個字符！", en: "The code has at most 50 characters!" },
      },
    },
    { name: "enabledMark", label: { zh: "状态", "zh-TW": "狀態", en: "Status" }, widget: "switch", default: 1 },
    { name: "sortCode", label: { zh: "排序", "zh-TW": "排序", en: "Sort" }, widget: "number", default: 0 },
    { name: "description", label: { zh: "说明", "zh-TW": "說明", en: "Description" }, widget: "textarea", default: "" },
  ],
  bodySchema: {
    type: "object",
    required: ["dictionaryTypeId", "parentId", "fullName", "enCode"],
    properties: {
      dictionaryTypeId: { type: "string", minLength: 1, maxLength: 64 },
      parentId: { type: "string", minLength: 1, maxLength: 64 },
      fullName: { type: "string", minLength: 1, maxLength: 50 },
      enCode: { type: "string", minLength: 1, maxLength: 50 },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: { create: { zh: "新建", "zh-TW": "新建", en: "New" }, edit: { zh: "编辑", "zh-TW": "編輯", en: "Edit" } },
  },
};
