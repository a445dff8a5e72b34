// Generated from schemas/dictionary-data.schema.json — do not edit; run npm run generate
/** Dictionary item (字典数据). */
export interface DictionaryData {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: DictionaryData[] | null;
}

export const dictionaryDataResource = {
  "name": "dictionaryData",
  "base": "/api/system/DictionaryData",
  "list": "none",
  "info": "/{id}/Info",
  "state": true,
  "routes": "generic",
  "labels": {
    "zh": "字典数据",
    "zh-TW": "字典數據",
    "en": "Dictionary item"
  },
  "page": null,
  "transfer": null,
  "storage": "table",
  "sections": [],
  "dialog": {
    "width": 600,
    "labelWidth": 80,
    "titles": {
      "create": {
        "zh": "新建",
        "zh-TW": "新建",
        "en": "New"
      },
      "edit": {
        "zh": "编辑",
        "zh-TW": "編輯",
        "en": "Edit"
      }
    }
  },
  "fields": [
    {
      "name": "dictionaryTypeId",
      "label": {
        "zh": "分类",
        "zh-TW": "分類",
        "en": "Category"
      },
      "widget": "hidden",
      "required": true,
      "reference": "dictionaryType"
    },
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
    "parentId": "0",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "bodySchema": {
    "type": "object",
    "required": [
      "dictionaryTypeId",
      "parentId",
      "fullName",
      "enCode"
    ],
    "properties": {
      "dictionaryTypeId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "parentId": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
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
    "parentId": {
      "required": {
        "zh": "请选择",
        "zh-TW": "請選擇",
        "en": "Choose one"
      }
    },
    "fullName": {
      "required": {
        "zh": "请输入名称",
        "zh-TW": "請輸入名稱",
        "en": "Enter the name"
      },
      "maxLength": {
        "zh": "字典名称最多为50个字符！",
        "zh-TW": "字典名稱最多為50個字符！",
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
        "zh": "字典编码最多为50个字符！",
        "zh-TW": "字典編碼最多為50個字符！",
        "en": "The code has at most 50 characters!"
      }
    }
  }
} as const;
