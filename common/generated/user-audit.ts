// Generated from schemas/user-audit.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Company user audit (公司用户审核): one record as the API sends it. */
export interface UserAudit {
  id: string;
  userId: string;
  companyId: string;
  status?: number;
  auditOpinion?: string;
  auditUserId?: string;
  auditTime?: number;
  hasChildren?: boolean;
  children?: UserAudit[] | null;
}

/** A row of base_user_audit, for typed Kysely queries: id is a string, every other column may be null. */
export interface UserAuditRow {
  id: string;
  userId: string | null;
  companyId: string | null;
  status: number | null;
  auditOpinion: string | null;
  auditUserId: string | null;
  auditTime: number | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const userAuditModel: EntityModel = {
  name: "userAudit",
  permission: "permission.userAudit",
  labels: { zh: "公司用户审核", "zh-TW": "公司用戶審核", en: "Company user audit" },
  api: { base: "/api/permission/UserAudit", list: "none", info: "/{id}", state: false, selector: false, listPath: null, routes: "custom" },
  storage: "table",
  table: {
    name: "base_user_audit",
    columns: {
      id: "id",
      userId: "string",
      companyId: "string",
      status: { kind: "integer", defaultValue: 0 },
      auditOpinion: "string",
      auditUserId: "string",
      auditTime: "bigint",
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_user_audit_companyId_status_ix", columns: ["companyId", "status"] },
      { name: "base_user_audit_userId_uq", columns: ["userId"], unique: true },
    ],
  },
  tree: null,
  unique: ["userId"],
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
  listColumns: ["userId", "companyId", "status", "auditTime"],
  storedColumns: [],
  references: [
    { field: "userId", table: "base_user", column: "fullName", as: null },
    { field: "companyId", table: "base_organize", column: "fullName", as: null },
  ],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    { name: "userId", label: { zh: "用户", "zh-TW": "用戶", en: "User" }, widget: "userPicker", required: true, reference: "user" },
    {
      name: "companyId",
      label: { zh: "注册公司", "zh-TW": "註冊公司", en: "Company" },
      widget: "organizePicker",
      required: true,
      reference: "organize",
    },
    {
      name: "status",
      label: { zh: "状态", "zh-TW": "狀態", en: "Status" },
      widget: "select",
      readOnly: true,
      default: 0,
      options: {
        "0": { zh: "待审核", "zh-TW": "待審核", en: "Pending" },
        "1": { zh: "已通过", "zh-TW": "已通過", en: "Approved" },
        "2": { zh: "已驳回", "zh-TW": "已駁回", en: "Rejected" },
      },
    },
    {
      name: "auditOpinion",
      label: { zh: "审核意见", "zh-TW": "審核意見", en: "Opinion" },
      widget: "textarea",
      readOnly: true,
      messages: {
        required: { zh: "请输入驳回原因", "zh-TW": "請輸入駁回原因", en: "Enter the reason for the rejection" },
        maxLength: { zh: "审核意见最多为500个字符！", "zh-TW": "審核意見最多為500個字符！", en: "The opinion has at most 500 characters!" },
      },
    },
    { name: "auditUserId", label: { zh: "审核人", "zh-TW": "審核人", en: "Decided by" }, widget: "hidden", readOnly: true },
    { name: "auditTime", label: { zh: "审核时间", "zh-TW": "審核時間", en: "Decided at" }, widget: "date", readOnly: true },
  ],
  bodySchema: {
    type: "object",
    required: ["userId", "companyId"],
    properties: { userId: { type: "string", minLength: 1, maxLength: 64 }, companyId: { type: "string", minLength: 1, maxLength: 64 } },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: { create: { zh: "新建", "zh-TW": "新建", en: "New" }, edit: { zh: "编辑", "zh-TW": "編輯", en: "Edit" } },
  },
};
