// Generated from schemas/bill-rule.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const billRuleTable = defineTable("base_bill_rule", {
  "id": "id",
  "fullName": "string",
  "enCode": "string",
  "category": "string",
  "prefix": "string",
  "dateFormat": "string",
  "digit": "integer",
  "startNumber": "string",
  "example": {
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
  "thisNumber": "integer",
  "outputNumber": "string",
  ...auditColumns,
}, [
  {
    "name": "base_bill_rule_fullName_uq",
    "columns": [
      "fullName"
    ],
    "unique": true
  },
  {
    "name": "base_bill_rule_enCode_uq",
    "columns": [
      "enCode"
    ],
    "unique": true
  }
]);
export const billRuleEntity: EntityDefinition = {
  table: billRuleTable,
  "name": "billRule",
  "permission": "system.billRule",
  "api": {
    "base": "/api/system/BillRule",
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
    "categoryId": "category",
    "enabledMark": "enabledMark"
  },
  "usedWhen": {
    "field": "outputNumber",
    "message": {
      "zh": "单据已经被使用,不允许被删除",
      "zh-TW": "單據已經被使用,不允許被刪除",
      "en": "This rule has been used and cannot be deleted"
    }
  },
  "transfer": {
    "extension": "bb"
  },
  "jsonFields": [],
  "hiddenColumns": [],
  "listColumns": [
    "fullName",
    "enCode",
    "category",
    "startNumber",
    "thisNumber",
    "outputNumber",
    "enabledMark",
    "sortCode"
  ],
  "references": [],
  "dictionaryFields": {
    "category": "businessType"
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
  "defaults": {
    "example": "",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
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
  },
  "labels": {
    "id": {
      "zh": "id",
      "zh-TW": "id",
      "en": "id"
    },
    "fullName": {
      "zh": "业务名称",
      "zh-TW": "業務名稱",
      "en": "Business name"
    },
    "enCode": {
      "zh": "业务编码",
      "zh-TW": "業務編碼",
      "en": "Business code"
    },
    "category": {
      "zh": "业务分类",
      "zh-TW": "業務分類",
      "en": "Business category"
    },
    "prefix": {
      "zh": "流水前缀",
      "zh-TW": "流水前綴",
      "en": "Prefix"
    },
    "dateFormat": {
      "zh": "流水日期",
      "zh-TW": "流水日期",
      "en": "Date format"
    },
    "digit": {
      "zh": "流水位数",
      "zh-TW": "流水位數",
      "en": "Digits"
    },
    "startNumber": {
      "zh": "流水起始",
      "zh-TW": "流水起始",
      "en": "Start number"
    },
    "example": {
      "zh": "流水范例",
      "zh-TW": "流水範例",
      "en": "Example"
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
    },
    "thisNumber": {
      "zh": "当前流水",
      "zh-TW": "當前流水",
      "en": "Current serial"
    },
    "outputNumber": {
      "zh": "最新编号",
      "zh-TW": "最新編號",
      "en": "Last number"
    }
  },
};
