// Generated from schemas/schedule.schema.json — do not edit; run npm run generate
import type { EntityModel } from "../entity-model.ts";

/** Schedule (日程): one record as the API sends it. */
export interface Schedule {
  id: string;
  category?: string;
  urgent?: string;
  title: string;
  content?: string;
  allDay?: number;
  startDay: number;
  startTime?: string;
  endDay: number;
  endTime?: string;
  duration?: number;
  toUserIds?: string[];
  color?: string;
  reminderTime?: number;
  reminderType?: number;
  send?: string;
  sendName?: string;
  repetition?: string;
  repeatTime?: number;
  files?: string;
  groupId?: string;
  hasChildren?: boolean;
  children?: Schedule[] | null;
}

/** A row of base_schedule, for typed Kysely queries: id is a string, every other column may be null. */
export interface ScheduleRow {
  id: string;
  category: string | null;
  urgent: string | null;
  title: string | null;
  content: string | null;
  allDay: number | null;
  startDay: number | null;
  startTime: string | null;
  endDay: number | null;
  endTime: string | null;
  duration: number | null;
  toUserIds: string | null;
  color: string | null;
  reminderTime: number | null;
  reminderType: number | null;
  send: string | null;
  sendName: string | null;
  repetition: string | null;
  repeatTime: number | null;
  files: string | null;
  groupId: string | null;
  creatorTime: number | null;
  creatorUserId: string | null;
  lastModifyTime: number | null;
  lastModifyUserId: string | null;
}

export const scheduleModel: EntityModel = {
  name: "schedule",
  permission: "schedule",
  labels: { zh: "日程", "zh-TW": "日程", en: "Schedule" },
  api: { base: "/api/system/Schedule", list: "none", info: "/{id}", state: false, selector: false, listPath: null, routes: "custom" },
  storage: "table",
  table: {
    name: "base_schedule",
    columns: {
      id: "id",
      category: { kind: "string", defaultValue: "" },
      urgent: { kind: "string", defaultValue: "1" },
      title: "string",
      content: { kind: "text", defaultValue: "" },
      allDay: { kind: "integer", defaultValue: 0 },
      startDay: "bigint",
      startTime: { kind: "string", defaultValue: "09:00" },
      endDay: "bigint",
      endTime: { kind: "string", defaultValue: "10:00" },
      duration: { kind: "integer", defaultValue: -1 },
      toUserIds: { kind: "text", defaultValue: "[]" },
      color: { kind: "string", defaultValue: "#188ae2" },
      reminderTime: { kind: "integer", defaultValue: -2 },
      reminderType: { kind: "integer", defaultValue: 1 },
      send: { kind: "string", defaultValue: "" },
      sendName: { kind: "string", defaultValue: "" },
      repetition: { kind: "string", defaultValue: "1" },
      repeatTime: "bigint",
      files: { kind: "text", defaultValue: "[]" },
      groupId: "string",
      creatorTime: "bigint",
      creatorUserId: "string",
      lastModifyTime: "bigint",
      lastModifyUserId: "string",
    },
    indexes: [{ name: "base_schedule_groupId_ix", columns: ["groupId"] }, { name: "base_schedule_startDay_ix", columns: ["startDay"] }],
  },
  tree: null,
  unique: [],
  uniqueWithin: null,
  search: [],
  sort: null,
  dependents: [],
  filters: {},
  usedWhen: null,
  page: "extend/schedule",
  transfer: null,
  excelExport: null,
  sections: [],
  listColumns: [
    "category",
    "urgent",
    "title",
    "allDay",
    "startDay",
    "startTime",
    "endDay",
    "endTime",
    "toUserIds",
    "color",
    "repetition",
    "repeatTime",
  ],
  storedColumns: [],
  references: [
    { field: "toUserIds", table: "base_user", column: "fullName", as: null },
    { field: "category", table: "base_dictionary_data", column: "fullName", as: null },
  ],
  fields: [
    { name: "id", label: { zh: "id", "zh-TW": "id", en: "id" }, widget: "input", readOnly: true },
    {
      name: "category",
      label: { zh: "日程类型", "zh-TW": "日程類型", en: "Type" },
      widget: "dictionaryTreeSelect",
      default: "",
      dictionary: "scheduleType",
    },
    {
      name: "urgent",
      label: { zh: "紧急程度", "zh-TW": "緊急程度", en: "Urgency" },
      widget: "select",
      default: "1",
      options: {
        "1": { zh: "普通", "zh-TW": "普通", en: "Normal" },
        "2": { zh: "重要", "zh-TW": "重要", en: "Important" },
        "3": { zh: "紧急", "zh-TW": "緊急", en: "Urgent" },
      },
    },
    {
      name: "title",
      label: { zh: "标题", "zh-TW": "標題", en: "Title" },
      widget: "input",
      required: true,
      messages: {
        required: { zh: "请输入标题", "zh-TW": "請輸入標題", en: "Enter the title" },
        maxLength: { zh: "标题最多为200个字符！", "zh-TW": "標題最多為200個字符！", en: "The title has at most 200 characters!" },
      },
    },
    { name: "content", label: { zh: "内容", "zh-TW": "內容", en: "Content" }, widget: "textarea", default: "" },
    { name: "allDay", label: { zh: "全天", "zh-TW": "全天", en: "All day" }, widget: "switch", default: 0 },
    {
      name: "startDay",
      label: { zh: "开始日期", "zh-TW": "開始日期", en: "Starts" },
      widget: "date",
      required: true,
      messages: { required: { zh: "请选择开始日期", "zh-TW": "請選擇開始日期", en: "Choose the start date" } },
    },
    {
      name: "startTime",
      label: { zh: "开始时间", "zh-TW": "開始時間", en: "Start time" },
      widget: "input",
      default: "09:00",
      messages: { pattern: { zh: "请输入正确的时间(HH:mm)", "zh-TW": "請輸入正確的時間(HH:mm)", en: "Use the time format HH:mm" } },
    },
    {
      name: "endDay",
      label: { zh: "结束日期", "zh-TW": "結束日期", en: "Ends" },
      widget: "date",
      required: true,
      messages: { required: { zh: "请选择结束日期", "zh-TW": "請選擇結束日期", en: "Choose the end date" } },
    },
    {
      name: "endTime",
      label: { zh: "结束时间", "zh-TW": "結束時間", en: "End time" },
      widget: "input",
      default: "10:00",
      messages: { pattern: { zh: "请输入正确的时间(HH:mm)", "zh-TW": "請輸入正確的時間(HH:mm)", en: "Use the time format HH:mm" } },
    },
    { name: "duration", label: { zh: "时长(分钟)", "zh-TW": "時長(分鐘)", en: "Duration (minutes)" }, widget: "hidden", default: -1 },
    {
      name: "toUserIds",
      label: { zh: "参与人", "zh-TW": "參與人", en: "Participants" },
      widget: "userPicker",
      json: true,
      default: "[]",
      reference: "user",
    },
    { name: "color", label: { zh: "颜色", "zh-TW": "顏色", en: "Colour" }, widget: "input", default: "#188ae2" },
    { name: "reminderTime", label: { zh: "提醒时间", "zh-TW": "提醒時間", en: "Reminder" }, widget: "hidden", default: -2 },
    { name: "reminderType", label: { zh: "提醒方式", "zh-TW": "提醒方式", en: "Reminder type" }, widget: "hidden", default: 1 },
    { name: "send", label: { zh: "发送配置", "zh-TW": "發送配置", en: "Send configuration" }, widget: "hidden", default: "" },
    { name: "sendName", label: { zh: "发送配置名称", "zh-TW": "發送配置名稱", en: "Send configuration name" }, widget: "hidden", default: "" },
    {
      name: "repetition",
      label: { zh: "重复", "zh-TW": "重複", en: "Repeat" },
      widget: "select",
      default: "1",
      options: {
        "1": { zh: "不重复", "zh-TW": "不重複", en: "Does not repeat" },
        "2": { zh: "每天重复", "zh-TW": "每天重複", en: "Daily" },
        "3": { zh: "每周重复", "zh-TW": "每週重複", en: "Weekly" },
        "4": { zh: "每月重复", "zh-TW": "每月重複", en: "Monthly" },
        "5": { zh: "每年重复", "zh-TW": "每年重複", en: "Yearly" },
      },
    },
    { name: "repeatTime", label: { zh: "结束重复", "zh-TW": "結束重複", en: "Repeat until" }, widget: "date" },
    { name: "files", label: { zh: "附件", "zh-TW": "附件", en: "Attachments" }, widget: "hidden", default: "[]" },
    { name: "groupId", label: { zh: "重复组", "zh-TW": "重複組", en: "Series" }, widget: "hidden", readOnly: true },
  ],
  bodySchema: {
    type: "object",
    required: ["title", "startDay", "endDay"],
    properties: {
      category: { type: "string", maxLength: 64 },
      urgent: { type: "string", enum: ["1", "2", "3"] },
      title: { type: "string", minLength: 1, maxLength: 200 },
      content: { type: "string", maxLength: 5000 },
      allDay: { type: "integer", enum: [0, 1] },
      startDay: { type: "integer", minimum: 0 },
      startTime: { type: "string", maxLength: 5, pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" },
      endDay: { type: "integer", minimum: 0 },
      endTime: { type: "string", maxLength: 5, pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" },
      duration: { type: "integer", minimum: -1, maximum: 100000 },
      toUserIds: { type: "array", maxItems: 500, items: { type: "string", maxLength: 64 } },
      color: { type: "string", maxLength: 20 },
      reminderTime: { type: "integer", minimum: -2, maximum: 100000 },
      reminderType: { type: "integer", minimum: 1, maximum: 9 },
      send: { type: "string", maxLength: 64 },
      sendName: { type: "string", maxLength: 100 },
      repetition: { type: "string", enum: ["1", "2", "3", "4", "5"] },
      repeatTime: { type: "integer", minimum: 0 },
      files: { type: "string", maxLength: 20000 },
    },
  },
  dialog: {
    width: 600,
    labelWidth: 80,
    titles: { create: { zh: "新建日程", "zh-TW": "新建日程", en: "New event" }, edit: { zh: "编辑日程", "zh-TW": "編輯日程", en: "Edit event" } },
  },
};
