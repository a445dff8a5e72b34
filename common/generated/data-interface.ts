// Generated from schemas/data-interface.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Data interfaces (数据接口): one record as the API sends it. */
export interface DataInterface {
  id: string;
  fullName: string;
  enCode: string;
  categoryId: string;
  dbLinkId?: string;
  dataType: number;
  requestMethod?: string;
  checkType?: number;
  path?: string;
  ipAddress?: string;
  requestHeaders?: string;
  requestParameters?: string;
  responseType?: string;
  query?: string;
  dataProcessing?: string;
  propertyJson?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: DataInterface[] | null;
}

/** A row of base_data_interface, for typed Kysely queries: id is a string, every other column may be null. */
export interface DataInterfaceRow {
  id: string;
  fullName: string | null;
  enCode: string | null;
  categoryId: string | null;
  dbLinkId: string | null;
  dataType: number | null;
  requestMethod: string | null;
  checkType: number | null;
  path: string | null;
  ipAddress: string | null;
  requestHeaders: string | null;
  requestParameters: string | null;
  responseType: string | null;
  query: string | null;
  dataProcessing: string | null;
  propertyJson: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const dataInterfaceModel: EntityModel = {
  name: "dataInterface",
  permission: "systemData.dataInterface",
  labels: { zh: "数据接口", "zh-TW": "數據接口", en: "Data interfaces" },
  api: { base: "/api/system/DataInterface", list: "page", info: "/{id}", state: true, selector: false, listPath: null, routes: "generic" },
  storage: "table",
  table: {
    name: "base_data_interface",
    columns: {
      id: "id",
      fullName: "string",
      enCode: "string",
      categoryId: "string",
      dbLinkId: { kind: "string", defaultValue: "0" },
      dataType: { kind: "integer", defaultValue: 1 },
      requestMethod: { kind: "string", defaultValue: "3" },
      checkType: { kind: "integer", defaultValue: 0 },
      path: { kind: "string", defaultValue: "" },
      ipAddress: { kind: "string", defaultValue: "" },
      requestHeaders: { kind: "text", defaultValue: "[]" },
      requestParameters: { kind: "text", defaultValue: "[]" },
      responseType: { kind: "string", defaultValue: "json" },
      query: { kind: "text", defaultValue: "" },
      dataProcessing: { kind: "text", defaultValue: "" },
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
      { name: "base_data_interface_fullName_uq", columns: ["fullName"], unique: true },
      { name: "base_data_interface_enCode_uq", columns: ["enCode"], unique: true },
    ],
  },
  tree: null,
  unique: ["fullName", "enCode"],
  uniqueWithin: null,
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [],
  filters: { categoryId: "categoryId" },
  usedWhen: null,
  page: "systemData/dataInterface",
  transfer: { extension: "bdi" },
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "categoryId", "dataType", "requestMethod", "checkType", "path", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "fullName",
      label: { zh: "名称", "zh-TW": "名稱", en: "Name" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入名称", "zh-TW": "請輸入名稱", en: "Enter the name" },
        maxLength: { zh: "名称最多为50个字符！", "zh-TW": "名稱最多為50個字符！", en: "The name has at most 50 characters!" },
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
      name: "categoryId",
      label: { zh: "分类", "zh-TW": "分類", en: "Category" },
      widget: "dictionaryTreeSelect",
      required: true,
      dictionary: "DataInterfaceType",
      messages: { required: { zh: "请选择分类", "zh-TW": "請選擇分類", en: "Choose the category" } },
    },
    { name: "dbLinkId", label: { zh: "数据库", "zh-TW": "數據庫", en: "Database" }, widget: "dataSourceSelect", default: "0" },
    {
      name: "dataType",
      label: { zh: "数据类型", "zh-TW": "數據類型", en: "Data type" },
      widget: "select",
      required: true,
      default: 1,
      options: {
        "1": { zh: "SQL数据", "zh-TW": "SQL數據", en: "SQL data" },
        "2": { zh: "静态数据", "zh-TW": "靜態數據", en: "Static data" },
        "3": { zh: "API数据", "zh-TW": "API數據", en: "API data" },
      },
    },
    {
      name: "requestMethod",
      label: { zh: "请求方式", "zh-TW": "請求方式", en: "Request method" },
      widget: "interfaceRequestMethod",
      default: "3",
      options: {
        "1": { zh: "新增", "zh-TW": "新增", en: "Insert" },
        "2": { zh: "修改", "zh-TW": "修改", en: "Update" },
        "3": { zh: "查询", "zh-TW": "查詢", en: "Query" },
        "4": { zh: "删除", "zh-TW": "刪除", en: "Delete" },
        "6": { zh: "GET", "zh-TW": "GET", en: "GET" },
        "7": { zh: "POST", "zh-TW": "POST", en: "POST" },
      },
    },
    { name: "checkType", label: { zh: "分页", "zh-TW": "分頁", en: "Paging" }, widget: "switch", default: 0 },
    { name: "path", label: { zh: "接口路径", "zh-TW": "接口路徑", en: "Path" }, widget: "input", default: "" },
    { name: "ipAddress", label: { zh: "IP地址", "zh-TW": "IP地址", en: "IP address" }, widget: "hidden", default: "" },
    {
      name: "requestHeaders",
      label: { zh: "请求头", "zh-TW": "請求頭", en: "Headers" },
      widget: "interfaceHeaders",
      default: "[]",
      messages: {
        pattern: {
          zh: "请求头名称只能包含字母、数字、中划线和下划线",
          "zh-TW": "請求頭名稱只能包含字母、數字、中劃線和下劃線",
          en: "A header name has letters, digits, hyphens and underscores only",
        },
      },
    },
    {
      name: "requestParameters",
      label: { zh: "请求参数", "zh-TW": "請求參數", en: "Parameters" },
      widget: "interfaceParameters",
      default: "[]",
      messages: {
        pattern: {
          zh: "参数名称只能包含字母、数字和下划线，且不能以数字开头",
          "zh-TW": "參數名稱只能包含字母、數字和下劃線，且不能以數字開頭",
          en: "A parameter name has letters, digits and underscores only, and does not start with a digit",
        },
      },
    },
    { name: "responseType", label: { zh: "返回类型", "zh-TW": "返回類型", en: "Response type" }, widget: "hidden", default: "json" },
    { name: "query", label: { zh: "SQL/静态数据", "zh-TW": "SQL/靜態數據", en: "SQL or static data" }, widget: "textarea", default: "" },
    { name: "dataProcessing", label: { zh: "数据处理", "zh-TW": "數據處理", en: "Data processing" }, widget: "textarea", default: "" },
    { name: "propertyJson", label: { zh: "扩展属性", "zh-TW": "擴展屬性", en: "Properties" }, widget: "interfaceProperties", default: "{}" },
    { name: "enabledMark", label: { zh: "状态", "zh-TW": "狀態", en: "Status" }, widget: "switch", default: 1 },
    { name: "sortCode", label: { zh: "排序", "zh-TW": "排序", en: "Sort" }, widget: "number", default: 0 },
    { name: "description", label: { zh: "说明", "zh-TW": "說明", en: "Description" }, widget: "textarea", default: "" },
  ],
  bodySchema: {
    type: "object",
    required: ["fullName", "enCode", "categoryId", "dataType"],
    properties: {
      fullName: { type: "string", minLength: 1, maxLength: 50 },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$" },
      categoryId: { type: "string", minLength: 1, maxLength: 64 },
      dbLinkId: { type: "string", maxLength: 64 },
      dataType: { type: "integer", enum: [1, 2, 3] },
      requestMethod: { type: "string", enum: ["1", "2", "3", "4", "6", "7"] },
      checkType: { type: "integer", enum: [0, 1] },
      path: { type: "string", maxLength: 1000 },
      ipAddress: { type: "string", maxLength: 1000 },
      requestHeaders: { type: "string", maxLength: 5000, pattern: "^(?![\\s\\S]*\"field\"\\s*:\\s*\"(?![A-Za-z0-9_-]+\"))" },
      requestParameters: { type: "string", maxLength: 5000, pattern: "^(?![\\s\\S]*\"field\"\\s*:\\s*\"(?![A-Za-z_][A-Za-z0-9_]*\"))" },
      responseType: { type: "string", maxLength: 20 },
      query: { type: "string", maxLength: 20000 },
      dataProcessing: { type: "string", maxLength: 20000 },
      propertyJson: { type: "string", maxLength: 5000 },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 800,
    labelWidth: 100,
    titles: { create: { zh: "新建接口", "zh-TW": "新建接口", en: "New interface" }, edit: { zh: "编辑接口", "zh-TW": "編輯接口", en: "Edit interface" } },
  },
};
