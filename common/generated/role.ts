// Generated from schemas/role.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Roles (角色管理): one record as the API sends it. */
export interface Role {
  id: string;
  fullName: string;
  enCode: string;
  type: string;
  globalMark?: number;
  organizeIdsTree?: string[][];
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: Role[] | null;
}

/** A row of base_role, for typed Kysely queries: id is a string, every other column may be null. */
export interface RoleRow {
  id: string;
  fullName: string | null;
  enCode: string | null;
  type: string | null;
  globalMark: number | null;
  organizeIdsTree: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const roleModel: EntityModel = {
  name: "role",
  permission: "permission.role",
  labels: { zh: "角色管理", "zh-TW": "角色管理", en: "Roles" },
  api: { base: "/api/permission/Role", list: "page", info: "/{id}", state: true, selector: false, listPath: null, routes: "generic" },
  storage: "table",
  table: {
    name: "base_role",
    columns: {
      id: "id",
      fullName: "string",
      enCode: "string",
      type: "string",
      globalMark: { kind: "integer", defaultValue: 1 },
      organizeIdsTree: { kind: "text", defaultValue: "[]" },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_role_fullName_uq", columns: ["fullName"], unique: true },
      { name: "base_role_enCode_uq", columns: ["enCode"], unique: true },
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
  page: "permission/role",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "type", "globalMark", "organizeIdsTree", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [{ field: "organizeIdsTree", table: "base_organize", column: "fullName", as: "organizeInfo" }],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "fullName",
      label: { zh: "角色名称", "zh-TW": "角色名稱", en: "Role name" },
      widget: "input",
      required: true,
      rule: "name",
      messages: {
        required: { zh: "请输入角色名称", "zh-TW": "請輸入角色名稱", en: "Enter the role name" },
        maxLength: { zh: "角色名称最多为50个字符！", "zh-TW": "角色名稱最多為50個字符！", en: "The role name has at most 50 characters!" },
        pattern: { zh: "角色名称不能含有特殊符号", "zh-TW": "角色名稱不能含有特殊符號", en: "The role name cannot contain special symbols" },
      },
    },
    {
      name: "enCode",
      label: { zh: "角色编码", "zh-TW": "角色編碼", en: "Role code" },
      widget: "input",
      required: true,
      rule: "code",
      messages: {
        required: { zh: "请输入角色编码", "zh-TW": "請輸入角色編碼", en: "Enter the role code" },
        maxLength: { zh: "角色编码最多为50个字符！", "zh-TW": "角色編碼最多為50個字符！", en: "The role code has at most 50 characters!" },
        pattern: {
          zh: "编码只能输入英文、数字和小数点且小数点不能放在首尾",
          "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
          en: "The code allows letters, digits and dots, not at the start or end",
        },
      },
    },
    {
      name: "type",
      label: { zh: "角色类型", "zh-TW": "角色類型", en: "Role type" },
      widget: "dictionaryTreeSelect",
      required: true,
      dictionary: "RoleType",
      messages: { required: { zh: "角色类型不能为空", "zh-TW": "角色類型不能為空", en: "Choose the role type" } },
    },
    {
      name: "globalMark",
      label: { zh: "角色范围", "zh-TW": "角色範圍", en: "Scope" },
      widget: "select",
      default: 1,
      options: { "0": { zh: "组织", "zh-TW": "組織", en: "Organisation" }, "1": { zh: "全局", "zh-TW": "全局", en: "Global" } },
    },
    {
      name: "organizeIdsTree",
      label: { zh: "所属组织", "zh-TW": "所屬組織", en: "Organisations" },
      widget: "organizePicker",
      json: true,
      default: "[]",
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
      globalMark: { type: "integer", enum: [0, 1] },
      organizeIdsTree: { type: "array", maxItems: 200, items: { type: "array", maxItems: 20, items: { type: "string", maxLength: 64 } } },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: { create: { zh: "新建角色", "zh-TW": "新建角色", en: "New role" }, edit: { zh: "编辑角色", "zh-TW": "編輯角色", en: "Edit role" } },
  },
};
