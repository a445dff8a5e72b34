// Generated from schemas/notice.schema.json — do not edit; run npm run generate
/** Notices (系统公告). */
export interface Notice {
  id: string;
  title: string;
  category?: string;
  toUserIds?: string;
  expirationTime?: number;
  excerpt?: string;
  bodyText?: string;
  coverImage?: string;
  files?: string;
  remindCategory?: number;
  sendConfigId?: string;
  hasChildren?: boolean;
  children?: Notice[] | null;
}

export const noticeResource = {
  "name": "notice",
  "base": "/api/message",
  "list": "none",
  "info": "/{id}",
  "state": false,
  "routes": "custom",
  "labels": {
    "zh": "系统公告",
    "zh-TW": "系統公告",
    "en": "Notices"
  },
  "page": "system/notice",
  "transfer": null,
  "storage": "table",
  "sections": [],
  "dialog": {
    "width": 1000,
    "labelWidth": 80,
    "titles": {
      "create": {
        "zh": "新建公告",
        "zh-TW": "新建公告",
        "en": "New notice"
      },
      "edit": {
        "zh": "编辑公告",
        "zh-TW": "編輯公告",
        "en": "Edit notice"
      }
    }
  },
  "fields": [
    {
      "name": "title",
      "label": {
        "zh": "公告标题",
        "zh-TW": "公告標題",
        "en": "Title"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "category",
      "label": {
        "zh": "公告类型",
        "zh-TW": "公告類型",
        "en": "Type"
      },
      "widget": "dictionaryTreeSelect",
      "required": false,
      "dictionary": "NoticeType"
    },
    {
      "name": "toUserIds",
      "label": {
        "zh": "接收人",
        "zh-TW": "接收人",
        "en": "Recipients"
      },
      "widget": "userPicker",
      "required": false,
      "reference": "user"
    },
    {
      "name": "expirationTime",
      "label": {
        "zh": "过期时间",
        "zh-TW": "過期時間",
        "en": "Expires"
      },
      "widget": "date",
      "required": false
    },
    {
      "name": "excerpt",
      "label": {
        "zh": "摘要",
        "zh-TW": "摘要",
        "en": "Summary"
      },
      "widget": "textarea",
      "required": false
    },
    {
      "name": "bodyText",
      "label": {
        "zh": "公告内容",
        "zh-TW": "公告內容",
        "en": "Content"
      },
      "widget": "richText",
      "required": false
    },
    {
      "name": "coverImage",
      "label": {
        "zh": "封面",
        "zh-TW": "封面",
        "en": "Cover"
      },
      "widget": "hidden",
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
    },
    {
      "name": "remindCategory",
      "label": {
        "zh": "提醒方式",
        "zh-TW": "提醒方式",
        "en": "Reminder"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "sendConfigId",
      "label": {
        "zh": "发送配置",
        "zh-TW": "發送配置",
        "en": "Send configuration"
      },
      "widget": "hidden",
      "required": false
    }
  ],
  "columns": [
    {
      "name": "title",
      "label": {
        "zh": "公告标题",
        "zh-TW": "公告標題",
        "en": "Title"
      },
      "widget": "input"
    },
    {
      "name": "category",
      "label": {
        "zh": "公告类型",
        "zh-TW": "公告類型",
        "en": "Type"
      },
      "widget": "dictionaryTreeSelect"
    },
    {
      "name": "toUserIds",
      "label": {
        "zh": "接收人",
        "zh-TW": "接收人",
        "en": "Recipients"
      },
      "widget": "userPicker"
    },
    {
      "name": "expirationTime",
      "label": {
        "zh": "过期时间",
        "zh-TW": "過期時間",
        "en": "Expires"
      },
      "widget": "date"
    }
  ],
  "search": [],
  "sort": null,
  "defaults": {
    "category": "",
    "toUserIds": "",
    "excerpt": "",
    "bodyText": "",
    "coverImage": "",
    "files": "[]",
    "sendConfigId": ""
  },
  "bodySchema": {
    "type": "object",
    "required": [
      "title"
    ],
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200
      },
      "category": {
        "type": "string",
        "maxLength": 64
      },
      "toUserIds": {
        "type": "string",
        "maxLength": 200000
      },
      "expirationTime": {
        "type": "integer",
        "minimum": 0
      },
      "excerpt": {
        "type": "string",
        "maxLength": 500
      },
      "bodyText": {
        "type": "string",
        "maxLength": 1000000
      },
      "coverImage": {
        "type": "string",
        "maxLength": 1000
      },
      "files": {
        "type": "string",
        "maxLength": 200000
      },
      "remindCategory": {
        "type": "integer",
        "minimum": 0,
        "maximum": 99
      },
      "sendConfigId": {
        "type": "string",
        "maxLength": 64
      }
    }
  },
  "messages": {
    "title": {
      "required": {
        "zh": "请输入公告标题",
        "zh-TW": "請輸入公告標題",
        "en": "Enter the title"
      },
      "maxLength": {
        "zh": "公告标题最多为200个字符！",
        "zh-TW": "公告標題最多為200個字符！",
        "en": "The title has at most 200 characters!"
      }
    }
  }
} as const;
