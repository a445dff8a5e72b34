// Generated from schemas/bill-rule.schema.json — do not edit; run npm run generate
/** Numbering rule (单据规则). */
export interface BillRule {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  prefix: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
  example?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  thisNumber?: number;
  outputNumber?: string;
  hasChildren?: boolean;
  children?: BillRule[] | null;
}

export const billRuleResource = {
  "name": "billRule",
  "base": "/api/system/BillRule",
  "list": "page",
  "info": "/{id}",
  "state": true,
  "routes": "generic",
  "labels": {
    "zh": "单据规则",
    "zh-TW": "單據規則",
    "en": "Numbering rule"
  },
  "page": "system/billRule",
  "transfer": {
    "extension": "bb"
  },
  "storage": "table",
  "sections": [],
  "dialog": {
    "width": 600,
    "labelWidth": 100,
    "titles": {
      "create": {
        "zh": "新建单据",
        "zh-TW": "新建單據",
        "en": "New rule"
      },
      "edit": {
        "zh": "编辑单据",
        "zh-TW": "編輯單據",
        "en": "Edit rule"
      }
    }
  },
  "fields": [
    {
      "name": "fullName",
      "label": {
        "zh": "业务名称",
        "zh-TW": "業務名稱",
        "en": "Business name"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "enCode",
      "label": {
        "zh": "业务编码",
        "zh-TW": "業務編碼",
        "en": "Business code"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "category",
      "label": {
        "zh": "业务分类",
        "zh-TW": "業務分類",
        "en": "Business category"
      },
      "widget": "dictionaryTreeSelect",
      "required": true,
      "dictionary": "businessType"
    },
    {
      "name": "prefix",
      "label": {
        "zh": "流水前缀",
        "zh-TW": "流水前綴",
        "en": "Prefix"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "dateFormat",
      "label": {
        "zh": "流水日期",
        "zh-TW": "流水日期",
        "en": "Date format"
      },
      "widget": "select",
      "required": true
    },
    {
      "name": "digit",
      "label": {
        "zh": "流水位数",
        "zh-TW": "流水位數",
        "en": "Digits"
      },
      "widget": "number",
      "required": true
    },
    {
      "name": "startNumber",
      "label": {
        "zh": "流水起始",
        "zh-TW": "流水起始",
        "en": "Start number"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "example",
      "label": {
        "zh": "流水范例",
        "zh-TW": "流水範例",
        "en": "Example"
      },
      "widget": "display",
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
        "zh": "业务名称",
        "zh-TW": "業務名稱",
        "en": "Business name"
      },
      "widget": "input"
    },
    {
      "name": "enCode",
      "label": {
        "zh": "业务编码",
        "zh-TW": "業務編碼",
        "en": "Business code"
      },
      "widget": "input"
    },
    {
      "name": "category",
      "label": {
        "zh": "业务分类",
        "zh-TW": "業務分類",
        "en": "Business category"
      },
      "widget": "dictionaryTreeSelect"
    },
    {
      "name": "startNumber",
      "label": {
        "zh": "流水起始",
        "zh-TW": "流水起始",
        "en": "Start number"
      },
      "widget": "input"
    },
    {
      "name": "thisNumber",
      "label": {
        "zh": "当前流水",
        "zh-TW": "當前流水",
        "en": "Current serial"
      },
      "widget": "number"
    },
    {
      "name": "outputNumber",
      "label": {
        "zh": "最新编号",
        "zh-TW": "最新編號",
        "en": "Last number"
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
    "example": "",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "bodySchema": {
    "type": "object",
    "required": [
      "fullName",
      "enCode",
      "category",
      "prefix",
      "dateFormat",
      "digit",
      "startNumber"
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
        "maxLength": 50
      },
      "category": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "prefix": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
      },
      "dateFormat": {
        "type": "string",
        "enum": [
          "yyyyMMdd",
          "yyyyMM",
          "yyyy",
          "no"
        ]
      },
      "digit": {
        "type": "integer",
        "minimum": 1,
        "maximum": 9
      },
      "startNumber": {
        "type": "string",
        "minLength": 1,
        "maxLength": 9,
        "pattern": "^[0-9]+$",
        "not": {
          "pattern": "^0+$"
        }
      },
      "example": {
        "type": "string",
        "maxLength": 100
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
        "zh": "请输入业务名称",
        "zh-TW": "請輸入業務名稱",
        "en": "Enter the business name"
      },
      "maxLength": {
        "zh": "业务名称最多为50个字符！",
        "zh-TW": "業務名稱最多為50個字符！",
        "en": "The business name has at most 50 characters!"
      }
    },
    "enCode": {
      "required": {
        "zh": "请输入业务编码",
        "zh-TW": "請輸入業務編碼",
        "en": "Enter the business code"
      },
      "maxLength": {
        "zh": "业务编码最多为50个字符！",
        "zh-TW": "業務編碼最多為50個字符！",
        "en": "The business code has at most 50 characters!"
      }
    },
    "category": {
      "required": {
        "zh": "请选择业务分类",
        "zh-TW": "請選擇業務分類",
        "en": "Choose the business category"
      }
    },
    "prefix": {
      "required": {
        "zh": "请输入流水前缀",
        "zh-TW": "請輸入流水前綴",
        "en": "Enter the prefix"
      }
    },
    "dateFormat": {
      "required": {
        "zh": "请输入选择流水日期格式",
        "zh-TW": "請輸入選擇流水日期格式",
        "en": "Choose the date format"
      },
      "enum": {
        "zh": "请输入选择流水日期格式",
        "zh-TW": "請輸入選擇流水日期格式",
        "en": "Choose the date format"
      }
    },
    "digit": {
      "required": {
        "zh": "请输入流水位数",
        "zh-TW": "請輸入流水位數",
        "en": "Enter the number of digits"
      },
      "type": {
        "zh": "仅能输入正整数",
        "zh-TW": "僅能輸入正整數",
        "en": "Only a positive integer"
      },
      "minimum": {
        "zh": "仅能输入正整数",
        "zh-TW": "僅能輸入正整數",
        "en": "Only a positive integer"
      },
      "maximum": {
        "zh": "仅能输入正整数",
        "zh-TW": "僅能輸入正整數",
        "en": "Only a positive integer"
      }
    },
    "startNumber": {
      "required": {
        "zh": "请输入流水起始",
        "zh-TW": "請輸入流水起始",
        "en": "Enter the start number"
      },
      "pattern": {
        "zh": "只能输入数字",
        "zh-TW": "只能輸入數字",
        "en": "Digits only"
      },
      "not": {
        "zh": "流水起始不能为{value}",
        "zh-TW": "流水起始不能為{value}",
        "en": "The start number cannot be {value}"
      }
    }
  }
} as const;
