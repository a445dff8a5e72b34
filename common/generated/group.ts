// Generated from schemas/group.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Groups (分组管理): one record as the API sends it. */
export interface Group {
  id: string;
  fullName: string;
  enCode: string;
  type: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: Group[] | null;
}

/** A row of base_group, for typed Kysely queries: id is a string, every other column may be null. */
export interface GroupRow {
  id: string;
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

export const groupModel: EntityModel = {
  name: "group",
  permission: "permission.group",
  labels: { zh: "分组管理", "zh-TW": "分組管理", en: "Groups" },
  api: { base: "/api/permission/Group", list: "page", info: "/{id}", state: true, selector: false, listPath: null, routes: "generic" },
  storage: "table",
  table: {
    name: "base_group",
    columns: {
      id: "id",
      fullName: "string",
      enCode: "string",
      type: "string",
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_group_fullName_uq", columns: ["fullName"], unique: true },
      { name: "base_group_enCode_uq", columns: ["enCode"], unique: true },
    ],
  },
  tree: null,
  unique: ["fullName", "enCode"],
  uniqueWithin: null,
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [],
  filters: { enabledMark: "enabledMark", type: "type" },
  usedWhen: null,
  page: "permission/group",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "type", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "fullName",
      label: { zh: "分组名称", "zh-TW": "分組名稱", en: "Group name" },
      widget: "input",
      required: true,
      rule: "name",
      messages: {
        required: { zh: "请输入分组名称", "zh-TW": "請輸入分組名稱", en: "Enter the group name" },
        maxLength: { zh: "分组名称最多为50个字符！", "zh-TW": "分組名稱最多為50個字符！", en: "The group name has at most 50 characters!" },
        pattern: { zh: "分组名称不能含有特殊符号", "zh-TW": "分組名稱不能含有特殊符號", en: "The group name cannot contain special symbols" },
      },
    },
    {
      name: "enCode",
      label: { zh: "分组编码", "zh-TW": "分組編碼", en: "Group code" },
      widget: "input",
      required: true,
      rule: "code",
      messages: {
        required: { zh: "请输入分组编码", "zh-TW": "請輸入分組編碼", en: "Enter the group code" },
        maxLength: { zh: "分组编码最多为50个字符！", "zh-TW": "分組編碼最多為50個字符！", en: "The group code has at most 50 characters!" },
        pattern: {
          zh: "编码只能输入英文、数字和小数点且小数点不能放在首尾",
          "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
          en: "The code allows letters, digits and dots, not at the start or end",
        },
      },
    },
    {
      name: "type",
      label: { zh: "分组类型", "zh-TW": "分組類型", en: "Group type" },
      widget: "dictionaryTreeSelect",
      required: true,
      dictionary: "groupType",
      messages: { required: { zh: "分组类型不能为空", "zh-TW": "分組類型不能為空", en: "Choose the group type" } },
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
    required: ["fullName", "enCode", "type"],
    properties: {
      fullName: { type: "string", minLength: 1, maxLength: 50, pattern: "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]+$" },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$" },
      type: { type: "string", minLength: 1, maxLength: 64 },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: { create: { zh: "新建分组", "zh-TW": "新建分組", en: "New group" }, edit: { zh: "编辑分组", "zh-TW": "編輯分組", en: "Edit group" } },
  },
};
