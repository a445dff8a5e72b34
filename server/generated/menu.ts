// Generated from schemas/menu.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const menuTable = defineTable("base_module", {
  "id": "id",
  "parentId": {
    "kind": "string",
    "defaultValue": "-1"
  },
  "systemId": "string",
  "type": {
    "kind": "integer",
    "defaultValue": 2
  },
  "fullName": "string",
  "enCode": "string",
  "icon": {
    "kind": "string",
    "defaultValue": ""
  },
  "urlAddress": {
    "kind": "string",
    "defaultValue": ""
  },
  "linkTarget": {
    "kind": "string",
    "defaultValue": "_self"
  },
  "category": {
    "kind": "string",
    "defaultValue": "Web"
  },
  "propertyJson": {
    "kind": "text",
    "defaultValue": "{}"
  },
  "isButtonAuthorize": {
    "kind": "integer",
    "defaultValue": 0
  },
  "isColumnAuthorize": {
    "kind": "integer",
    "defaultValue": 0
  },
  "isFormAuthorize": {
    "kind": "integer",
    "defaultValue": 0
  },
  "isDataAuthorize": {
    "kind": "integer",
    "defaultValue": 0
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
    "name": "base_module_systemId_ix",
    "columns": [
      "systemId"
    ]
  },
  {
    "name": "base_module_systemId_enCode_uq",
    "columns": [
      "systemId",
      "enCode"
    ],
    "unique": true
  }
]);
export const menuEntity: EntityDefinition = {
  table: menuTable,
  "name": "menu",
  "permission": "system.menu",
  "api": {
    "base": "/api/system/Menu",
    "list": "tree",
    "info": "/{id}",
    "state": true,
    "selector": false,
    "listPath": "/ModuleBySystem/{systemId}",
    "routes": "generic"
  },
  "tree": {
    "parentField": "parentId",
    "root": "-1"
  },
  "unique": [
    "enCode"
  ],
  "uniqueWithin": "systemId",
  "search": [
    "fullName",
    "enCode"
  ],
  "sort": "sortCode",
  "dependents": [
    {
      "table": "base_module_item",
      "field": "moduleId"
    }
  ],
  "filters": {
    "systemId": "systemId",
    "category": "category"
  },
  "usedWhen": null,
  "transfer": {
    "extension": "bm"
  },
  "jsonFields": [],
  "hiddenColumns": [],
  "listColumns": [
    "fullName",
    "enCode",
    "type",
    "urlAddress",
    "systemName",
    "enabledMark",
    "sortCode"
  ],
  "references": [
    {
      "field": "systemId",
      "table": "base_system",
      "column": "fullName",
      "as": "systemName"
    }
  ],
  "dictionaryFields": {},
  "bodySchema": {
    "type": "object",
    "required": [
      "parentId",
      "systemId",
      "type",
      "fullName",
      "enCode"
    ],
    "properties": {
      "parentId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "systemId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "type": {
        "type": "integer",
        "enum": [
          1,
          2,
          3,
          4,
          5,
          6,
          7,
          8
        ]
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
      "icon": {
        "type": "string",
        "maxLength": 100
      },
      "urlAddress": {
        "type": "string",
        "maxLength": 500
      },
      "linkTarget": {
        "type": "string",
        "enum": [
          "_self",
          "_blank"
        ]
      },
      "category": {
        "type": "string",
        "enum": [
          "Web",
          "App"
        ]
      },
      "propertyJson": {
        "type": "string",
        "maxLength": 5000
      },
      "isButtonAuthorize": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "isColumnAuthorize": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "isFormAuthorize": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "isDataAuthorize": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
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
    "parentId": "-1",
    "type": 2,
    "icon": "",
    "urlAddress": "",
    "linkTarget": "_self",
    "category": "Web",
    "propertyJson": "{}",
    "isButtonAuthorize": 0,
    "isColumnAuthorize": 0,
    "isFormAuthorize": 0,
    "isDataAuthorize": 0,
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "messages": {
    "parentId": {
      "required": {
        "zh": "上级菜单不能为空",
        "zh-TW": "上級菜單不能為空",
        "en": "Choose the parent menu"
      }
    },
    "systemId": {
      "required": {
        "zh": "请选择所属应用",
        "zh-TW": "請選擇所屬應用",
        "en": "Choose the application"
      }
    },
    "type": {
      "required": {
        "zh": "请选择菜单类型",
        "zh-TW": "請選擇菜單類型",
        "en": "Choose the menu type"
      }
    },
    "fullName": {
      "required": {
        "zh": "请输入菜单名称",
        "zh-TW": "請輸入菜單名稱",
        "en": "Enter the menu name"
      },
      "maxLength": {
        "zh": "菜单名称最多为50个字符！",
        "zh-TW": "菜單名稱最多為50個字符！",
        "en": "The menu name has at most 50 characters!"
      },
      "pattern": {
        "zh": "菜单名称不能含有特殊符号",
        "zh-TW": "菜單名稱不能含有特殊符號",
        "en": "The menu name cannot contain special symbols"
      }
    },
    "enCode": {
      "required": {
        "zh": "请输入菜单编码",
        "zh-TW": "請輸入菜單編碼",
        "en": "Enter the menu code"
      },
      "maxLength": {
        "zh": "菜单编码最多为50个字符！",
        "zh-TW": "菜單編碼最多為50個字符！",
        "en": "The menu code has at most 50 characters!"
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
  },
  "labels": {
    "id": {
      "zh": "id",
      "zh-TW": "id",
      "en": "id"
    },
    "parentId": {
      "zh": "上级菜单",
      "zh-TW": "上級菜單",
      "en": "Parent menu"
    },
    "systemId": {
      "zh": "所属应用",
      "zh-TW": "所屬應用",
      "en": "Application"
    },
    "type": {
      "zh": "菜单类型",
      "zh-TW": "菜單類型",
      "en": "Menu type"
    },
    "fullName": {
      "zh": "菜单名称",
      "zh-TW": "菜單名稱",
      "en": "Menu name"
    },
    "enCode": {
      "zh": "菜单编码",
      "zh-TW": "菜單編碼",
      "en": "Menu code"
    },
    "icon": {
      "zh": "菜单图标",
      "zh-TW": "菜單圖標",
      "en": "Icon"
    },
    "urlAddress": {
      "zh": "路由地址",
      "zh-TW": "路由地址",
      "en": "Address"
    },
    "linkTarget": {
      "zh": "打开方式",
      "zh-TW": "打開方式",
      "en": "Open in"
    },
    "category": {
      "zh": "分类",
      "zh-TW": "分類",
      "en": "Category"
    },
    "propertyJson": {
      "zh": "扩展属性",
      "zh-TW": "擴展屬性",
      "en": "Properties"
    },
    "isButtonAuthorize": {
      "zh": "按钮权限",
      "zh-TW": "按鈕權限",
      "en": "Button permissions"
    },
    "isColumnAuthorize": {
      "zh": "列表权限",
      "zh-TW": "列表權限",
      "en": "Column permissions"
    },
    "isFormAuthorize": {
      "zh": "表单权限",
      "zh-TW": "表單權限",
      "en": "Form permissions"
    },
    "isDataAuthorize": {
      "zh": "数据权限",
      "zh-TW": "數據權限",
      "en": "Data permissions"
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
