// Generated from schemas/area.schema.json — do not edit; run npm run generate
/** Areas (行政区划). */
export interface Area {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: Area[] | null;
}

export const areaResource = {
  "name": "area",
  "base": "/api/system/Area",
  "list": "children",
  "info": "/{id}/Info",
  "state": true,
  "routes": "generic",
  "labels": {
    "zh": "行政区划",
    "zh-TW": "行政區劃",
    "en": "Areas"
  },
  "page": "system/area",
  "transfer": null,
  "storage": "table",
  "sections": [],
  "dialog": {
    "width": 600,
    "labelWidth": 80,
    "titles": {
      "create": {
        "zh": "新建区域",
        "zh-TW": "新建區域",
        "en": "New area"
      },
      "edit": {
        "zh": "编辑区域",
        "zh-TW": "編輯區域",
        "en": "Edit area"
      }
    }
  },
  "fields": [
    {
      "name": "parentId",
      "label": {
        "zh": "上级",
        "zh-TW": "上級",
        "en": "Parent"
      },
      "widget": "hidden",
      "required": true,
      "reference": "area"
    },
    {
      "name": "fullName",
      "label": {
        "zh": "区域名称",
        "zh-TW": "區域名稱",
        "en": "Area name"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "enCode",
      "label": {
        "zh": "区域编码",
        "zh-TW": "區域編碼",
        "en": "Area code"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "type",
      "label": {
        "zh": "区域类型",
        "zh-TW": "區域類型",
        "en": "Area type"
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
        "zh": "区域名称",
        "zh-TW": "區域名稱",
        "en": "Area name"
      },
      "widget": "input"
    },
    {
      "name": "enCode",
      "label": {
        "zh": "区域编码",
        "zh-TW": "區域編碼",
        "en": "Area code"
      },
      "widget": "input"
    },
    {
      "name": "type",
      "label": {
        "zh": "区域类型",
        "zh-TW": "區域類型",
        "en": "Area type"
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
    "parentId": "-1",
    "type": "",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "bodySchema": {
    "type": "object",
    "required": [
      "parentId",
      "fullName",
      "enCode"
    ],
    "properties": {
      "parentId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "fullName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$"
      },
      "enCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"
      },
      "type": {
        "type": "string",
        "maxLength": 20
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
        "zh": "请输入区域名称",
        "zh-TW": "請輸入區域名稱",
        "en": "Enter the area name"
      },
      "maxLength": {
        "zh": "区域名称最多为50个字符！",
        "zh-TW": "區域名稱最多為50個字符！",
        "en": "The area name has at most 50 characters!"
      },
      "pattern": {
        "zh": "区域名称不能含有特殊符号",
        "zh-TW": "區域名稱不能含有特殊符號",
        "en": "The area name cannot contain special symbols"
      }
    },
    "enCode": {
      "required": {
        "zh": "请输入区域编码",
        "zh-TW": "請輸入區域編碼",
        "en": "Enter the area code"
      },
      "maxLength": {
        "zh": "区域编码最多为50个字符！",
        "zh-TW": "區域編碼最多為50個字符！",
        "en": "The area code has at most 50 characters!"
      },
      "pattern": {
        "zh": "编码只能输入英文、数字和小数点且小数点不能放在首尾",
        "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
        "en": "The code allows letters, digits and dots, not at the start or end"
      }
    },
    "sortCode": {
      "maximum": {
        "zh": "排序最大为999999",
        "zh-TW": "排序最大為999999",
        "en": "Sort is at most 999999"
      }
    }
  }
} as const;
