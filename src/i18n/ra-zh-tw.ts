/**
 * react-admin's own messages (every ra.* key) in Traditional Chinese. Based on the MIT-licensed
 * @haxqer/ra-language-chinese translation, completed for react-admin 5 and converted to
 * Traditional Chinese (Taiwan) with OpenCC. tests/web/i18n checks no key is missing.
 */
export const raZhTw = {
  "ra": {
    "action": {
      "add_filter": "添加搜索條件",
      "add": "增加",
      "back": "回退",
      "bulk_actions": "選中1項 |||| 選中%{smart_count}項",
      "cancel": "取消",
      "clear_array_input": "清空列表",
      "clear_input_value": "清空輸入",
      "clone": "克隆",
      "confirm": "確認",
      "create": "新建",
      "create_item": "新建 %{item}",
      "delete": "刪除",
      "edit": "編輯",
      "export": "導出",
      "list": "列表",
      "refresh": "刷新",
      "remove_filter": "移除檢索",
      "remove_all_filters": "移除所有檢索",
      "remove": "刪除",
      "reset": "重置",
      "save": "保存",
      "search": "檢索",
      "search_columns": "搜索列",
      "select_all": "選擇所有",
      "select_all_button": "全選",
      "select_row": "選擇此行",
      "show": "查看",
      "sort": "排序",
      "undo": "撤銷",
      "unselect": "反選",
      "expand": "展開",
      "close": "關閉",
      "open_menu": "打開菜單",
      "close_menu": "關閉菜單",
      "update": "更新",
      "move_up": "上移",
      "move_down": "下移",
      "open": "打開",
      "toggle_theme": "切換主題",
      "select_columns": "列",
      "update_application": "重載應用"
    },
    "boolean": {
      "true": "是",
      "false": "否",
      "null": " "
    },
    "page": {
      "create": "新建 %{name}",
      "dashboard": "概覽",
      "edit": "%{name} #%{id}",
      "error": "出現錯誤",
      "list": "%{name} 列表",
      "loading": "加載中",
      "not_found": "未發現",
      "show": "%{name} #%{id}",
      "empty": "無 %{name} ",
      "invite": "要增加嗎?",
      "access_denied": "拒絕訪問",
      "authentication_error": "認證錯誤"
    },
    "input": {
      "file": {
        "upload_several": "將文件集合拖拽到這裡, 或點擊這裡選擇文件集合.",
        "upload_single": "將文件拖拽到這裡, 或點擊這裡選擇文件."
      },
      "image": {
        "upload_several": "將圖片文件集合拖拽到這裡, 或點擊這裡選擇圖片文件集合.",
        "upload_single": "將圖片文件拖拽到這裡, 或點擊這裡選擇圖片文件."
      },
      "references": {
        "all_missing": "未找到參考數據.",
        "many_missing": "至少有一條參考數據不再可用.",
        "single_missing": "關聯的參考數據不再可用."
      },
      "password": {
        "toggle_visible": "隱藏密碼",
        "toggle_hidden": "顯示密碼"
      }
    },
    "message": {
      "about": "關於",
      "access_denied": "您沒有訪問此頁面的權限",
      "are_you_sure": "您確定操作?",
      "authentication_error": "認證服務器返回錯誤，無法校驗您的憑據。",
      "auth_error": "身份認證出錯",
      "bulk_delete_content": "您確定要刪除 %{name}? |||| 您確定要刪除 %{smart_count} 項?",
      "bulk_delete_title": "刪除 %{name} |||| 刪除 %{smart_count}項 %{name} ",
      "bulk_update_content": "是否確實要更新此 %{name}? |||| 是否確實要更新這些 %{smart_count} ?",
      "bulk_update_title": "更新 %{name} |||| 更新 %{smart_count} %{name}",
      "clear_array_input": "您確定要清除整個列表嗎?",
      "delete_content": "您確定要刪除該條目?",
      "delete_title": "刪除 %{name} #%{id}",
      "details": "詳情",
      "error": "客戶端錯誤導致請求未完成.",
      "invalid_form": "表單輸入無效. 請檢查錯誤提示",
      "loading": "正在加載頁面, 請稍候",
      "no": "否",
      "not_found": "您輸入了錯誤的URL或者錯誤的鏈接.",
      "select_all_limit_reached": "元素過多，無法全部選中。僅選中了前 %{max} 個元素。",
      "unsaved_changes": "修改未保存. 放棄修改嗎?",
      "yes": "是",
      "placeholder_data_warning": "網絡問題：數據刷新失敗。"
    },
    "navigation": {
      "clear_filters": "清除篩選",
      "no_filtered_results": "在當前篩選條件下未找到%{name}。",
      "no_results": "結果為空",
      "no_more_results": "頁碼 %{page} 超出邊界. 試試上一頁.",
      "page_out_of_boundaries": "頁碼 %{page} 超出邊界",
      "page_out_from_end": "已到最末頁",
      "page_out_from_begin": "已到最前頁",
      "page_range_info": "%{offsetBegin}-%{offsetEnd} / %{total}",
      "partial_page_range_info": "%{offsetBegin}-%{offsetEnd} of more than %{offsetEnd}",
      "current_page": "頁碼 %{page}",
      "page": "跳到頁碼 %{page}",
      "first": "第一頁",
      "last": "最後一頁",
      "next": "向後",
      "previous": "向前",
      "page_rows_per_page": "每頁行數:",
      "skip_nav": "跳到內容"
    },
    "sort": {
      "sort_by": "按 %{field} %{order}",
      "ASC": "升序",
      "DESC": "降序"
    },
    "auth": {
      "auth_check_error": "請登錄以繼續",
      "user_menu": "設置",
      "username": "用戶名",
      "password": "密碼",
      "email": "郵箱",
      "sign_in": "登錄",
      "sign_in_error": "驗證失敗, 請重試",
      "logout": "登出"
    },
    "notification": {
      "updated": "條目已更新 |||| %{smart_count} 項條目已更新",
      "created": "條目已新建",
      "deleted": "條目已刪除 |||| %{smart_count} 項條目已刪除",
      "bad_item": "不正確的條目",
      "item_doesnt_exist": "條目不存在",
      "http_error": "與服務通信出錯",
      "data_provider_error": "dataProvider錯誤. 請檢查console的詳細信息.",
      "i18n_error": "無法加載指定語言包",
      "canceled": "取消動作",
      "logged_out": "會話失效, 請重連.",
      "not_authorized": "你沒有權限訪問此資源.",
      "application_update_available": "新版本可用.",
      "offline": "無網絡連接，無法獲取數據。"
    },
    "validation": {
      "required": "必填",
      "minLength": "必須不少於 %{min} 個字符",
      "maxLength": "必須不多於 %{max} 個字符",
      "minValue": "必須不小於 %{min}",
      "maxValue": "必須不大於 %{max}",
      "number": "必須為數字",
      "email": "必須是有效的郵箱",
      "oneOf": "必須為: %{options}其中一項",
      "regex": "必須符合指定的格式 (regexp): %{pattern}",
      "unique": "必須唯一"
    },
    "saved_queries": {
      "label": "保存查詢",
      "query_name": "查詢名稱",
      "new_label": "保存當前查詢...",
      "new_dialog_title": "保存當前查詢為",
      "remove_label": "刪除保存的查詢",
      "remove_label_with_name": "刪除查詢 \"%{name}\"",
      "remove_dialog_title": "刪除保存的查詢?",
      "remove_message": "確定要從保存的查詢列表中刪除該項嗎?",
      "help": "過濾列表，並保存此查詢"
    },
    "guesser": {
      "empty": {
        "title": "暫無數據",
        "message": "請檢查數據提供者"
      }
    },
    "configurable": {
      "customize": "自定義",
      "configureMode": "配置此頁面",
      "inspector": {
        "title": "Inspector",
        "content": "懸停應用程序UI元素來配置它們",
        "reset": "重置設置",
        "hideAll": "隱藏所有",
        "showAll": "顯示所有"
      },
      "Datagrid": {
        "title": "數據網格",
        "unlabeled": "未設置標籤的列 #%{column}"
      },
      "SimpleForm": {
        "title": "表單",
        "unlabeled": "未設置標籤的輸入框 #%{input}"
      },
      "SimpleList": {
        "title": "列表",
        "primaryText": "主要的文本",
        "secondaryText": "二級文本",
        "tertiaryText": "三級文本"
      }
    }
  }
};
