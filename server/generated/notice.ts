// Generated from schemas/notice.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const noticeTable = defineTable("base_message", {
  "id": "id",
  "title": "string",
  "category": {
    "kind": "string",
    "defaultValue": ""
  },
  "toUserIds": {
    "kind": "text",
    "defaultValue": ""
  },
  "expirationTime": "bigint",
  "excerpt": {
    "kind": "string",
    "defaultValue": ""
  },
  "bodyText": {
    "kind": "text",
    "defaultValue": ""
  },
  "coverImage": {
    "kind": "string",
    "defaultValue": ""
  },
  "files": {
    "kind": "text",
    "defaultValue": "[]"
  },
  "remindCategory": "integer",
  "sendConfigId": {
    "kind": "string",
    "defaultValue": ""
  },
  "type": "integer",
  "flowType": "integer",
  "enabledMark": {
    "kind": "integer",
    "defaultValue": 0
  },
  "releaseUserId": "string",
  "releaseTime": "bigint",
  ...auditColumns,
});
export const noticeEntity: EntityDefinition = {
  table: noticeTable,
  "name": "notice",
  "permission": "system.notice",
  "api": {
    "base": "/api/message",
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
  "jsonFields": [],
  "hiddenColumns": [
    "type",
    "flowType",
    "enabledMark",
    "releaseUserId",
    "releaseTime"
  ],
  "listColumns": [
    "title",
    "category",
    "toUserIds",
    "expirationTime"
  ],
  "references": [],
  "dictionaryFields": {
    "category": "NoticeType"
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
  "defaults": {
    "category": "",
    "toUserIds": "",
    "excerpt": "",
    "bodyText": "",
    "coverImage": "",
    "files": "[]",
    "sendConfigId": ""
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
  },
  "labels": {
    "id": {
      "zh": "id",
      "zh-TW": "id",
      "en": "id"
    },
    "title": {
      "zh": "公告标题",
      "zh-TW": "公告標題",
      "en": "Title"
    },
    "category": {
      "zh": "公告类型",
      "zh-TW": "公告類型",
      "en": "Type"
    },
    "toUserIds": {
      "zh": "接收人",
      "zh-TW": "接收人",
      "en": "Recipients"
    },
    "expirationTime": {
      "zh": "过期时间",
      "zh-TW": "過期時間",
      "en": "Expires"
    },
    "excerpt": {
      "zh": "摘要",
      "zh-TW": "摘要",
      "en": "Summary"
    },
    "bodyText": {
      "zh": "公告内容",
      "zh-TW": "公告內容",
      "en": "Content"
    },
    "coverImage": {
      "zh": "封面",
      "zh-TW": "封面",
      "en": "Cover"
    },
    "files": {
      "zh": "附件",
      "zh-TW": "附件",
      "en": "Attachments"
    },
    "remindCategory": {
      "zh": "提醒方式",
      "zh-TW": "提醒方式",
      "en": "Reminder"
    },
    "sendConfigId": {
      "zh": "发送配置",
      "zh-TW": "發送配置",
      "en": "Send configuration"
    }
  },
};
