// Generated from schemas/bill-rule.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Numbering rule (单据规则): one record as the API sends it. */
export interface BillRule {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  prefix: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
  example?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  thisNumber?: number;
  outputNumber?: string;
  hasChildren?: boolean;
  children?: BillRule[] | null;
}

/** A row of base_bill_rule, for typed Kysely queries: id is a string, every other column may be null. */
export interface BillRuleRow {
  id: string;
  fullName: string | null;
  enCode: string | null;
  category: string | null;
  prefix: string | null;
  dateFormat: string | null;
  digit: number | null;
  startNumber: string | null;
  example: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  thisNumber: number | null;
  outputNumber: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const billRuleModel: EntityModel = {
  name: "billRule",
  permission: "system.billRule",
  labels: { zh: "单据规则", "zh-TW": "單據規則", en: "Numbering rule" },
  api: { base: "/api/system/BillRule", list: "page", info: "/{id}", state: true, selector: false, listPath: null, routes: "generic" },
  storage: "table",
  table: {
    name: "base_bill_rule",
    columns: {
      id: "id",
      fullName: "string",
      enCode: "string",
      category: "string",
      prefix: "string",
      dateFormat: "string",
      digit: "integer",
      startNumber: "string",
      example: { kind: "string", defaultValue: "" },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      thisNumber: "integer",
      outputNumber: "string",
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_bill_rule_fullName_uq", columns: ["fullName"], unique: true },
      { name: "base_bill_rule_enCode_uq", columns: ["enCode"], unique: true },
    ],
  },
  tree: null,
  unique: ["fullName", "enCode"],
  uniqueWithin: null,
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [],
  filters: { categoryId: "category", enabledMark: "enabledMark" },
  usedWhen: {
    field: "outputNumber",
    message: { zh: "单据已经被使用,不允许被删除", "zh-TW": "單據已經被使用,不允許被刪除", en: "This rule has been used and cannot be deleted" },
  },
  page: "system/billRule",
  transfer: { extension: "bb" },
  excelExport: null,
  responseCache: false,
  sections: [],
  listColumns: ["fullName", "enCode", "category", "startNumber", "thisNumber", "outputNumber", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "fullName",
      label: { zh: "业务名称", "zh-TW": "業務名稱", en: "Business name" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入业务名称", "zh-TW": "請輸入業務名稱", en: "Enter the business name" },
        maxLength: { zh: "业务名称最多为50个字符！", "zh-TW": "業務名稱最多為50個字符！", en: "The business name has at most 50 characters!" },
      },
    },
    {
      name: "enCode",
      label: { zh: "业务编码", "zh-TW": "業務編碼", en: "Business code" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入业务编码", "zh-TW": "請輸入業務編碼", en: "Enter the business code" },
        maxLength: { zh: "业务编码最多为50个字符！", "zh-TW": "業務編碼最多為50個字符！", en: "The business code has at most 50 characters!" },
      },
    },
    {
      name: "category",
      label: { zh: "业务分类", "zh-TW": "業務分類", en: "Business category" },
      widget: "dictionaryTreeSelect",
      required: true,
      dictionary: "businessType",
      messages: { required: { zh: "请选择业务分类", "zh-TW": "請選擇業務分類", en: "Choose the business category" } },
    },
    {
      name: "prefix",
      label: { zh: "流水前缀", "zh-TW": "流水前綴", en: "Prefix" },
      widget: "input",
      required: true,
      messages: { required: { zh: "请输入流水前缀", "zh-TW": "請輸入流水前綴", en: "Enter the prefix" } },
    },
    {
      name: "dateFormat",
      label: { zh: "流水日期", "zh-TW": "流水日期", en: "Date format" },
      widget: "select",
      required: true,
      messages: {
        required: { zh: "请输入选择流水日期格式", "zh-TW": "請輸入選擇流水日期格式", en: "Choose the date format" },
        enum: { zh: "请输入选择流水日期格式", "zh-TW": "請輸入選擇流水日期格式", en: "Choose the date format" },
      },
    },
    {
      name: "digit",
      label: { zh: "流水位数", "zh-TW": "流水位數", en: "Digits" },
      widget: "number",
      required: true,
      messages: {
        required: { zh: "请输入流水位数", "zh-TW": "請輸入流水位數", en: "Enter the number of digits" },
        type: { zh: "仅能输入正整数", "zh-TW": "僅能輸入正整數", en: "Only a positive integer" },
        minimum: { zh: "仅能输入正整数", "zh-TW": "僅能輸入正整數", en: "Only a positive integer" },
        maximum: { zh: "仅能输入正整数", "zh-TW": "僅能輸入正整數", en: "Only a positive integer" },
      },
    },
    {
      name: "startNumber",
      label: { zh: "流水起始", "zh-TW": "流水起始", en: "Start number" },
      widget: "input",
      required: true,
      rule: "digits",
      messages: {
        required: { zh: "请输入流水起始", "zh-TW": "請輸入流水起始", en: "Enter the start number" },
        pattern: { zh: "只能输入数字", "zh-TW": "只能輸入數字", en: "Digits only" },
        not: { zh: "流水起始不能为{value}", "zh-TW": "流水起始不能為{value}", en: "The start number cannot be {value}" },
      },
    },
    { name: "example", label: { zh: "流水范例", "zh-TW": "流水範例", en: "Example" }, widget: "display", default: "" },
    { name: "enabledMark", label: { zh: "状态", "zh-TW": "狀態", en: "Status" }, widget: "switch", default: 1 },
    { name: "sortCode", label: { zh: "排序", "zh-TW": "排序", en: "Sort" }, widget: "number", default: 0 },
    { name: "description", label: { zh: "说明", "zh-TW": "說明", en: "Description" }, widget: "textarea", default: "" },
    { name: "thisNumber", label: { zh: "当前流水", "zh-TW": "當前流水", en: "Current serial" }, widget: "number", readOnly: true },
    { name: "outputNumber", label: { zh: "最新编号", "zh-TW": "最新編號", en: "Last number" }, widget: "input", readOnly: true },
  ],
  bodySchema: {
    type: "object",
    required: ["fullName", "enCode", "category", "prefix", "dateFormat", "digit", "startNumber"],
    properties: {
      fullName: { type: "string", minLength: 1, maxLength: 50 },
      enCode: { type: "string", minLength: 1, maxLength: 50 },
      category: { type: "string", minLength: 1, maxLength: 64 },
      prefix: { type: "string", minLength: 1, maxLength: 50 },
      dateFormat: { type: "string", enum: ["yyyyMMdd", "yyyyMM", "yyyy", "no"] },
      digit: { type: "integer", minimum: 1, maximum: 9 },
      startNumber: { type: "string", minLength: 1, maxLength: 9, not: { pattern: "^0+$" }, pattern: "^[0-9]+$" },
      example: { type: "string", maxLength: 100 },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 100,
    titles: { create: { zh: "新建单据", "zh-TW": "新建單據", en: "New rule" }, edit: { zh: "编辑单据", "zh-TW": "編輯單據", en: "Edit rule" } },
  },
};
