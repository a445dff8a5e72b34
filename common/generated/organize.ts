// Generated from schemas/organize.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Organisation (组织管理): one record as the API sends it. */
export interface Organize {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: string;
  managerId?: string;
  propertyJson?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: Organize[] | null;
}

/** A row of base_organize, for typed Kysely queries: id is a string, every other column may be null. */
export interface OrganizeRow {
  id: string;
  parentId: string | null;
  fullName: string | null;
  enCode: string | null;
  type: string | null;
  managerId: string | null;
  propertyJson: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const organizeModel: EntityModel = {
  name: "organize",
  permission: "permission.organize",
  labels: { zh: "组织管理", "zh-TW": "組織管理", en: "Organisation" },
  api: { base: "/api/permission/Organize", list: "tree", info: "/{id}", state: true, selector: true, listPath: null, routes: "generic" },
  storage: "table",
  table: {
    name: "base_organize",
    columns: {
      id: "id",
      parentId: { kind: "string", defaultValue: "-1" },
      fullName: "string",
      enCode: "string",
      type: { kind: "string", defaultValue: "company" },
      managerId: { kind: "string", defaultValue: "" },
      propertyJson: { kind: "text", defaultValue: "{}" },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_organize_parentId_fullName_uq", columns: ["parentId", "fullName"], unique: true },
      { name: "base_organize_parentId_enCode_uq", columns: ["parentId", "enCode"], unique: true },
    ],
  },
  tree: { parentField: "parentId", root: "-1" },
  unique: ["fullName", "enCode"],
  uniqueWithin: "parentId",
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [{ table: "base_position", field: "organizeId" }],
  filters: {},
  usedWhen: null,
  page: "permission/organize",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "type", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "parentId",
      label: { zh: "上级公司", "zh-TW": "上級公司", en: "Parent" },
      widget: "treeSelect",
      required: true,
      default: "-1",
      messages: { required: { zh: "上级公司不能为空", "zh-TW": "上級公司不能為空", en: "Choose the parent" } },
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
    {
      name: "type",
      label: { zh: "类型", "zh-TW": "類型", en: "Type" },
      widget: "select",
      required: true,
      default: "company",
      options: { company: { zh: "公司", "zh-TW": "公司", en: "Company" }, department: { zh: "部门", "zh-TW": "部門", en: "Department" } },
    },
    { name: "managerId", label: { zh: "部门主管", "zh-TW": "部門主管", en: "Manager" }, widget: "hidden", default: "" },
    { name: "propertyJson", label: { zh: "扩展属性", "zh-TW": "擴展屬性", en: "Properties" }, widget: "hidden", default: "{}" },
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
    required: ["parentId", "fullName", "enCode", "type"],
    properties: {
      parentId: { type: "string", minLength: 1, maxLength: 64 },
      fullName: { type: "string", minLength: 1, maxLength: 50, pattern: "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]+$" },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$" },
      type: { type: "string", enum: ["company", "department"] },
      managerId: { type: "string", maxLength: 64 },
      propertyJson: { type: "string", maxLength: 5000 },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: {
      create: { zh: "新建组织", "zh-TW": "新建組織", en: "New organisation" },
      edit: { zh: "编辑组织", "zh-TW": "編輯組織", en: "Edit organisation" },
    },
  },
};
