// Generated from schemas/role.schema.json — do not edit; run npm run generate
/** Roles (角色管理). */
export interface Role {
  id: string;
  fullName: string;
  enCode: string;
  type: string;
  globalMark?: number;
  organizeIdsTree?: string[][];
  enabledMark?: number;
  sortCode?: number;
  description?: string;
  hasChildren?: boolean;
  children?: Role[] | null;
}

export const roleResource = {
  "name": "role",
  "base": "/api/permission/Role",
  "list": "page",
  "info": "/{id}",
  "state": true,
  "routes": "generic",
  "labels": {
    "zh": "角色管理",
    "zh-TW": "角色管理",
    "en": "Roles"
  },
  "page": "permission/role",
  "transfer": null,
  "storage": "table",
  "sections": [],
  "dialog": {
    "width": 600,
    "labelWidth": 80,
    "titles": {
      "create": {
        "zh": "新建角色",
        "zh-TW": "新建角色",
        "en": "New role"
      },
      "edit": {
        "zh": "编辑角色",
        "zh-TW": "編輯角色",
        "en": "Edit role"
      }
    }
  },
  "fields": [
    {
      "name": "fullName",
      "label": {
        "zh": "角色名称",
        "zh-TW": "角色名稱",
        "en": "Role name"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "enCode",
      "label": {
        "zh": "角色编码",
        "zh-TW": "角色編碼",
        "en": "Role code"
      },
      "widget": "input",
      "required": true
    },
    {
      "name": "type",
      "label": {
        "zh": "角色类型",
        "zh-TW": "角色類型",
        "en": "Role type"
      },
      "widget": "dictionaryTreeSelect",
      "required": true,
      "dictionary": "RoleType"
    },
    {
      "name": "globalMark",
      "label": {
        "zh": "角色范围",
        "zh-TW": "角色範圍",
        "en": "Scope"
      },
      "widget": "select",
      "required": false,
      "options": {
        "0": {
          "zh": "组织",
          "zh-TW": "組織",
          "en": "Organisation"
        },
        "1": {
          "zh": "全局",
          "zh-TW": "全局",
          "en": "Global"
        }
      }
    },
    {
      "name": "organizeIdsTree",
      "label": {
        "zh": "所属组织",
        "zh-TW": "所屬組織",
        "en": "Organisations"
      },
      "widget": "organizePicker",
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
        "zh": "角色名称",
        "zh-TW": "角色名稱",
        "en": "Role name"
      },
      "widget": "input"
    },
    {
      "name": "enCode",
      "label": {
        "zh": "角色编码",
        "zh-TW": "角色編碼",
        "en": "Role code"
      },
      "widget": "input"
    },
    {
      "name": "type",
      "label": {
        "zh": "角色类型",
        "zh-TW": "角色類型",
        "en": "Role type"
      },
      "widget": "dictionaryTreeSelect"
    },
    {
      "name": "globalMark",
      "label": {
        "zh": "角色范围",
        "zh-TW": "角色範圍",
        "en": "Scope"
      },
      "widget": "select",
      "options": {
        "0": {
          "zh": "组织",
          "zh-TW": "組織",
          "en": "Organisation"
        },
        "1": {
          "zh": "全局",
          "zh-TW": "全局",
          "en": "Global"
        }
      }
    },
    {
      "name": "organizeIdsTree",
      "label": {
        "zh": "所属组织",
        "zh-TW": "所屬組織",
        "en": "Organisations"
      },
      "widget": "organizePicker"
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
    "globalMark": 1,
    "organizeIdsTree": [],
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "bodySchema": {
    "type": "object",
    "required": [
      "fullName",
      "enCode",
      "type"
    ],
    "properties": {
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
        "minLength": 1,
        "maxLength": 64
      },
      "globalMark": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "organizeIdsTree": {
        "type": "array",
        "maxItems": 200,
        "items": {
          "type": "array",
          "maxItems": 20,
          "items": {
            "type": "string",
            "maxLength": 64
          }
        }
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
        "zh": "请输入角色名称",
        "zh-TW": "請輸入角色名稱",
        "en": "Enter the role name"
      },
      "maxLength": {
        "zh": "角色名称最多为50个字符！",
        "zh-TW": "角色名稱最多為50個字符！",
        "en": "The role name has at most 50 characters!"
      },
      "pattern": {
        "zh": "角色名称不能含有特殊符号",
        "zh-TW": "角色名稱不能含有特殊符號",
        "en": "The role name cannot contain special symbols"
      }
    },
    "enCode": {
      "required": {
        "zh": "请输入角色编码",
        "zh-TW": "請輸入角色編碼",
        "en": "Enter the role code"
      },
      "maxLength": {
        "zh": "角色编码最多为50个字符！",
        "zh-TW": "角色編碼最多為50個字符！",
        "en": "The role code has at most 50 characters!"
      },
      "pattern": {
        "zh": "编码只能输入英文、数字和小数点且小数点不能放在首尾",
        "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
        "en": "The code allows letters, digits and dots, not at the start or end"
      }
    },
    "type": {
      "required": {
        "zh": "角色类型不能为空",
        "zh-TW": "角色類型不能為空",
        "en": "Choose the role type"
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
