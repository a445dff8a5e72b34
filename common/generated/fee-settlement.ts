// Generated from schemas/fee-settlement.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Fee settlements (费用结算): one record as the API sends it. */
export interface FeeSettlement {
  id: string;
  billNo?: string;
  customerName: string;
  settleDate?: number;
  vehicleId?: string;
  handlerId?: string;
  contractRate?: string;
  feeLines: Record<string, unknown>[];
  totalAmount?: number;
  attachments?: Record<string, unknown>[];
  description?: string;
  hasChildren?: boolean;
  children?: FeeSettlement[] | null;
}

/** A row of biz_fee_settlement, for typed Kysely queries: id is a string, every other column may be null. */
export interface FeeSettlementRow {
  id: string;
  billNo: string | null;
  customerName: string | null;
  settleDate: number | null;
  vehicleId: string | null;
  handlerId: string | null;
  contractRate: string | null;
  feeLines: string | null;
  totalAmount: number | null;
  attachments: string | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const feeSettlementModel: EntityModel = {
  name: "feeSettlement",
  permission: "settlement.feeBill",
  labels: { zh: "费用结算", "zh-TW": "費用結算", en: "Fee settlements" },
  api: {
    base: "/api/settlement/FeeSettlement",
    list: "page",
    info: "/{id}",
    state: false,
    selector: false,
    listPath: null,
    routes: "generic",
  },
  storage: "table",
  table: {
    name: "biz_fee_settlement",
    columns: {
      id: "id",
      billNo: { kind: "string", defaultValue: "" },
      customerName: "string",
      settleDate: "bigint",
      vehicleId: { kind: "string", defaultValue: "" },
      handlerId: { kind: "string", defaultValue: "" },
      contractRate: { kind: "string", defaultValue: "" },
      feeLines: { kind: "text", defaultValue: "[]" },
      totalAmount: { kind: "real", defaultValue: 0 },
      attachments: { kind: "text", defaultValue: "[]" },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [],
  },
  tree: null,
  unique: [],
  uniqueWithin: null,
  search: ["billNo", "customerName"],
  sort: null,
  dependents: [],
  filters: {},
  usedWhen: null,
  page: "settlement/feeBill",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["billNo", "customerName", "settleDate", "vehicleId", "handlerId", "totalAmount", "description"],
  storedColumns: [],
  references: [],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "billNo",
      label: { zh: "结算单号", "zh-TW": "結算單號", en: "Settlement no." },
      widget: "billRule",
      default: "",
      props: { rule: "feeSettlement" },
    },
    {
      name: "customerName",
      label: { zh: "客户名称", "zh-TW": "客戶名稱", en: "Customer" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入客户名称", "zh-TW": "請輸入客戶名稱", en: "Enter the customer" },
        maxLength: { zh: "客户名称最多为50个字符！", "zh-TW": "客戶名稱最多為50個字符！", en: "The customer has at most 50 characters!" },
      },
    },
    { name: "settleDate", label: { zh: "结算日期", "zh-TW": "結算日期", en: "Settlement date" }, widget: "date" },
    {
      name: "vehicleId",
      label: { zh: "车辆", "zh-TW": "車輛", en: "Vehicle" },
      widget: "popupSelect",
      default: "",
      props: {
        interfaceId: "di-demo-vehicles",
        propsValue: "id",
        relationField: "plateNo",
        columnOptions: [
          { value: "plateNo", label: { zh: "车牌号", "zh-TW": "車牌號", en: "Plate no." } },
          { value: "vehicleType", label: { zh: "车型", "zh-TW": "車型", en: "Vehicle type" } },
          { value: "driver", label: { zh: "司机", "zh-TW": "司機", en: "Driver" } },
        ],
        hasPage: true,
        pageSize: 20,
        popupType: "dialog",
        popupTitle: { zh: "选择车辆", "zh-TW": "選擇車輛", en: "Select a vehicle" },
        popupWidth: "800px",
        clearable: true,
      },
      messages: { maxLength: { zh: "车辆最多为64个字符！", "zh-TW": "車輛最多為64個字符！", en: "The vehicle has at most 64 characters!" } },
    },
    {
      name: "handlerId",
      label: { zh: "经办人", "zh-TW": "經辦人", en: "Handled by" },
      widget: "popupSelect",
      default: "",
      props: {
        interfaceId: "di-demo-staff",
        propsValue: "id",
        relationField: "fullName",
        columnOptions: [
          { value: "fullName", label: { zh: "姓名", "zh-TW": "姓名", en: "Name" } },
          { value: "account", label: { zh: "账号", "zh-TW": "賬號", en: "Account" } },
          { value: "mobilePhone", label: { zh: "手机", "zh-TW": "手機", en: "Mobile" } },
        ],
        hasPage: true,
        pageSize: 20,
        popupType: "dialog",
        popupTitle: { zh: "选择经办人", "zh-TW": "選擇經辦人", en: "Select who handles it" },
        popupWidth: "800px",
        clearable: true,
      },
      messages: { maxLength: { zh: "经办人最多为64个字符！", "zh-TW": "經辦人最多為64個字符！", en: "Handled by has at most 64 characters!" } },
    },
    {
      name: "contractRate",
      label: { zh: "合同费率", "zh-TW": "合同費率", en: "Contract rate" },
      widget: "autoComplete",
      default: "",
      props: { interfaceId: "di-demo-rates", relationField: "fullName", total: 50, clearable: true },
      messages: { maxLength: { zh: "合同费率最多为100个字符！", "zh-TW": "合同費率最多為100個字符！", en: "The contract rate has at most 100 characters!" } },
    },
    {
      name: "feeLines",
      label: { zh: "费用明细", "zh-TW": "費用明細", en: "Fee lines" },
      widget: "table",
      required: true,
      json: true,
      default: "[]",
      props: {
        summaryField: ["amount"],
        "show-summary": true,
        actionText: { zh: "添加费用", "zh-TW": "添加費用", en: "Add fee" },
        showTitle: false,
      },
      columns: [
        {
          key: "comInput",
          field: "feeName",
          label: { zh: "费用名称", "zh-TW": "費用名稱", en: "Fee" },
          required: true,
          props: { maxlength: 50, columnWidth: 170 },
        },
        {
          key: "numInput",
          field: "quantity",
          label: { zh: "数量", "zh-TW": "數量", en: "Quantity" },
          required: true,
          props: { min: 0, max: 999999, precision: 2, columnWidth: 120 },
        },
        {
          key: "numInput",
          field: "unitPrice",
          label: { zh: "单价", "zh-TW": "單價", en: "Unit price" },
          required: true,
          props: { min: 0, max: 99999999, precision: 2, thousands: true, columnWidth: 140 },
        },
        {
          key: "calculate",
          field: "amount",
          label: { zh: "金额", "zh-TW": "金額", en: "Amount" },
          props: {
            expression: [{ __vModel__: "feeLines.quantity" }, "×", { __vModel__: "feeLines.unitPrice" }],
            precision: 2,
            thousands: true,
            isStorage: 2,
            columnWidth: 140,
          },
        },
      ],
      messages: { minItems: { zh: "请至少添加一条费用明细", "zh-TW": "請至少添加一條費用明細", en: "Add at least one fee line" } },
    },
    {
      name: "totalAmount",
      label: { zh: "合计金额", "zh-TW": "合計金額", en: "Total" },
      widget: "calculate",
      default: 0,
      props: { expression: [{ __vModel__: "feeLines.amount" }], precision: 2, thousands: true, isAmountChinese: true, isStorage: 2 },
    },
    {
      name: "attachments",
      label: { zh: "附件", "zh-TW": "附件", en: "Attachments" },
      widget: "uploadFz",
      json: true,
      default: "[]",
      props: { limit: 10, fileSize: 1, sizeUnit: "GB" },
      messages: { pattern: { zh: "文件信息不正确", "zh-TW": "文件信息不正確", en: "The file entry is not valid" } },
    },
    { name: "description", label: { zh: "备注", "zh-TW": "備註", en: "Remarks" }, widget: "textarea", default: "" },
  ],
  bodySchema: {
    type: "object",
    required: ["customerName", "feeLines"],
    properties: {
      billNo: { type: "string", maxLength: 50 },
      customerName: { type: "string", minLength: 1, maxLength: 50 },
      settleDate: { type: "integer", minimum: 0 },
      vehicleId: { type: "string", maxLength: 64 },
      handlerId: { type: "string", maxLength: 64 },
      contractRate: { type: "string", maxLength: 100 },
      feeLines: {
        type: "array",
        minItems: 1,
        maxItems: 500,
        items: {
          type: "object",
          required: ["feeName", "quantity", "unitPrice"],
          additionalProperties: false,
          properties: {
            feeName: { type: "string", minLength: 1, maxLength: 50 },
            quantity: { type: "number", minimum: 0, maximum: 999999 },
            unitPrice: { type: "number", minimum: 0, maximum: 99999999 },
            amount: { type: "number" },
          },
        },
      },
      totalAmount: { type: "number" },
      attachments: {
        type: "array",
        items: {
          type: "object",
          required: ["name", "fileId", "url"],
          additionalProperties: false,
          properties: {
            name: { type: "string", minLength: 1, maxLength: 255 },
            fileId: { type: "string", maxLength: 100, pattern: "^\\d{8}_[0-9a-f]{32}(\\.[a-z0-9]{1,10})?$" },
            url: { type: "string", maxLength: 500, pattern: "^/api/file/(?!.*\\.\\.)[A-Za-z0-9_./,-]+$" },
            fileSize: { type: "integer", minimum: 0 },
            fileExtension: { type: "string", maxLength: 20 },
            fileVersionId: { type: "string", maxLength: 100 },
          },
        },
        maxItems: 10,
      },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 900,
    labelWidth: 90,
    titles: {
      create: { zh: "新建结算单", "zh-TW": "新建結算單", en: "New settlement" },
      edit: { zh: "编辑结算单", "zh-TW": "編輯結算單", en: "Edit settlement" },
    },
  },
};
