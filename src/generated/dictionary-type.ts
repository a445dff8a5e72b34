// Generated from schemas/dictionary-type.schema.json — do not edit; run npm run generate
/** Dictionary category (字典分类). */
export interface DictionaryType {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: DictionaryType[] | null;
}

export const dictionaryTypeResource = {
  "name": "dictionaryType",
  "base": "/api/system/DictionaryType",
  "list": "tree",
  "info": "/{id}",
  "state": false,
  "routes": "generic",
  "labels": {
    "zh": "字典分类",
    "zh-TW": "字典分類",
    "en": "Dictionary category"
  },
  "page": null,
  "transfer": null,
  "storage": "table",
  "sections": [],
  "dialog": {
    "width": 600,
    "labelWidth": 60,
    "titles": {
      "create": {
        "zh": "新建分类",
        "zh-TW": "新建分類",
        "en": "New category"
      },
      "edit": {
        "zh": "编辑分类",
        "zh-TW": "編輯分類",
        "en": "Edit category"
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
      "widget": "treeSelect",
      "required": true
    },
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
      "name": "isTree",
      "label": {
        "zh": "树形",
        "zh-TW": "樹形",
        "en": "Tree"
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
      "name": "isTree",
      "label": {
        "zh": "树形",
        "zh-TW": "樹形",
        "en": "Tree"
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
    "isTree": 0,
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
      "isTree": {
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
    "parentId": {
      "required": {
        "zh": "上级菜单不能为空",
        "zh-TW": "上級菜單不能為空",
        "en": "The parent is required"
      }
    },
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
