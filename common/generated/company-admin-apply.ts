// Generated from schemas/company-admin-apply.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Company administrator applications (公司管理员申请): one record as the API sends it. */
export interface CompanyAdminApply {
  id: string;
  userId?: string;
  companyId: string;
  reason: string;
  mobilePhone: string;
  status?: number;
  pendingKey?: string;
  auditOpinion?: string;
  auditUserId?: string;
  auditTime?: number;
  hasChildren?: boolean;
  children?: CompanyAdminApply[] | null;
}

/** A row of base_company_admin_apply, for typed Kysely queries: id is a string, every other column may be null. */
export interface CompanyAdminApplyRow {
  id: string;
  userId: string | null;
  companyId: string | null;
  reason: string | null;
  mobilePhone: string | null;
  status: number | null;
  pendingKey: string | null;
  auditOpinion: string | null;
  auditUserId: string | null;
  auditTime: number | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const companyAdminApplyModel: EntityModel = {
  name: "companyAdminApply",
  permission: "permission.companyAdminApply",
  labels: { zh: "公司管理员申请", "zh-TW": "公司管理員申請", en: "Company administrator applications" },
  api: {
    base: "/api/permission/CompanyAdminApply",
    list: "none",
    info: "/{id}",
    state: false,
    selector: false,
    listPath: null,
    routes: "custom",
  },
  storage: "table",
  table: {
    name: "base_company_admin_apply",
    columns: {
      id: "id",
      userId: "string",
      companyId: "string",
      reason: "string",
      mobilePhone: "string",
      status: { kind: "integer", defaultValue: 0 },
      pendingKey: "string",
      auditOpinion: "string",
      auditUserId: "string",
      auditTime: "bigint",
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_company_admin_apply_userId_ix", columns: ["userId"] },
      { name: "base_company_admin_apply_status_ix", columns: ["status"] },
      { name: "base_company_admin_apply_pendingKey_uq", columns: ["pendingKey"], unique: true, whereNotEmpty: ["pendingKey"] },
    ],
  },
  tree: null,
  unique: ["pendingKey"],
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
  listColumns: ["companyId", "mobilePhone", "status", "auditTime"],
  storedColumns: [],
  references: [
    { field: "userId", table: "base_user", column: "fullName", as: null },
    { field: "companyId", table: "base_organize", column: "fullName", as: null },
  ],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    { name: "userId", label: { zh: "申请人", "zh-TW": "申請人", en: "Applicant" }, widget: "hidden", readOnly: true, reference: "user" },
    {
      name: "companyId",
      label: { zh: "申请公司", "zh-TW": "申請公司", en: "Company" },
      widget: "organizePicker",
      required: true,
      reference: "organize",
      messages: { required: { zh: "请选择申请公司", "zh-TW": "請選擇申請公司", en: "Choose the company" } },
    },
    {
      name: "reason",
      label: { zh: "申请理由", "zh-TW": "申請理由", en: "Reason" },
      widget: "textarea",
      required: true,
      messages: {
        required: { zh: "请输入申请理由", "zh-TW": "請輸入申請理由", en: "Enter the reason" },
        maxLength: { zh: "申请理由最多为500个字符！", "zh-TW": "申請理由最多為500個字符！", en: "The reason has at most 500 characters!" },
      },
    },
    {
      name: "mobilePhone",
      label: { zh: "联系电话", "zh-TW": "聯繫電話", en: "Contact phone" },
      widget: "input",
      required: true,
      rule: "mobile",
      messages: {
        required: { zh: "请输入联系电话", "zh-TW": "請輸入聯繫電話", en: "Enter the contact phone" },
        pattern: { zh: "请正确输入您的手机号", "zh-TW": "請正確輸入您的手機號", en: "Enter a valid mobile phone number" },
      },
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
      name: "pendingKey",
      label: { zh: "待审核标记", "zh-TW": "待審核標記", en: "Pending mark" },
      widget: "hidden",
      readOnly: true,
      messages: {
        unique: {
          zh: "您已提交过该公司的管理员申请，请等待审核",
          "zh-TW": "您已提交過該公司的管理員申請，請等待審核",
          en: "You have already applied for this company; wait for the decision",
        },
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
    required: ["companyId", "reason", "mobilePhone"],
    properties: {
      companyId: { type: "string", minLength: 1, maxLength: 64 },
      reason: { type: "string", minLength: 1, maxLength: 500 },
      mobilePhone: { type: "string", minLength: 1, maxLength: 20, pattern: "^1[3-9][0-9]{9}$" },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: { create: { zh: "新建", "zh-TW": "新建", en: "New" }, edit: { zh: "编辑", "zh-TW": "編輯", en: "Edit" } },
  },
};
