// Generated from schemas/organize.schema.json — do not edit; run npm run generate
/** Organisation (组织管理). */
export interface Organize {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: string;
  managerId?: string;
  propertyJson?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: Organize[] | null;
}

export const organizeResource = {
  "name": "organize",
  "base": "/api/permission/Organize",
  "list": "tree",
  "info": "/{id}",
  "state": true,
  "routes": "generic",
  "labels": {
    "zh": "组织管理",
    "zh-TW": "組織管理",
    "en": "Organisation"
  },
  "page": "permission/organize",
  "transfer": null,
  "storage": "table",
  "sections": [],
  "dialog": {
    "width": 600,
    "labelWidth": 80,
    "titles": {
      "create": {
        "zh": "新建组织",
        "zh-TW": "新建組織",
        "en": "New organisation"
      },
      "edit": {
        "zh": "编辑组织",
        "zh-TW": "編輯組織",
        "en": "Edit organisation"
      }
    }
  },
  "fields": [
    {
      "name": "parentId",
      "label": {
        "zh": "上级公司",
        "zh-TW": "上級公司",
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
      "name": "type",
      "label": {
        "zh": "类型",
        "zh-TW": "類型",
        "en": "Type"
      },
      "widget": "select",
      "required": true,
      "options": {
        "company": {
          "zh": "公司",
          "zh-TW": "公司",
          "en": "Company"
        },
        "department": {
          "zh": "部门",
          "zh-TW": "部門",
          "en": "Department"
        }
      }
    },
    {
      "name": "managerId",
      "label": {
        "zh": "部门主管",
        "zh-TW": "部門主管",
        "en": "Manager"
      },
      "widget": "hidden",
      "required": false
    },
    {
      "name": "propertyJson",
      "label": {
        "zh": "扩展属性",
        "zh-TW": "擴展屬性",
        "en": "Properties"
      },
      "widget": "hidden",
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
      "name": "type",
      "label": {
        "zh": "类型",
        "zh-TW": "類型",
        "en": "Type"
      },
      "widget": "select",
      "options": {
        "company": {
          "zh": "公司",
          "zh-TW": "公司",
          "en": "Company"
        },
        "department": {
          "zh": "部门",
          "zh-TW": "部門",
          "en": "Department"
        }
      }
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
    "type": "company",
    "managerId": "",
    "propertyJson": "{}",
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "bodySchema": {
    "type": "object",
    "required": [
      "parentId",
      "fullName",
      "enCode",
      "type"
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
        "enum": [
          "company",
          "department"
        ]
      },
      "managerId": {
        "type": "string",
        "maxLength": 64
      },
      "propertyJson": {
        "type": "string",
        "maxLength": 5000
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
        "zh": "上级公司不能为空",
        "zh-TW": "上級公司不能為空",
        "en": "Choose the parent"
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
