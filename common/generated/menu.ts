// Generated from schemas/menu.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Menus (系统菜单): one record as the API sends it. */
export interface Menu {
  id: string;
  parentId: string;
  systemId: string;
  type: number;
  fullName: string;
  enCode: string;
  icon?: string;
  urlAddress?: string;
  linkTarget?: string;
  category?: string;
  propertyJson?: string;
  isButtonAuthorize?: number;
  isColumnAuthorize?: number;
  isFormAuthorize?: number;
  isDataAuthorize?: number;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: Menu[] | null;
}

/** A row of base_module, for typed Kysely queries: id is a string, every other column may be null. */
export interface MenuRow {
  id: string;
  parentId: string | null;
  systemId: string | null;
  type: number | null;
  fullName: string | null;
  enCode: string | null;
  icon: string | null;
  urlAddress: string | null;
  linkTarget: string | null;
  category: string | null;
  propertyJson: string | null;
  isButtonAuthorize: number | null;
  isColumnAuthorize: number | null;
  isFormAuthorize: number | null;
  isDataAuthorize: number | null;
  enabledMark: number | null;
  sortCode: number | null;
  description: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const menuModel: EntityModel = {
  name: "menu",
  permission: "system.menu",
  labels: { zh: "系统菜单", "zh-TW": "系統菜單", en: "Menus" },
  api: {
    base: "/api/system/Menu",
    list: "tree",
    info: "/{id}",
    state: true,
    selector: false,
    listPath: "/ModuleBySystem/{systemId}",
    routes: "generic",
  },
  storage: "table",
  table: {
    name: "base_module",
    columns: {
      id: "id",
      parentId: { kind: "string", defaultValue: "-1" },
      systemId: "string",
      type: { kind: "integer", defaultValue: 2 },
      fullName: "string",
      enCode: "string",
      icon: { kind: "string", defaultValue: "" },
      urlAddress: { kind: "string", defaultValue: "" },
      linkTarget: { kind: "string", defaultValue: "_self" },
      category: { kind: "string", defaultValue: "Web" },
      propertyJson: { kind: "text", defaultValue: "{}" },
      isButtonAuthorize: { kind: "integer", defaultValue: 0 },
      isColumnAuthorize: { kind: "integer", defaultValue: 0 },
      isFormAuthorize: { kind: "integer", defaultValue: 0 },
      isDataAuthorize: { kind: "integer", defaultValue: 0 },
      enabledMark: { kind: "integer", defaultValue: 1 },
      sortCode: { kind: "integer", defaultValue: 0 },
      description: { kind: "string", defaultValue: "" },
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [
      { name: "base_module_systemId_ix", columns: ["systemId"] },
      { name: "base_module_systemId_enCode_uq", columns: ["systemId", "enCode"], unique: true },
    ],
  },
  tree: { parentField: "parentId", root: "-1" },
  unique: ["enCode"],
  uniqueWithin: "systemId",
  search: ["fullName", "enCode"],
  sort: "sortCode",
  dependents: [{ table: "base_module_item", field: "moduleId" }],
  filters: { systemId: "systemId", category: "category" },
  usedWhen: null,
  page: "system/menu",
  transfer: { extension: "bm" },
  excelExport: null,
  sections: [],
  listColumns: ["fullName", "enCode", "type", "urlAddress", "systemId", "enabledMark", "sortCode"],
  storedColumns: [],
  references: [{ field: "systemId", table: "base_system", column: "fullName", as: "systemName" }],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "parentId",
      label: { zh: "上级菜单", "zh-TW": "上級菜單", en: "Parent menu" },
      widget: "treeSelect",
      required: true,
      default: "-1",
      messages: { required: { zh: "上级菜单不能为空", "zh-TW": "上級菜單不能為空", en: "Choose the parent menu" } },
    },
    {
      name: "systemId",
      label: { zh: "所属应用", "zh-TW": "所屬應用", en: "Application" },
      widget: "entitySelect",
      required: true,
      reference: "system",
      messages: { required: { zh: "请选择所属应用", "zh-TW": "請選擇所屬應用", en: "Choose the application" } },
    },
    {
      name: "type",
      label: { zh: "菜单类型", "zh-TW": "菜單類型", en: "Menu type" },
      widget: "select",
      required: true,
      default: 2,
      options: {
        "1": { zh: "目录", "zh-TW": "目錄", en: "Directory" },
        "2": { zh: "页面", "zh-TW": "頁面", en: "Page" },
        "3": { zh: "功能", "zh-TW": "功能", en: "Function" },
        "4": { zh: "字典", "zh-TW": "字典", en: "Dictionary" },
        "5": { zh: "报表", "zh-TW": "報表", en: "Report" },
        "6": { zh: "大屏", "zh-TW": "大屏", en: "Big screen" },
        "7": { zh: "外链", "zh-TW": "外鏈", en: "External link" },
        "8": { zh: "门户", "zh-TW": "門戶", en: "Portal" },
      },
      messages: { required: { zh: "请选择菜单类型", "zh-TW": "請選擇菜單類型", en: "Choose the menu type" } },
    },
    {
      name: "fullName",
      label: { zh: "菜单名称", "zh-TW": "菜單名稱", en: "Menu name" },
      widget: "input",
      required: true,
      rule: "name",
      messages: {
        required: { zh: "请输入菜单名称", "zh-TW": "請輸入菜單名稱", en: "Enter the menu name" },
        maxLength: { zh: "菜单名称最多为50个字符！", "zh-TW": "菜單名稱最多為50個字符！", en: "The menu name has at most 50 characters!" },
        pattern: { zh: "菜单名称不能含有特殊符号", "zh-TW": "菜單名稱不能含有特殊符號", en: "The menu name cannot contain special symbols" },
      },
    },
    {
      name: "enCode",
      label: { zh: "菜单编码", "zh-TW": "菜單編碼", en: "Menu code" },
      widget: "input",
      required: true,
      rule: "code",
      messages: {
        required: { zh: "请输入菜单编码", "zh-TW": "請輸入菜單編碼", en: "Enter the menu code" },
        maxLength: { zh: "菜单编码最多为50个字符！", "zh-TW": "菜單編碼最多為50個字符！", en: "The menu code has at most 50 characters!" },
        pattern: {
          zh: "编码只能输入英文、数字和小数点且小数点不能放在首尾",
          "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
          en: "The code allows letters, digits and dots, not at the start or end",
        },
      },
    },
    { name: "icon", label: { zh: "菜单图标", "zh-TW": "菜單圖標", en: "Icon" }, widget: "input", default: "" },
    { name: "urlAddress", label: { zh: "路由地址", "zh-TW": "路由地址", en: "Address" }, widget: "input", default: "" },
    {
      name: "linkTarget",
      label: { zh: "打开方式", "zh-TW": "打開方式", en: "Open in" },
      widget: "select",
      default: "_self",
      options: { _self: { zh: "当前页面", "zh-TW": "當前頁面", en: "This page" }, _blank: { zh: "新窗口", "zh-TW": "新窗口", en: "New window" } },
    },
    { name: "category", label: { zh: "分类", "zh-TW": "分類", en: "Category" }, widget: "select", default: "Web" },
    { name: "propertyJson", label: { zh: "扩展属性", "zh-TW": "擴展屬性", en: "Properties" }, widget: "hidden", default: "{}" },
    { name: "isButtonAuthorize", label: { zh: "按钮权限", "zh-TW": "按鈕權限", en: "Button permissions" }, widget: "switch", default: 0 },
    { name: "isColumnAuthorize", label: { zh: "列表权限", "zh-TW": "列表權限", en: "Column permissions" }, widget: "switch", default: 0 },
    { name: "isFormAuthorize", label: { zh: "表单权限", "zh-TW": "表單權限", en: "Form permissions" }, widget: "switch", default: 0 },
    { name: "isDataAuthorize", label: { zh: "数据权限", "zh-TW": "數據權限", en: "Data permissions" }, widget: "switch", default: 0 },
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
    required: ["parentId", "systemId", "type", "fullName", "enCode"],
    properties: {
      parentId: { type: "string", minLength: 1, maxLength: 64 },
      systemId: { type: "string", minLength: 1, maxLength: 64 },
      type: { type: "integer", enum: [1, 2, 3, 4, 5, 6, 7, 8] },
      fullName: { type: "string", minLength: 1, maxLength: 50, pattern: "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]+$" },
      enCode: { type: "string", minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9]+(\\.+[A-Za-z0-9]+)*$" },
      icon: { type: "string", maxLength: 100 },
      urlAddress: { type: "string", maxLength: 500 },
      linkTarget: { type: "string", enum: ["_self", "_blank"] },
      category: { type: "string", enum: ["Web", "App"] },
      propertyJson: { type: "string", maxLength: 5000 },
      isButtonAuthorize: { type: "integer", enum: [0, 1] },
      isColumnAuthorize: { type: "integer", enum: [0, 1] },
      isFormAuthorize: { type: "integer", enum: [0, 1] },
      isDataAuthorize: { type: "integer", enum: [0, 1] },
      enabledMark: { type: "integer", enum: [0, 1] },
      sortCode: { type: "integer", minimum: 0, maximum: 999999 },
      description: { type: "string", maxLength: 500 },
    },
  },
  dialog: {
    width: 700,
    labelWidth: 80,
    titles: { create: { zh: "新建菜单", "zh-TW": "新建菜單", en: "New menu" }, edit: { zh: "编辑菜单", "zh-TW": "編輯菜單", en: "Edit menu" } },
  },
};
