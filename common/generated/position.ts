// Generated from schemas/position.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Positions (岗位管理): one record as the API sends it. */
export interface Position {
  id: string;
  organizeId: string;
  fullName: string;
  enCode: string;
  type: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: Position[] | null;
}

/** A row of base_position, for typed Kysely queries: id is a string, every other column may be null. */
export interface PositionRow {
  id: string;
  organizeId: string | null;
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

export const positionModel: EntityModel = {
  name: "position",
  permission: "permission.position",
  labels: { zh: "岗位管理", "zh-TW": "崗位管理", en: "Positions" },
  api: { base: "/api/permission/Position", list: "page", info: "/{id}", state: true, selector: false, listPath: null, routes: "generic" },
  storage: "table",
  table: {
    name: "base_position",
    columns: {
      id: "id",
      organizeId: "string",
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
      { name: "base_position_organizeId_fullName_uq", columns: ["organizeId", "fullName"], unique: true },
      { name: "base_position_organizeId_enCode_uq", columns: ["organizeId", "enCode"], unique: true },
    ],
  },
  tree: null,
  unique: ["fullName", "enCode"],
  uniqueWithin: "organizeId",
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [],
  filters: { organizeId: "organizeId", enabledMark: "enabledMark", type: "type" },
  usedWhen: null,
  page: "permission/position",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["organizeId", "fullName", "enCode", "type", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [{ field: "organizeId", table: "base_organize", column: "fullName", as: "department" }],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "organizeId",
      label: { zh: "所属组织", "zh-TW": "所屬組織", en: "Organisation" },
      widget: "organizePicker",
      required: true,
      reference: "organize",
      messages: { required: { zh: "所属组织不能为空", "zh-TW": "所屬組織不能為空", en: "Choose the organisation" } },
    },
    {
      name: "fullName",
      label: { zh: "岗位名称", "zh-TW": "崗位名稱", en: "Position name" },
      widget: "input",
      required: true,
      rule: "name",
      messages: {
        required: { zh: "请输入岗位名称", "zh-TW": "請輸入崗位名稱", en: "Enter the position name" },
        maxLength: { zh: "岗位名称最多为50个字符！", "zh-TW": "崗位名稱最多為50個字符！", en: "The position name has at most 50 characters!" },
        pattern: { zh: "岗位名称不能含有特殊符号", "zh-TW": "崗位名稱不能含有特殊符號", en: "The position name cannot contain special symbols" },
      },
    },
    {
      name: "enCode",
      label: { zh: "岗位编码", "zh-TW": "崗位編碼", en: "Position code" },
      widget: "input",
      required: true,
      rule: "code",
      messages: {
        required: { zh: "请输入岗位编码", "zh-TW": "請輸入崗位編碼", en: "Enter the position code" },
        maxLength: { zh: "岗位编码最多为50个字符！", "zh-TW": "崗位編碼最多為50個字符！", en: "The position code has at most 50 characters!" },
        pattern: {
          zh: "编码只能输入英文、数字和小数点且小数点不能放在首尾",
          "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
          en: "The code allows letters, digits and dots, not at the start or end",
        },
      },
    },
    {
      name: "type",
      label: { zh: "岗位类型", "zh-TW": "崗位類型", en: "Position type" },
      widget: "dictionaryTreeSelect",
      required: true,
      dictionary: "PositionType",
      messages: { required: { zh: "岗位类型不能为空", "zh-TW": "崗位類型不能為空", en: "Choose the position type" } },
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
    required: ["organizeId", "fullName", "enCode", "type"],
    properties: {
      organizeId: { type: "string", minLength: 1, maxLength: 64 },
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
    titles: { create: { zh: "新建岗位", "zh-TW": "新建崗位", en: "New position" }, edit: { zh: "编辑岗位", "zh-TW": "編輯崗位", en: "Edit position" } },
  },
};
