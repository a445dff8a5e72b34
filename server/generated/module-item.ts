// Generated from schemas/module-item.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const moduleItemTable = defineTable("base_module_item", {
  "id": "id",
  "moduleId": "string",
  "kind": {
    "kind": "string",
    "defaultValue": "button"
  },
  "parentId": {
    "kind": "string",
    "defaultValue": "-1"
  },
  "fullName": "string",
  "enCode": "string",
  "icon": {
    "kind": "string",
    "defaultValue": ""
  },
  "bindTable": {
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
    "name": "base_module_item_moduleId_ix",
    "columns": [
      "moduleId"
    ]
  }
]);
export const moduleItemEntity: EntityDefinition = {
  table: moduleItemTable,
  "name": "moduleItem",
  "permission": "system.menu",
  "api": {
    "base": "/api/system/ModuleButton",
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
  "hiddenColumns": [],
  "listColumns": [
    "fullName",
    "enCode",
    "icon",
    "bindTable",
    "enabledMark",
    "sortCode"
  ],
  "references": [],
  "dictionaryFields": {},
  "bodySchema": {
    "type": "object",
    "required": [
      "moduleId",
      "fullName",
      "enCode"
    ],
    "properties": {
      "moduleId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "kind": {
        "type": "string",
        "enum": [
          "button",
          "column",
          "form"
        ]
      },
      "parentId": {
        "type": "string",
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
        "pattern": "^[A-Za-z][A-Za-z0-9_.-]*$"
      },
      "icon": {
        "type": "string",
        "maxLength": 100
      },
      "bindTable": {
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
    "kind": "button",
    "parentId": "-1",
    "icon": "",
    "bindTable": "",
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
      },
      "pattern": {
        "zh": "名称不能含有特殊符号",
        "zh-TW": "名稱不能含有特殊符號",
        "en": "The name cannot contain special symbols"
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
        "zh": "编码只能输入字母、数字、下划线、点和横线，且以字母开头",
        "zh-TW": "編碼只能輸入字母、數字、下劃線、點和橫線，且以字母開頭",
        "en": "The code starts with a letter and holds letters, digits, _ . -"
      }
    },
    "sortCode": {
      "maximum": {
        "zh": "排序最大为999999",
        "zh-TW": "排序最大為999999",
        "en": "Sort is at most 999999"
      }
    }
  },
  "labels": {
    "id": {
      "zh": "id",
      "zh-TW": "id",
      "en": "id"
    },
    "moduleId": {
      "zh": "所属菜单",
      "zh-TW": "所屬菜單",
      "en": "Menu"
    },
    "kind": {
      "zh": "类别",
      "zh-TW": "類別",
      "en": "Kind"
    },
    "parentId": {
      "zh": "上级",
      "zh-TW": "上級",
      "en": "Parent"
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
    "icon": {
      "zh": "图标",
      "zh-TW": "圖標",
      "en": "Icon"
    },
    "bindTable": {
      "zh": "绑定表",
      "zh-TW": "綁定表",
      "en": "Bound table"
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
