// Generated from schemas/position.schema.json — do not edit; run npm run generate
import { auditColumns, defineTable } from "../db/table-model.ts";
import type { EntityDefinition } from "../crud/entity-definition.ts";

export const positionTable = defineTable("base_position", {
  "id": "id",
  "organizeId": "string",
  "fullName": "string",
  "enCode": "string",
  "type": "string",
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
    "name": "base_position_organizeId_fullName_uq",
    "columns": [
      "organizeId",
      "fullName"
    ],
    "unique": true
  },
  {
    "name": "base_position_organizeId_enCode_uq",
    "columns": [
      "organizeId",
      "enCode"
    ],
    "unique": true
  }
]);
export const positionEntity: EntityDefinition = {
  table: positionTable,
  "name": "position",
  "permission": "permission.position",
  "api": {
    "base": "/api/permission/Position",
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
  "uniqueWithin": "organizeId",
  "search": [
    "fullName",
    "enCode"
  ],
  "sort": "sortCode",
  "dependents": [],
  "filters": {
    "organizeId": "organizeId",
    "enabledMark": "enabledMark",
    "type": "type"
  },
  "usedWhen": null,
  "transfer": null,
  "jsonFields": [],
  "hiddenColumns": [],
  "listColumns": [
    "department",
    "fullName",
    "enCode",
    "type",
    "enabledMark",
    "sortCode"
  ],
  "references": [
    {
      "field": "organizeId",
      "table": "base_organize",
      "column": "fullName",
      "as": "department"
    }
  ],
  "dictionaryFields": {
    "type": "PositionType"
  },
  "bodySchema": {
    "type": "object",
    "required": [
      "organizeId",
      "fullName",
      "enCode",
      "type"
    ],
    "properties": {
      "organizeId": {
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
        "minLength": 1,
        "maxLength": 64
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
    "enabledMark": 1,
    "sortCode": 0,
    "description": ""
  },
  "messages": {
    "organizeId": {
      "required": {
        "zh": "所属组织不能为空",
        "zh-TW": "所屬組織不能為空",
        "en": "Choose the organisation"
      }
    },
    "fullName": {
      "required": {
        "zh": "请输入岗位名称",
        "zh-TW": "請輸入崗位名稱",
        "en": "Enter the position name"
      },
      "maxLength": {
        "zh": "岗位名称最多为50个字符！",
        "zh-TW": "崗位名稱最多為50個字符！",
        "en": "The position name has at most 50 characters!"
      },
      "pattern": {
        "zh": "岗位名称不能含有特殊符号",
        "zh-TW": "崗位名稱不能含有特殊符號",
        "en": "The position name cannot contain special symbols"
      }
    },
    "enCode": {
      "required": {
        "zh": "请输入岗位编码",
        "zh-TW": "請輸入崗位編碼",
        "en": "Enter the position code"
      },
      "maxLength": {
        "zh": "岗位编码最多为50个字符！",
        "zh-TW": "崗位編碼最多為50個字符！",
        "en": "The position code has at most 50 characters!"
      },
      "pattern": {
        "zh": "编码只能输入英文、数字和小数点且小数点不能放在首尾",
        "zh-TW": "編碼只能輸入英文、數字和小數點且小數點不能放在首尾",
        "en": "The code allows letters, digits and dots, not at the start or end"
      }
    },
    "type": {
      "required": {
        "zh": "岗位类型不能为空",
        "zh-TW": "崗位類型不能為空",
        "en": "Choose the position type"
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
    "organizeId": {
      "zh": "所属组织",
      "zh-TW": "所屬組織",
      "en": "Organisation"
    },
    "fullName": {
      "zh": "岗位名称",
      "zh-TW": "崗位名稱",
      "en": "Position name"
    },
    "enCode": {
      "zh": "岗位编码",
      "zh-TW": "崗位編碼",
      "en": "Position code"
    },
    "type": {
      "zh": "岗位类型",
      "zh-TW": "崗位類型",
      "en": "Position type"
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
