// Generated from schemas/message-template.schema.json — do not edit; run npm run generate
/** Message templates (消息模板). */
export interface MessageTemplate {
  id: string;
  fullName: string;
  enCode: string;
  templateType?: number;
  messageSource?: string;
  messageType: string;
  title?: string;
  content?: string;
  templateCode?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: MessageTemplate[] | null;
}

export const messageTemplateResource = {
  "name": "messageTemplate",
  "base": "/api/message/MessageTemplateConfig",
  "list": "page",
  "info": "/{id}",
  "state": true,
  "routes": "generic",
  "labels": {
    "zh": "消息模板",
    "zh-TW": "消息模板",
    "en": "Message templates"
  },
  "page": "msgCenter/msgTemplate",
  "transfer": null,
  "storage": "table",
  "sections": [],
  "dialog": {
    "width": 800,
    "labelWidth": 100,
    "titles": {
      "create": {
        "zh": "新建模板",
        "zh-TW": "新建模板",
        "en": "New template"
      },
      "edit": {
        "zh": "编辑模板",
        "zh-TW": "編輯模板",
        "en": "Edit template"
      }
    }
  },
  "fields": [
    {
      "name": "fullName",
      "label": {
        "zh": "名称",
        "zh-TW": "名稱",
        "en": "Name"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "enCode",
      "label": {
        "zh": "编码",
        "zh-TW": "編碼",
        "en": "Code"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "templateType",
      "label": {
        "zh": "模板类型",
        "zh-TW": "模板類型",
        "en": "Template type"
      },
      "widget": "select",
      "required": false
    },
    {
      "name": "messageSource",
      "label": {
        "zh": "消息来源",
        "zh-TW": "消息來源",
        "en": "Source"
      },
      "widget": "input",
      "required": false
    },
    {
      "name": "messageType",
      "label": {
        "zh": "消息类型",
        "zh-TW": "消息類型",
        "en": "Message type"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "title",
      "label": {
        "zh": "标题",
        "zh-TW": "標題",
        "en": "Title"
      },
      "widget": "input",
      "required": false
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
      "name": "templateCode",
      "label": {
        "zh": "模板编号",
        "zh-TW": "模板編號",
        "en": "Template code"
      },
      "widget": "input",
      "required": false
    },
    {
      "name": "enabledMark",
      "label": {
        "zh": "状态",
        "zh-TW": "狀態",
        "en": "Status"
      },
      "widget": "switch",
      "required": false
    },
    {
      "name": "sortCode",
      "label": {
        "zh": "排序",
        "zh-TW": "排序",
        "en": "Sort"
      },
      "widget": "number",
      "required": false
    },
    {
      "name": "description",
      "label": {
        "zh": "说明",
        "zh-TW": "說明",
        "en": "Description"
      },
      "widget": "textarea",
      "required": false
    }
  ],
  "columns": [
    {
      "name": "fullName",
      "label": {
        "zh": "名称",
        "zh-TW": "名稱",
        "en": "Name"
      },
      "widget": "input"
    },
    {
      "name": "enCode",
      "label": {
        "zh": "编码",
        "zh-TW": "編碼",
        "en": "Code"
      },
      "widget": "input"
    },
    {
      "name": "templateType",
      "label": {
        "zh": "模板类型",
        "zh-TW": "模板類型",
        "en": "Template type"
      },
      "widget": "select"
    },
    {
      "name": "messageSource",
      "label": {
        "zh": "消息来源",
        "zh-TW": "消息來源",
        "en": "Source"
      },
      "widget": "input"
    },
    {
      "name": "messageType",
      "label": {
        "zh": "消息类型",
        "zh-TW": "消息類型",
        "en": "Message type"
      },
      "widget": "input"
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
      "name": "templateCode",
      "label": {
        "zh": "模板编号",
        "zh-TW": "模板編號",
        "en": "Template code"
      },
      "widget": "input"
    },
    {
      "name": "enabledMark",
      "label": {
        "zh": "状态",
        "zh-TW": "狀態",
        "en": "Status"
      },
      "widget": "switch"
    },
    {
      "name": "sortCode",
      "label": {
        "zh": "排序",
        "zh-TW": "排序",
        "en": "Sort"
      },
      "widget": "number"
    }
  ],
  "search": [
    "fullName",
    "enCode"
  ],
  "sort": "sortCode",
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
  }
} as const;
