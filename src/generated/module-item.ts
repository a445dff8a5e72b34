// Generated from schemas/module-item.schema.json — do not edit; run npm run generate
/** Menu permission items (菜单权限项). */
export interface ModuleItem {
  id: string;
  moduleId: string;
  kind?: string;
  parentId?: string;
  fullName: string;
  enCode: string;
  icon?: string;
  bindTable?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: ModuleItem[] | null;
}

export const moduleItemResource = {
  "name": "moduleItem",
  "base": "/api/system/ModuleButton",
  "list": "none",
  "info": "/{id}",
  "state": false,
  "routes": "custom",
  "labels": {
    "zh": "菜单权限项",
    "zh-TW": "菜單權限項",
    "en": "Menu permission items"
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
        "zh": "新建权限项",
        "zh-TW": "新建權限項",
        "en": "New item"
      },
      "edit": {
        "zh": "编辑权限项",
        "zh-TW": "編輯權限項",
        "en": "Edit item"
      }
    }
  },
  "fields": [
    {
      "name": "moduleId",
      "label": {
        "zh": "所属菜单",
        "zh-TW": "所屬菜單",
        "en": "Menu"
      },
      "widget": "hidden",
      "required": true
    },
    {
      "name": "kind",
      "label": {
        "zh": "类别",
        "zh-TW": "類別",
        "en": "Kind"
      },
      "widget": "hidden",
      "required": false,
      "options": {
        "button": {
          "zh": "按钮",
          "zh-TW": "按鈕",
          "en": "Button"
        },
        "column": {
          "zh": "列表",
          "zh-TW": "列表",
          "en": "Column"
        },
        "form": {
          "zh": "表单",
          "zh-TW": "表單",
          "en": "Form field"
        }
      }
    },
    {
      "name": "parentId",
      "label": {
        "zh": "上级",
        "zh-TW": "上級",
        "en": "Parent"
      },
      "widget": "hidden",
      "required": false
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
      "name": "icon",
      "label": {
        "zh": "图标",
        "zh-TW": "圖標",
        "en": "Icon"
      },
      "widget": "input",
      "required": false
    },
    {
      "name": "bindTable",
      "label": {
        "zh": "绑定表",
        "zh-TW": "綁定表",
        "en": "Bound table"
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
      "name": "icon",
      "label": {
        "zh": "图标",
        "zh-TW": "圖標",
        "en": "Icon"
      },
      "widget": "input"
    },
    {
      "name": "bindTable",
      "label": {
        "zh": "绑定表",
        "zh-TW": "綁定表",
        "en": "Bound table"
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
  "search": [],
  "sort": null,
  "defaults": {
    "kind": "button",
    "parentId": "-1",
    "icon": "",
    "bindTable": "",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
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
  }
} as const;
