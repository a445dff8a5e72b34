/** Texts of the flow message pages /workFlowDetail and /workFlow/entrust (spec §2.1, §4). */
const zh = {
  noEngine: '本平台不包含工作流引擎：此页只显示这条流程消息的内容，审批、退回等操作请到流程所在的业务系统办理。',
  entrustHint: '这是一条流程委托消息。',
  errorMissing: '链接中没有流程消息的内容（缺少 config 参数）。',
  errorBase64: '流程消息的内容无法解码：config 参数不是有效的 Base64 编码。',
  errorJson: '流程消息的内容无法读取：解码后不是有效的 JSON 对象。',
  title: '标题', flowName: '流程名称', flowCode: '流程编码', node: '当前节点', task: '流程任务', sender: '发起人', time: '时间',
  status: '流程状态', urgency: '紧急程度', notGiven: '消息中未提供', unknownCode: '未知代码 %{code}', otherFields: '消息中的其他内容',
  status1: '等待审核', status2: '审核通过', status3: '审核退回', status4: '流程撤回', status5: '审核终止',
  urgency1: '普通', urgency2: '重要', urgency3: '紧急',
};
type Texts = typeof zh;
const zhTW: Texts = {
  noEngine: '本平台不包含工作流引擎：此頁只顯示這條流程消息的內容，審批、退回等操作請到流程所在的業務系統辦理。',
  entrustHint: '這是一條流程委託消息。',
  errorMissing: '鏈接中沒有流程消息的內容（缺少 config 參數）。',
  errorBase64: '流程消息的內容無法解碼：config 參數不是有效的 Base64 編碼。',
  errorJson: '流程消息的內容無法讀取：解碼後不是有效的 JSON 對象。',
  title: '標題', flowName: '流程名稱', flowCode: '流程編碼', node: '當前節點', task: '流程任務', sender: '發起人', time: '時間',
  status: '流程狀態', urgency: '緊急程度', notGiven: '消息中未提供', unknownCode: '未知代碼 %{code}', otherFields: '消息中的其他內容',
  status1: '等待審核', status2: '審核通過', status3: '審核退回', status4: '流程撤回', status5: '審核終止',
  urgency1: '普通', urgency2: '重要', urgency3: '緊急',
};
const en: Texts = {
  noEngine: 'This platform has no workflow engine: this page only shows what the flow message says. Approve, return and the like happen in the business system the flow belongs to.',
  entrustHint: 'This is a flow entrust message.',
  errorMissing: 'The link carries no flow message (the config parameter is missing).',
  errorBase64: 'The flow message cannot be decoded: the config parameter is not valid Base64.',
  errorJson: 'The flow message cannot be read: once decoded it is not a JSON object.',
  title: 'Title', flowName: 'Flow', flowCode: 'Flow code', node: 'Current node', task: 'Flow task', sender: 'Started by', time: 'Time',
  status: 'Flow status', urgency: 'Urgency', notGiven: 'Not in the message', unknownCode: 'Unknown code %{code}', otherFields: 'Everything else the message says',
  status1: 'Waiting', status2: 'Approved', status3: 'Rejected', status4: 'Withdrawn', status5: 'Cancelled',
  urgency1: 'Normal', urgency2: 'Important', urgency3: 'Urgent',
};
export const workflowMessageMessages = { zh: { workflowMessage: zh }, 'zh-TW': { workflowMessage: zhTW }, en: { workflowMessage: en } };
