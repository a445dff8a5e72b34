// Generated from schemas/schedule.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const scheduleTable = defineTable("base_schedule", {
  "id": "id",
  "category": {
    "kind": "string",
    "defaultValue": ""
  },
  "urgent": {
    "kind": "string",
    "defaultValue": "1"
  },
  "title": "string",
  "content": {
    "kind": "text",
    "defaultValue": ""
  },
  "allDay": {
    "kind": "integer",
    "defaultValue": 0
  },
  "startDay": "bigint",
  "startTime": {
    "kind": "string",
    "defaultValue": "09:00"
  },
  "endDay": "bigint",
  "endTime": {
    "kind": "string",
    "defaultValue": "10:00"
  },
  "duration": {
    "kind": "integer",
    "defaultValue": -1
  },
  "toUserIds": {
    "kind": "text",
    "defaultValue": "[]"
  },
  "color": {
    "kind": "string",
    "defaultValue": "#188ae2"
  },
  "reminderTime": {
    "kind": "integer",
    "defaultValue": -2
  },
  "reminderType": {
    "kind": "integer",
    "defaultValue": 1
  },
  "send": {
    "kind": "string",
    "defaultValue": ""
  },
  "sendName": {
    "kind": "string",
    "defaultValue": ""
  },
  "repetition": {
    "kind": "string",
    "defaultValue": "1"
  },
  "repeatTime": "bigint",
  "files": {
    "kind": "text",
    "defaultValue": "[]"
  },
  "groupId": "string",
  ...auditColumns,
}, [
  {
    "name": "base_schedule_groupId_ix",
    "columns": [
      "groupId"
    ]
  },
  {
    "name": "base_schedule_startDay_ix",
    "columns": [
      "startDay"
    ]
  }
]);
export const scheduleEntity: EntityDefinition = {
  table: scheduleTable,
  "name": "schedule",
  "permission": "schedule",
  "api": {
    "base": "/api/system/Schedule",
    "list": "none",
    "info": "/{id}",
    "state": false,
    "selector": false,
    "listPath": null,
    "routes": "custom"
  },
  "tree": null,
  "unique": [],
  "uniqueWithin": null,
  "search": [],
  "sort": null,
  "dependents": [],
  "filters": {},
  "usedWhen": null,
  "transfer": null,
  "jsonFields": [
    "toUserIds"
  ],
  "hiddenColumns": [],
  "listColumns": [
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
    "repeatTime"
  ],
  "references": [],
  "dictionaryFields": {
    "category": "scheduleType"
  },
  "bodySchema": {
    "type": "object",
    "required": [
      "title",
      "startDay",
      "endDay"
    ],
    "properties": {
      "category": {
        "type": "string",
        "maxLength": 64
      },
      "urgent": {
        "type": "string",
        "enum": [
          "1",
          "2",
          "3"
        ]
      },
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200
      },
      "content": {
        "type": "string",
        "maxLength": 5000
      },
      "allDay": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "startDay": {
        "type": "integer",
        "minimum": 0
      },
      "startTime": {
        "type": "string",
        "maxLength": 5,
        "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
      },
      "endDay": {
        "type": "integer",
        "minimum": 0
      },
      "endTime": {
        "type": "string",
        "maxLength": 5,
        "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
      },
      "duration": {
        "type": "integer",
        "minimum": -1,
        "maximum": 100000
      },
      "toUserIds": {
        "type": "array",
        "maxItems": 500,
        "items": {
          "type": "string",
          "maxLength": 64
        }
      },
      "color": {
        "type": "string",
        "maxLength": 20
      },
      "reminderTime": {
        "type": "integer",
        "minimum": -2,
        "maximum": 100000
      },
      "reminderType": {
        "type": "integer",
        "minimum": 1,
        "maximum": 9
      },
      "send": {
        "type": "string",
        "maxLength": 64
      },
      "sendName": {
        "type": "string",
        "maxLength": 100
      },
      "repetition": {
        "type": "string",
        "enum": [
          "1",
          "2",
          "3",
          "4",
          "5"
        ]
      },
      "repeatTime": {
        "type": "integer",
        "minimum": 0
      },
      "files": {
        "type": "string",
        "maxLength": 20000
      }
    }
  },
  "defaults": {
    "category": "",
    "urgent": "1",
    "content": "",
    "allDay": 0,
    "startTime": "09:00",
    "endTime": "10:00",
    "duration": -1,
    "toUserIds": "[]",
    "color": "#188ae2",
    "reminderTime": -2,
    "reminderType": 1,
    "send": "",
    "sendName": "",
    "repetition": "1",
    "files": "[]"
  },
  "messages": {
    "title": {
      "required": {
        "zh": "请输入标题",
        "zh-TW": "請輸入標題",
        "en": "Enter the title"
      },
      "maxLength": {
        "zh": "标题最多为200个字符！",
        "zh-TW": "標題最多為200個字符！",
        "en": "The title has at most 200 characters!"
      }
    },
    "startDay": {
      "required": {
        "zh": "请选择开始日期",
        "zh-TW": "請選擇開始日期",
        "en": "Choose the start date"
      }
    },
    "startTime": {
      "pattern": {
        "zh": "请输入正确的时间(HH:mm)",
        "zh-TW": "請輸入正確的時間(HH:mm)",
        "en": "Use the time format HH:mm"
      }
    },
    "endDay": {
      "required": {
        "zh": "请选择结束日期",
        "zh-TW": "請選擇結束日期",
        "en": "Choose the end date"
      }
    },
    "endTime": {
      "pattern": {
        "zh": "请输入正确的时间(HH:mm)",
        "zh-TW": "請輸入正確的時間(HH:mm)",
        "en": "Use the time format HH:mm"
      }
    }
  },
  "labels": {
    "id": {
      "zh": "id",
      "zh-TW": "id",
      "en": "id"
    },
    "category": {
      "zh": "日程类型",
      "zh-TW": "日程類型",
      "en": "Type"
    },
    "urgent": {
      "zh": "紧急程度",
      "zh-TW": "緊急程度",
      "en": "Urgency"
    },
    "title": {
      "zh": "标题",
      "zh-TW": "標題",
      "en": "Title"
    },
    "content": {
      "zh": "内容",
      "zh-TW": "內容",
      "en": "Content"
    },
    "allDay": {
      "zh": "全天",
      "zh-TW": "全天",
      "en": "All day"
    },
    "startDay": {
      "zh": "开始日期",
      "zh-TW": "開始日期",
      "en": "Starts"
    },
    "startTime": {
      "zh": "开始时间",
      "zh-TW": "開始時間",
      "en": "Start time"
    },
    "endDay": {
      "zh": "结束日期",
      "zh-TW": "結束日期",
      "en": "Ends"
    },
    "endTime": {
      "zh": "结束时间",
      "zh-TW": "結束時間",
      "en": "End time"
    },
    "duration": {
      "zh": "时长(分钟)",
      "zh-TW": "時長(分鐘)",
      "en": "Duration (minutes)"
    },
    "toUserIds": {
      "zh": "参与人",
      "zh-TW": "參與人",
      "en": "Participants"
    },
    "color": {
      "zh": "颜色",
      "zh-TW": "顏色",
      "en": "Colour"
    },
    "reminderTime": {
      "zh": "提醒时间",
      "zh-TW": "提醒時間",
      "en": "Reminder"
    },
    "reminderType": {
      "zh": "提醒方式",
      "zh-TW": "提醒方式",
      "en": "Reminder type"
    },
    "send": {
      "zh": "发送配置",
      "zh-TW": "發送配置",
      "en": "Send configuration"
    },
    "sendName": {
      "zh": "发送配置名称",
      "zh-TW": "發送配置名稱",
      "en": "Send configuration name"
    },
    "repetition": {
      "zh": "重复",
      "zh-TW": "重複",
      "en": "Repeat"
    },
    "repeatTime": {
      "zh": "结束重复",
      "zh-TW": "結束重複",
      "en": "Repeat until"
    },
    "files": {
      "zh": "附件",
      "zh-TW": "附件",
      "en": "Attachments"
    },
    "groupId": {
      "zh": "重复组",
      "zh-TW": "重複組",
      "en": "Series"
    }
  },
};
