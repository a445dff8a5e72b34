// Generated from schemas/message-template.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const messageTemplateTable = defineTable("base_message_template", {
  "id": "id",
  "fullName": "string",
  "enCode": "string",
  "templateType": {
    "kind": "integer",
    "defaultValue": 1
  },
  "messageSource": {
    "kind": "string",
    "defaultValue": ""
  },
  "messageType": "string",
  "title": {
    "kind": "string",
    "defaultValue": ""
  },
  "content": {
    "kind": "text",
    "defaultValue": ""
  },
  "templateCode": {
    "kind": "string",
    "defaultValue": ""
  },
  "enabledMark": {
    "kind": "integer",
    "defaultValue": 1
  },
  "sortCode": {
    "kind": "integer",
    "defaultValue": 0
  },
  "description": {
    "kind": "string",
    "defaultValue": ""
  },
  ...auditColumns,
}, [
  {
    "name": "base_message_template_fullName_uq",
    "columns": [
      "fullName"
    ],
    "unique": true
  },
  {
    "name": "base_message_template_enCode_uq",
    "columns": [
      "enCode"
    ],
    "unique": true
  }
]);
export const messageTemplateEntity: EntityDefinition = {
  table: messageTemplateTable,
  "name": "messageTemplate",
  "permission": "msgCenter.msgTemplate",
  "api": {
    "base": "/api/message/MessageTemplateConfig",
    "list": "page",
    "info": "/{id}",
    "state": true,
    "selector": false,
    "listPath": null,
    "routes": "generic"
  },
  "tree": null,
  "unique": [
    "fullName",
    "enCode"
  ],
  "uniqueWithin": null,
  "search": [
    "fullName",
    "enCode"
  ],
  "sort": "sortCode",
  "dependents": [],
  "filters": {
    "messageSource": "messageSource",
    "messageType": "messageType",
    "templateType": "templateType",
    "enabledMark": "enabledMark"
  },
  "usedWhen": null,
  "transfer": null,
  "jsonFields": [],
  "hiddenColumns": [],
  "listColumns": [
    "fullName",
    "enCode",
    "templateType",
    "messageSource",
    "messageType",
    "title",
    "templateCode",
    "enabledMark",
    "sortCode"
  ],
  "references": [],
  "dictionaryFields": {},
  "bodySchema": {
    "type": "object",
    "required": [
      "fullName",
      "enCode",
      "messageType"
    ],
    "properties": {
      "fullName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
      },
      "enCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"
      },
      "templateType": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "messageSource": {
        "type": "string",
        "maxLength": 64
      },
      "messageType": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "title": {
        "type": "string",
        "maxLength": 200
      },
      "content": {
        "type": "string",
        "maxLength": 20000
      },
      "templateCode": {
        "type": "string",
        "maxLength": 200
      },
      "enabledMark": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "sortCode": {
        "type": "integer",
        "minimum": 0,
        "maximum": 999999
      },
      "description": {
        "type": "string",
        "maxLength": 500
      }
    }
  },
  "defaults": {
    "templateType": 1,
    "messageSource": "",
    "title": "",
    "content": "",
    "templateCode": "",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "messages": {
    "fullName": {
      "required": {
        "zh": "请输入名称",
        "zh-TW": "請輸入名稱",
        "en": "Enter the name"
      },
      "maxLength": {
        "zh": "名称最多为50个字符！",
        "zh-TW": "名稱最多為50個字符！",
        "en": "The name has at most 50 characters!"
      }
    },
    "enCode": {
      "required": {
        "zh": "请输入编码",
        "zh-TW": "請輸入編碼",
        "en": "Enter the code"
      },
      "maxLength": {
        "zh": "编码最多为50个字符！",
        "zh-TW": "編碼最多為50個字符！",
        "en": "The code has at most 50 characters!"
      },
      "pattern": {
        "zh": "编码只能输入英文、数字和小数点且小数点不能放在首尾",
        "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
        "en": "The code allows letters, digits and dots, not at the start or end"
      }
    },
    "messageType": {
      "required": {
        "zh": "请选择消息类型",
        "zh-TW": "請選擇消息類型",
        "en": "Choose the message type"
      }
    }
  },
  "labels": {
    "id": {
      "zh": "id",
      "zh-TW": "id",
      "en": "id"
    },
    "fullName": {
      "zh": "名称",
      "zh-TW": "名稱",
      "en": "Name"
    },
    "enCode": {
      "zh": "编码",
      "zh-TW": "編碼",
      "en": "Code"
    },
    "templateType": {
      "zh": "模板类型",
      "zh-TW": "模板類型",
      "en": "Template type"
    },
    "messageSource": {
      "zh": "消息来源",
      "zh-TW": "消息來源",
      "en": "Source"
    },
    "messageType": {
      "zh": "消息类型",
      "zh-TW": "消息類型",
      "en": "Message type"
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
    "templateCode": {
      "zh": "模板编号",
      "zh-TW": "模板編號",
      "en": "Template code"
    },
    "enabledMark": {
      "zh": "状态",
      "zh-TW": "狀態",
      "en": "Status"
    },
    "sortCode": {
      "zh": "排序",
      "zh-TW": "排序",
      "en": "Sort"
    },
    "description": {
      "zh": "说明",
      "zh-TW": "說明",
      "en": "Description"
    }
  },
};
