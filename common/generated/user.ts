// Generated from schemas/user.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Users (用户管理): one record as the API sends it. */
export interface User {
  id: string;
  account: string;
  realName: string;
  gender?: number;
  organizeId: string;
  managerId?: string;
  positionId?: string;
  roleId?: string;
  groupId?: string;
  mobilePhone?: string;
  email?: string;
  headIcon?: string;
  nation?: string;
  nativePlace?: string;
  entryDate?: number;
  certificatesType?: string;
  certificatesNumber?: string;
  education?: string;
  birthday?: number;
  telePhone?: string;
  landline?: string;
  urgentContacts?: string;
  urgentTelePhone?: string;
  postalAddress?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: User[] | null;
}

/** A row of base_user, for typed Kysely queries: id is a string, every other column may be null. */
export interface UserRow {
  id: string;
  account: string | null;
  realName: string | null;
  gender: number | null;
  organizeId: string | null;
  managerId: string | null;
  mobilePhone: string | null;
  email: string | null;
  headIcon: string | null;
  nation: string | null;
  nativePlace: string | null;
  entryDate: number | null;
  certificatesType: string | null;
  certificatesNumber: string | null;
  education: string | null;
  birthday: number | null;
  telePhone: string | null;
  landline: string | null;
  urgentContacts: string | null;
  urgentTelePhone: string | null;
  postalAddress: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  passwordHash: string | null;
  isAdministrator: number | null;
  errorCount: number | null;
  unlockTime: number | null;
  theme: string | null;
  language: string | null;
  portalId: string | null;
  systemId: string | null;
  signImg: string | null;
  changePasswordDate: number | null;
  prevLoginTime: number | null;
  prevLoginIPAddress: string | null;
  lastLoginTime: number | null;
  lastLoginIPAddress: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const userModel: EntityModel = {
  name: "user",
  permission: "permission.user",
  labels: { zh: "用户管理", "zh-TW": "用戶管理", en: "Users" },
  api: { base: "/api/permission/Users", list: "page", info: "/{id}", state: true, selector: false, listPath: null, routes: "generic" },
  storage: "table",
  table: {
    name: "base_user",
    columns: {
      id: "id",
      account: "string",
      realName: "string",
      gender: { kind: "integer", defaultValue: 1 },
      organizeId: "text",
      managerId: { kind: "string", defaultValue: "" },
      mobilePhone: { kind: "string", defaultValue: "" },
      email: { kind: "string", defaultValue: "" },
      headIcon: { kind: "string", defaultValue: "" },
      nation: { kind: "string", defaultValue: "" },
      nativePlace: { kind: "string", defaultValue: "" },
      entryDate: "bigint",
      certificatesType: { kind: "string", defaultValue: "" },
      certificatesNumber: { kind: "string", defaultValue: "" },
      education: { kind: "string", defaultValue: "" },
      birthday: "bigint",
      telePhone: { kind: "string", defaultValue: "" },
      landline: { kind: "string", defaultValue: "" },
      urgentContacts: { kind: "string", defaultValue: "" },
      urgentTelePhone: { kind: "string", defaultValue: "" },
      postalAddress: { kind: "string", defaultValue: "" },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      passwordHash: "string",
      isAdministrator: { kind: "integer", defaultValue: 0 },
      errorCount: { kind: "integer", defaultValue: 0 },
      unlockTime: "bigint",
      theme: "string",
      language: "string",
      portalId: "string",
      systemId: "string",
      signImg: "text",
      changePasswordDate: "bigint",
      prevLoginTime: "bigint",
      prevLoginIPAddress: "string",
      lastLoginTime: "bigint",
      lastLoginIPAddress: "string",
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [{ name: "base_user_account_uq", columns: ["account"], unique: true }],
  },
  tree: null,
  unique: ["account"],
  uniqueWithin: null,
  search: ["account", "realName", "mobilePhone"],
  sort: "sortCode",
  dependents: [],
  filters: { enabledMark: "enabledMark", gender: "gender" },
  usedWhen: null,
  page: "permission/user",
  transfer: null,
  excelExport: {
    columns: [
      "account",
      "realName",
      "gender",
      "organizeId",
      "positionId",
      "roleId",
      "groupId",
      "mobilePhone",
      "email",
      "entryDate",
      "enabledMark",
      "sortCode",
      "description",
    ],
  },
  excelImport: {
    columns: [
      "account",
      "realName",
      "gender",
      "organizeId",
      "positionId",
      "roleId",
      "groupId",
      "mobilePhone",
      "email",
      "entryDate",
      "birthday",
      "enabledMark",
      "sortCode",
      "description",
    ],
  },
  sections: [],
  listColumns: ["account", "realName", "gender", "organizeId", "positionId", "roleId", "mobilePhone", "enabledMark", "sortCode"],
  storedColumns: [
    "passwordHash",
    "isAdministrator",
    "errorCount",
    "unlockTime",
    "theme",
    "language",
    "portalId",
    "systemId",
    "signImg",
    "changePasswordDate",
    "prevLoginTime",
    "prevLoginIPAddress",
    "lastLoginTime",
    "lastLoginIPAddress",
  ],
  references: [
    { field: "organizeId", table: "base_organize", column: "fullName", as: "organize" },
    { field: "positionId", table: "base_position", column: "fullName", as: "positionName" },
    { field: "roleId", table: "base_role", column: "fullName", as: "roleName" },
    { field: "groupId", table: "base_group", column: "fullName", as: "groupName" },
  ],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "account",
      label: { zh: "账户", "zh-TW": "賬戶", en: "Account" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入账户", "zh-TW": "請輸入賬戶", en: "Enter the account" },
        maxLength: { zh: "账户最多为50个字符！", "zh-TW": "賬戶最多為50個字符！", en: "The account has at most 50 characters!" },
        pattern: { zh: "只能输入数字英文", "zh-TW": "只能輸入數字英文", en: "Letters and digits only" },
        unique: { zh: "账户名称不能重复", "zh-TW": "賬戶名稱不能重複", en: "The account already exists" },
      },
    },
    {
      name: "realName",
      label: { zh: "姓名", "zh-TW": "姓名", en: "Name" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入姓名", "zh-TW": "請輸入姓名", en: "Enter the name" },
        maxLength: { zh: "姓名最多为50个字符！", "zh-TW": "姓名最多為50個字符！", en: "The name has at most 50 characters!" },
      },
    },
    {
      name: "gender",
      label: { zh: "性别", "zh-TW": "性別", en: "Gender" },
      widget: "select",
      default: 1,
      options: {
        "0": { zh: "保密", "zh-TW": "保密", en: "Not given" },
        "1": { zh: "男", "zh-TW": "男", en: "Male" },
        "2": { zh: "女", "zh-TW": "女", en: "Female" },
      },
    },
    {
      name: "organizeId",
      label: { zh: "所属组织", "zh-TW": "所屬組織", en: "Organisation" },
      widget: "organizePicker",
      required: true,
      reference: "organize",
      messages: { required: { zh: "所属组织不能为空", "zh-TW": "所屬組織不能為空", en: "Choose the organisation" } },
    },
    { name: "managerId", label: { zh: "直属主管", "zh-TW": "直屬主管", en: "Manager" }, widget: "hidden", default: "" },
    {
      name: "positionId",
      label: { zh: "岗位", "zh-TW": "崗位", en: "Positions" },
      widget: "positionPicker",
      virtual: true,
      default: "",
      reference: "position",
    },
    { name: "roleId", label: { zh: "角色", "zh-TW": "角色", en: "Roles" }, widget: "rolePicker", virtual: true, default: "", reference: "role" },
    {
      name: "groupId",
      label: { zh: "分组", "zh-TW": "分組", en: "Groups" },
      widget: "groupPicker",
      virtual: true,
      default: "",
      reference: "group",
    },
    {
      name: "mobilePhone",
      label: { zh: "手机", "zh-TW": "手機", en: "Mobile" },
      widget: "input",
      default: "",
      rule: "mobile",
      messages: { pattern: { zh: "请正确输入您的手机号", "zh-TW": "請正確輸入您的手機號", en: "Enter a valid mobile phone number" } },
    },
    {
      name: "email",
      label: { zh: "邮箱", "zh-TW": "郵箱", en: "Email" },
      widget: "input",
      default: "",
      rule: "email",
      messages: { pattern: { zh: "请正确输入您的邮箱地址", "zh-TW": "請正確輸入您的郵箱地址", en: "Enter a valid e-mail address" } },
    },
    {
      name: "headIcon",
      label: { zh: "头像", "zh-TW": "頭像", en: "Avatar" },
      widget: "hidden",
      default: "",
      messages: { pattern: { zh: "头像须为上传的图片", "zh-TW": "頭像須為上傳的圖片", en: "The avatar must be an uploaded image" } },
    },
    { name: "nation", label: { zh: "民族", "zh-TW": "民族", en: "Ethnicity" }, widget: "hidden", default: "" },
    { name: "nativePlace", label: { zh: "籍贯", "zh-TW": "籍貫", en: "Native place" }, widget: "hidden", default: "" },
    { name: "entryDate", label: { zh: "入职日期", "zh-TW": "入職日期", en: "Joined" }, widget: "date" },
    { name: "certificatesType", label: { zh: "证件类型", "zh-TW": "證件類型", en: "ID type" }, widget: "hidden", default: "" },
    { name: "certificatesNumber", label: { zh: "证件号码", "zh-TW": "證件號碼", en: "ID number" }, widget: "hidden", default: "" },
    { name: "education", label: { zh: "文化程度", "zh-TW": "文化程度", en: "Education" }, widget: "hidden", default: "" },
    { name: "birthday", label: { zh: "出生日期", "zh-TW": "出生日期", en: "Birthday" }, widget: "date" },
    { name: "telePhone", label: { zh: "办公电话", "zh-TW": "辦公電話", en: "Office phone" }, widget: "hidden", default: "" },
    { name: "landline", label: { zh: "固定电话", "zh-TW": "固定電話", en: "Landline" }, widget: "hidden", default: "" },
    { name: "urgentContacts", label: { zh: "紧急联系人", "zh-TW": "緊急聯繫人", en: "Emergency contact" }, widget: "hidden", default: "" },
    { name: "urgentTelePhone", label: { zh: "紧急电话", "zh-TW": "緊急電話", en: "Emergency phone" }, widget: "hidden", default: "" },
    { name: "postalAddress", label: { zh: "通讯地址", "zh-TW": "通訊地址", en: "Postal address" }, widget: "hidden", default: "" },
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
    required: ["account", "realName", "organizeId"],
    properties: {
      account: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9@._-]+$" },
      realName: { type: "string", minLength: 1, maxLength: 50 },
      gender: { type: "integer", enum: [0, 1, 2] },
      organizeId: { type: "string", minLength: 1, maxLength: 2000 },
      managerId: { type: "string", maxLength: 64 },
      positionId: { type: "string", maxLength: 2000 },
      roleId: { type: "string", maxLength: 2000 },
      groupId: { type: "string", maxLength: 2000 },
      mobilePhone: { type: "string", maxLength: 20, pattern: "^$|^1[3-9][0-9]{9}$" },
      email: {
        type: "string",
        maxLength: 100,
        pattern: "^$|^[A-Za-z0-9]+([._+-][A-Za-z0-9]+)*@([A-Za-z0-9]+(-+[A-Za-z0-9]+)*\\.)+[A-Za-z]{2,}$",
      },
      headIcon: { type: "string", maxLength: 500, pattern: "^$|^/api/file/Image/userAvatar/\\d{8}_[0-9a-f]{32}\\.(png|jpg|gif|bmp|webp)$" },
      nation: { type: "string", maxLength: 50 },
      nativePlace: { type: "string", maxLength: 100 },
      entryDate: { type: "integer", minimum: 0 },
      certificatesType: { type: "string", maxLength: 50 },
      certificatesNumber: { type: "string", maxLength: 50 },
      education: { type: "string", maxLength: 50 },
      birthday: { type: "integer", minimum: 0 },
      telePhone: { type: "string", maxLength: 30 },
      landline: { type: "string", maxLength: 30 },
      urgentContacts: { type: "string", maxLength: 50 },
      urgentTelePhone: { type: "string", maxLength: 30 },
      postalAddress: { type: "string", maxLength: 200 },
      enabledMark: { type: "integer", enum: [0, 1, 2] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 800,
    labelWidth: 80,
    titles: { create: { zh: "新建用户", "zh-TW": "新建用戶", en: "New user" }, edit: { zh: "编辑用户", "zh-TW": "編輯用戶", en: "Edit user" } },
  },
};
