// Generated from schemas/area.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Areas (行政区划): one record as the API sends it. */
export interface Area {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: Area[] | null;
}

/** A row of base_province, for typed Kysely queries: id is a string, every other column may be null. */
export interface AreaRow {
  id: string;
  parentId: string | null;
  fullName: string | null;
  enCode: string | null;
  type: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const areaModel: EntityModel = {
  name: "area",
  permission: "system.area",
  labels: { zh: "行政区划", "zh-TW": "行政區劃", en: "Areas" },
  api: { base: "/api/system/Area", list: "children", info: "/{id}/Info", state: true, selector: false, listPath: null, routes: "generic" },
  storage: "table",
  table: {
    name: "base_province",
    columns: {
      id: "id",
      parentId: { kind: "string", defaultValue: "-1" },
      fullName: "string",
      enCode: "string",
      type: { kind: "string", defaultValue: "" },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [{ name: "base_province_enCode_uq", columns: ["enCode"], unique: true }],
  },
  tree: { parentField: "parentId", root: "-1" },
  unique: ["enCode"],
  uniqueWithin: null,
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [],
  filters: {},
  usedWhen: null,
  page: "system/area",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "type", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [{ field: "parentId", table: "base_province", column: "fullName", as: "parentName" }],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "parentId",
      label: { zh: "上级", "zh-TW": "上級", en: "Parent" },
      widget: "hidden",
      required: true,
      default: "-1",
      reference: "area",
    },
    {
      name: "fullName",
      label: { zh: "区域名称", "zh-TW": "區域名稱", en: "Area name" },
      widget: "input",
      required: true,
      rule: "name",
      messages: {
        required: { zh: "请输入区域名称", "zh-TW": "請輸入區域名稱", en: "Enter the area name" },
        maxLength: { zh: "区域名称最多为50个字符！", "zh-TW": "區域名稱最多為50個字符！", en: "The area name has at most 50 characters!" },
        pattern: { zh: "区域名称不能含有特殊符号", "zh-TW": "區域名稱不能含有特殊符號", en: "The area name cannot contain special symbols" },
      },
    },
    {
      name: "enCode",
      label: { zh: "区域编码", "zh-TW": "區域編碼", en: "Area code" },
      widget: "input",
      required: true,
      rule: "code",
      messages: {
        required: { zh: "请输入区域编码", "zh-TW": "請輸入區域編碼", en: "Enter the area code" },
        maxLength: { zh: "区域编码最多为50个字符！", "zh-TW": "區域編碼最多為50個字符！", en: "The area code has at most 50 characters!" },
        pattern: {
          zh: "编码只能输入英文、数字和小数点且小数点不能放在首尾",
          "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
          en: "The code allows letters, digits and dots, not at the start or end",
        },
      },
    },
    {
      name: "type",
      label: { zh: "区域类型", "zh-TW": "區域類型", en: "Area type" },
      widget: "select",
      default: "",
      options: {
        "1": { zh: "省", "zh-TW": "省", en: "Province" },
        "2": { zh: "市", "zh-TW": "市", en: "City" },
        "3": { zh: "区县", "zh-TW": "區縣", en: "District" },
        "4": { zh: "街道", "zh-TW": "街道", en: "Street" },
      },
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
    required: ["parentId", "fullName", "enCode"],
    properties: {
      parentId: { type: "string", minLength: 1, maxLength: 64 },
      fullName: { type: "string", minLength: 1, maxLength: 50, pattern: "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]+$" },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$" },
      type: { type: "string", enum: ["", "1", "2", "3", "4"] },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: { create: { zh: "新建区域", "zh-TW": "新建區域", en: "New area" }, edit: { zh: "编辑区域", "zh-TW": "編輯區域", en: "Edit area" } },
  },
};
