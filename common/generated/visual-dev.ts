// Generated from schemas/visual-dev.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Function design (功能设计): one record as the API sends it. */
export interface VisualDev {
  id: string;
  fullName: string;
  enCode: string;
  type?: number;
  webType?: number;
  category: string;
  dbLinkId?: string;
  enableFlow?: number;
  state?: number;
  tables?: string;
  formData?: string;
  columnData?: string;
  appColumnData?: string;
  interfaceId?: string;
  interfaceName?: string;
  interfaceParam?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: VisualDev[] | null;
}

/** A row of base_visual_dev, for typed Kysely queries: id is a string, every other column may be null. */
export interface VisualDevRow {
  id: string;
  fullName: string | null;
  enCode: string | null;
  type: number | null;
  webType: number | null;
  category: string | null;
  dbLinkId: string | null;
  enableFlow: number | null;
  state: number | null;
  tables: string | null;
  formData: string | null;
  columnData: string | null;
  appColumnData: string | null;
  interfaceId: string | null;
  interfaceName: string | null;
  interfaceParam: string | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  releasedFormData: string | null;
  releasedColumnData: string | null;
  releasedAppColumnData: string | null;
  releasedTables: string | null;
  releaseTime: number | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const visualDevModel: EntityModel = {
  name: "visualDev",
  permission: "onlineDev.webDesign",
  labels: { zh: "功能设计", "zh-TW": "功能設計", en: "Function design" },
  api: { base: "/api/visualdev/Base", list: "page", info: "/{id}", state: false, selector: false, listPath: null, routes: "generic" },
  storage: "table",
  table: {
    name: "base_visual_dev",
    columns: {
      id: "id",
      fullName: "string",
      enCode: "string",
      type: { kind: "integer", defaultValue: 1 },
      webType: { kind: "integer", defaultValue: 2 },
      category: { kind: "string", defaultValue: "" },
      dbLinkId: { kind: "string", defaultValue: "0" },
      enableFlow: { kind: "integer", defaultValue: 0 },
      state: { kind: "integer", defaultValue: 0 },
      tables: { kind: "text", defaultValue: "[]" },
      formData: { kind: "text", defaultValue: "" },
      columnData: { kind: "text", defaultValue: "" },
      appColumnData: { kind: "text", defaultValue: "" },
      interfaceId: { kind: "string", defaultValue: "" },
      interfaceName: { kind: "string", defaultValue: "" },
      interfaceParam: { kind: "text", defaultValue: "" },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      releasedFormData: "text",
      releasedColumnData: "text",
      releasedAppColumnData: "text",
      releasedTables: "text",
      releaseTime: "bigint",
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_visual_dev_fullName_uq", columns: ["fullName"], unique: true },
      { name: "base_visual_dev_enCode_uq", columns: ["enCode"], unique: true },
    ],
  },
  tree: null,
  unique: ["fullName", "enCode"],
  uniqueWithin: null,
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [],
  filters: { category: "category", type: "type", webType: "webType", enableFlow: "enableFlow", isRelease: "state" },
  usedWhen: null,
  page: "onlineDev/webDesign",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "category", "webType", "state", "enabledMark", "sortCode"],
  storedColumns: ["releasedFormData", "releasedColumnData", "releasedAppColumnData", "releasedTables", "releaseTime"],
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
        maxLength: { zh: "名称最多为100个字符！", "zh-TW": "名稱最多為100個字符！", en: "The name has at most 100 characters!" },
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
      label: { zh: "功能类型", "zh-TW": "功能類型", en: "Kind" },
      widget: "hidden",
      default: 1,
      options: {
        "1": { zh: "Web功能", "zh-TW": "Web功能", en: "Web function" },
        "2": { zh: "移动功能", "zh-TW": "移動功能", en: "Mobile function" },
        "3": { zh: "流程表单", "zh-TW": "流程表單", en: "Flow form" },
        "4": { zh: "Web表单", "zh-TW": "Web表單", en: "Web form" },
        "5": { zh: "App表单", "zh-TW": "App表單", en: "App form" },
      },
    },
    {
      name: "webType",
      label: { zh: "页面类型", "zh-TW": "頁面類型", en: "Page type" },
      widget: "select",
      default: 2,
      options: {
        "1": { zh: "纯表单", "zh-TW": "純表單", en: "Form only" },
        "2": { zh: "表单加列表", "zh-TW": "表單加列表", en: "Form and list" },
        "3": { zh: "表单加列表加流程", "zh-TW": "表單加列表加流程", en: "Form, list and flow" },
        "4": { zh: "数据视图", "zh-TW": "數據視圖", en: "Data view" },
      },
    },
    {
      name: "category",
      label: { zh: "分类", "zh-TW": "分類", en: "Category" },
      widget: "dictionaryTreeSelect",
      required: true,
      default: "",
      dictionary: "webDesign",
      messages: { required: { zh: "请选择分类", "zh-TW": "請選擇分類", en: "Choose the category" } },
    },
    { name: "dbLinkId", label: { zh: "数据库", "zh-TW": "數據庫", en: "Database" }, widget: "hidden", default: "0" },
    { name: "enableFlow", label: { zh: "启用流程", "zh-TW": "啟用流程", en: "Workflow" }, widget: "switch", default: 0 },
    {
      name: "state",
      label: { zh: "发布状态", "zh-TW": "發布狀態", en: "Release" },
      widget: "display",
      readOnly: true,
      default: 0,
      options: { "0": { zh: "未发布", "zh-TW": "未發布", en: "Draft" }, "1": { zh: "已发布", "zh-TW": "已發布", en: "Released" } },
    },
    { name: "tables", label: { zh: "数据表", "zh-TW": "數據表", en: "Tables" }, widget: "textarea", default: "[]" },
    { name: "formData", label: { zh: "表单设计", "zh-TW": "表單設計", en: "Form design" }, widget: "designJson", default: "" },
    { name: "columnData", label: { zh: "列表设计", "zh-TW": "列表設計", en: "List design" }, widget: "designJson", default: "" },
    { name: "appColumnData", label: { zh: "移动端列表设计", "zh-TW": "移動端列表設計", en: "App list design" }, widget: "designJson", default: "" },
    { name: "interfaceId", label: { zh: "数据接口", "zh-TW": "數據接口", en: "Data interface" }, widget: "hidden", default: "" },
    { name: "interfaceName", label: { zh: "数据接口名称", "zh-TW": "數據接口名稱", en: "Data interface name" }, widget: "hidden", default: "" },
    { name: "interfaceParam", label: { zh: "接口参数", "zh-TW": "接口參數", en: "Interface parameters" }, widget: "hidden", default: "" },
    { name: "enabledMark", label: { zh: "状态", "zh-TW": "狀態", en: "Status" }, widget: "switch", default: 1 },
    { name: "sortCode", label: { zh: "排序", "zh-TW": "排序", en: "Sort" }, widget: "number", default: 0 },
    { name: "description", label: { zh: "说明", "zh-TW": "說明", en: "Description" }, widget: "textarea", default: "" },
  ],
  bodySchema: {
    type: "object",
    required: ["fullName", "enCode", "category"],
    properties: {
      fullName: { type: "string", minLength: 1, maxLength: 100 },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$" },
      type: { type: "integer", enum: [1, 2, 3, 4, 5] },
      webType: { type: "integer", enum: [1, 2, 3, 4] },
      category: { type: "string", maxLength: 64 },
      dbLinkId: { type: "string", maxLength: 64 },
      enableFlow: { type: "integer", enum: [0, 1] },
      tables: { type: "string", maxLength: 500000 },
      formData: { type: "string", maxLength: 500000 },
      columnData: { type: "string", maxLength: 500000 },
      appColumnData: { type: "string", maxLength: 500000 },
      interfaceId: { type: "string", maxLength: 64 },
      interfaceName: { type: "string", maxLength: 100 },
      interfaceParam: { type: "string", maxLength: 20000 },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 900,
    labelWidth: 100,
    titles: { create: { zh: "新建功能", "zh-TW": "新建功能", en: "New function" }, edit: { zh: "编辑功能", "zh-TW": "編輯功能", en: "Edit function" } },
  },
};
