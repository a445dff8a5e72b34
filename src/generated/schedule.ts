// Generated from schemas/schedule.schema.json — do not edit; run npm run generate
/** Schedule (日程). */
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

export const scheduleResource = {
  "name": "schedule",
  "base": "/api/system/Schedule",
  "list": "none",
  "info": "/{id}",
  "state": false,
  "routes": "custom",
  "labels": {
    "zh": "日程",
    "zh-TW": "日程",
    "en": "Schedule"
  },
  "page": "extend/schedule",
  "transfer": null,
  "storage": "table",
  "sections": [],
  "dialog": {
    "width": 600,
    "labelWidth": 80,
    "titles": {
      "create": {
        "zh": "新建日程",
        "zh-TW": "新建日程",
        "en": "New event"
      },
      "edit": {
        "zh": "编辑日程",
        "zh-TW": "編輯日程",
        "en": "Edit event"
      }
    }
  },
  "fields": [
    {
      "name": "category",
      "label": {
        "zh": "日程类型",
        "zh-TW": "日程類型",
        "en": "Type"
      },
      "widget": "dictionaryTreeSelect",
      "required": false,
      "dictionary": "scheduleType"
    },
    {
      "name": "urgent",
      "label": {
        "zh": "紧急程度",
        "zh-TW": "緊急程度",
        "en": "Urgency"
      },
      "widget": "select",
      "required": false,
      "options": {
        "1": {
          "zh": "普通",
          "zh-TW": "普通",
          "en": "Normal"
        },
        "2": {
          "zh": "重要",
          "zh-TW": "重要",
          "en": "Important"
        },
        "3": {
          "zh": "紧急",
          "zh-TW": "緊急",
          "en": "Urgent"
        }
      }
    },
    {
      "name": "title",
      "label": {
        "zh": "标题",
        "zh-TW": "標題",
        "en": "Title"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "content",
      "label": {
        "zh": "内容",
        "zh-TW": "內容",
        "en": "Content"
      },
      "widget": "textarea",
      "required": false
    },
    {
      "name": "allDay",
      "label": {
        "zh": "全天",
        "zh-TW": "全天",
        "en": "All day"
      },
      "widget": "switch",
      "required": false
    },
    {
      "name": "startDay",
      "label": {
        "zh": "开始日期",
        "zh-TW": "開始日期",
        "en": "Starts"
      },
      "widget": "date",
      "required": true
    },
    {
      "name": "startTime",
      "label": {
        "zh": "开始时间",
        "zh-TW": "開始時間",
        "en": "Start time"
      },
      "widget": "input",
      "required": false
    },
    {
      "name": "endDay",
      "label": {
        "zh": "结束日期",
        "zh-TW": "結束日期",
        "en": "Ends"
      },
      "widget": "date",
      "required": true
    },
    {
      "name": "endTime",
      "label": {
        "zh": "结束时间",
        "zh-TW": "結束時間",
        "en": "End time"
      },
      "widget": "input",
      "required": false
    },
    {
      "name": "duration",
      "label": {
        "zh": "时长(分钟)",
        "zh-TW": "時長(分鐘)",
        "en": "Duration (minutes)"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "toUserIds",
      "label": {
        "zh": "参与人",
        "zh-TW": "參與人",
        "en": "Participants"
      },
      "widget": "userPicker",
      "required": false,
      "reference": "user"
    },
    {
      "name": "color",
      "label": {
        "zh": "颜色",
        "zh-TW": "顏色",
        "en": "Colour"
      },
      "widget": "input",
      "required": false
    },
    {
      "name": "reminderTime",
      "label": {
        "zh": "提醒时间",
        "zh-TW": "提醒時間",
        "en": "Reminder"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "reminderType",
      "label": {
        "zh": "提醒方式",
        "zh-TW": "提醒方式",
        "en": "Reminder type"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "send",
      "label": {
        "zh": "发送配置",
        "zh-TW": "發送配置",
        "en": "Send configuration"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "sendName",
      "label": {
        "zh": "发送配置名称",
        "zh-TW": "發送配置名稱",
        "en": "Send configuration name"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "repetition",
      "label": {
        "zh": "重复",
        "zh-TW": "重複",
        "en": "Repeat"
      },
      "widget": "select",
      "required": false,
      "options": {
        "1": {
          "zh": "不重复",
          "zh-TW": "不重複",
          "en": "Does not repeat"
        },
        "2": {
          "zh": "每天重复",
          "zh-TW": "每天重複",
          "en": "Daily"
        },
        "3": {
          "zh": "每周重复",
          "zh-TW": "每週重複",
          "en": "Weekly"
        },
        "4": {
          "zh": "每月重复",
          "zh-TW": "每月重複",
          "en": "Monthly"
        },
        "5": {
          "zh": "每年重复",
          "zh-TW": "每年重複",
          "en": "Yearly"
        }
      }
    },
    {
      "name": "repeatTime",
      "label": {
        "zh": "结束重复",
        "zh-TW": "結束重複",
        "en": "Repeat until"
      },
      "widget": "date",
      "required": false
    },
    {
      "name": "files",
      "label": {
        "zh": "附件",
        "zh-TW": "附件",
        "en": "Attachments"
      },
      "widget": "hidden",
      "required": false
    }
  ],
  "columns": [
    {
      "name": "category",
      "label": {
        "zh": "日程类型",
        "zh-TW": "日程類型",
        "en": "Type"
      },
      "widget": "dictionaryTreeSelect"
    },
    {
      "name": "urgent",
      "label": {
        "zh": "紧急程度",
        "zh-TW": "緊急程度",
        "en": "Urgency"
      },
      "widget": "select",
      "options": {
        "1": {
          "zh": "普通",
          "zh-TW": "普通",
          "en": "Normal"
        },
        "2": {
          "zh": "重要",
          "zh-TW": "重要",
          "en": "Important"
        },
        "3": {
          "zh": "紧急",
          "zh-TW": "緊急",
          "en": "Urgent"
        }
      }
    },
    {
      "name": "title",
      "label": {
        "zh": "标题",
        "zh-TW": "標題",
        "en": "Title"
      },
      "widget": "input"
    },
    {
      "name": "allDay",
      "label": {
        "zh": "全天",
        "zh-TW": "全天",
        "en": "All day"
      },
      "widget": "switch"
    },
    {
      "name": "startDay",
      "label": {
        "zh": "开始日期",
        "zh-TW": "開始日期",
        "en": "Starts"
      },
      "widget": "date"
    },
    {
      "name": "startTime",
      "label": {
        "zh": "开始时间",
        "zh-TW": "開始時間",
        "en": "Start time"
      },
      "widget": "input"
    },
    {
      "name": "endDay",
      "label": {
        "zh": "结束日期",
        "zh-TW": "結束日期",
        "en": "Ends"
      },
      "widget": "date"
    },
    {
      "name": "endTime",
      "label": {
        "zh": "结束时间",
        "zh-TW": "結束時間",
        "en": "End time"
      },
      "widget": "input"
    },
    {
      "name": "toUserIds",
      "label": {
        "zh": "参与人",
        "zh-TW": "參與人",
        "en": "Participants"
      },
      "widget": "userPicker"
    },
    {
      "name": "color",
      "label": {
        "zh": "颜色",
        "zh-TW": "顏色",
        "en": "Colour"
      },
      "widget": "input"
    },
    {
      "name": "repetition",
      "label": {
        "zh": "重复",
        "zh-TW": "重複",
        "en": "Repeat"
      },
      "widget": "select",
      "options": {
        "1": {
          "zh": "不重复",
          "zh-TW": "不重複",
          "en": "Does not repeat"
        },
        "2": {
          "zh": "每天重复",
          "zh-TW": "每天重複",
          "en": "Daily"
        },
        "3": {
          "zh": "每周重复",
          "zh-TW": "每週重複",
          "en": "Weekly"
        },
        "4": {
          "zh": "每月重复",
          "zh-TW": "每月重複",
          "en": "Monthly"
        },
        "5": {
          "zh": "每年重复",
          "zh-TW": "每年重複",
          "en": "Yearly"
        }
      }
    },
    {
      "name": "repeatTime",
      "label": {
        "zh": "结束重复",
        "zh-TW": "結束重複",
        "en": "Repeat until"
      },
      "widget": "date"
    }
  ],
  "search": [],
  "sort": null,
  "defaults": {
    "category": "",
    "urgent": "1",
    "content": "",
    "allDay": 0,
    "startTime": "09:00",
    "endTime": "10:00",
    "duration": -1,
    "toUserIds": [],
    "color": "#188ae2",
    "reminderTime": -2,
    "reminderType": 1,
    "send": "",
    "sendName": "",
    "repetition": "1",
    "files": "[]"
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
  }
} as const;
