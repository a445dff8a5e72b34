import type { Db } from '../../core/db/database.ts';
import { insertRows } from './insert-rows.ts';

/**
 * Print and message templates of the demo, so 打印模板 and 消息模板 show what they are for: a
 * settlement slip and a release slip printed from the business forms, and the messages the
 * platform sends (an approval, a reservation confirmed, a password about to expire).
 */

const SETTLEMENT_SLIP = `<h2 style="text-align:center">费用结算单</h2>
<table style="width:100%;border-collapse:collapse" border="1" cellpadding="6">
  <tr><td>结算单号</td><td>{billNo}</td><td>结算日期</td><td>{settleDate}</td></tr>
  <tr><td>客户名称</td><td colspan="3">{customerName}</td></tr>
  <tr><td>合同费率</td><td>{contractRate}</td><td>合计金额</td><td>{totalAmount}</td></tr>
  <tr><td>说明</td><td colspan="3">{description}</td></tr>
</table>
<p style="text-align:right">经办人：________&emsp;&emsp;复核：________</p>`;

const RELEASE_SLIP = `<h2 style="text-align:center">集装箱放行单</h2>
<table style="width:100%;border-collapse:collapse" border="1" cellpadding="6">
  <tr><td>放行单号</td><td>{releaseNo}</td><td>箱号</td><td>{containerNo}</td></tr>
  <tr><td>船名航次</td><td>{vesselVoyage}</td><td>提单号</td><td>{billOfLading}</td></tr>
  <tr><td>提箱车牌</td><td>{plateNo}</td><td>有效期至</td><td>{validUntil}</td></tr>
</table>
<p>凭此单于有效期内到指定堆场提箱，逾期作废。</p>`;

export const demoPrintTemplates = [
  {
    id: 'print-fee-settlement',
    fullName: '费用结算单',
    enCode: 'feeSettlementSlip',
    category: 'print-bill',
    type: 2,
    sqlTemplate: 'SELECT billNo, customerName, settleDate, contractRate, totalAmount, description FROM biz_fee_settlement WHERE id = @formId',
    leftFields: JSON.stringify([
      { field: 'billNo', fieldName: '结算单号' },
      { field: 'customerName', fieldName: '客户名称' },
      { field: 'settleDate', fieldName: '结算日期' },
      { field: 'contractRate', fieldName: '合同费率' },
      { field: 'totalAmount', fieldName: '合计金额' },
      { field: 'description', fieldName: '说明' },
    ]),
    printTemplate: SETTLEMENT_SLIP,
    pageParam: JSON.stringify({ size: 'A4', direction: 'portrait', margin: 15 }),
    description: '结算单详情页的打印：表头与合计金额。',
  },
  {
    id: 'print-container-release',
    fullName: '集装箱放行单',
    enCode: 'containerReleaseSlip',
    category: 'print-bill',
    type: 2,
    sqlTemplate: 'SELECT releaseNo, containerNo, vesselVoyage, billOfLading, plateNo, validUntil FROM port_release WHERE id = @formId',
    leftFields: JSON.stringify([
      { field: 'releaseNo', fieldName: '放行单号' },
      { field: 'containerNo', fieldName: '箱号' },
      { field: 'vesselVoyage', fieldName: '船名航次' },
      { field: 'billOfLading', fieldName: '提单号' },
      { field: 'plateNo', fieldName: '提箱车牌' },
      { field: 'validUntil', fieldName: '有效期至' },
    ]),
    printTemplate: RELEASE_SLIP,
    pageParam: JSON.stringify({ size: 'A5', direction: 'landscape', margin: 10 }),
    description: '提箱时交司机的放行凭证。',
  },
];

export const demoMessageTemplates = [
  {
    id: 'msgtpl-approval',
    fullName: '审批通知',
    enCode: 'flowApproval',
    templateType: 0,
    messageSource: '流程',
    messageType: '站内信',
    title: '{flowName}待您审批',
    content: '{creatorName}于{createTime}提交的{flowName}（单号{billNo}）待您审批，请及时处理。',
    templateCode: '',
    description: '流程到达审批节点时发给审批人。',
  },
  {
    id: 'msgtpl-truck-confirmed',
    fullName: '车辆预约确认',
    enCode: 'truckReservationConfirmed',
    templateType: 1,
    messageSource: '车辆预约',
    messageType: '短信',
    title: '车辆预约已确认',
    content: '您预约的{plateNo}于{reserveTime}在{gateName}进港作业已确认，请凭预约号{reserveNo}按时到达。',
    templateCode: 'SMS_PORT_0001',
    description: '预约审核通过后以短信告知司机。',
  },
  {
    id: 'msgtpl-password-expiring',
    fullName: '密码即将到期',
    enCode: 'passwordExpiring',
    templateType: 0,
    messageSource: '系统',
    messageType: '站内信',
    title: '您的密码将于{days}天后到期',
    content: '为保障账户安全，请在{expireDate}之前修改密码。',
    templateCode: '',
    description: '按系统配置的密码更新周期提前提醒。',
  },
];

/** Writes both lists (once, with the rest of the demo data). */
export async function loadDemoTemplates(db: Db, audit: { creatorTime: number; creatorUserId: string }): Promise<void> {
  await insertRows(
    db,
    'base_print_dev',
    demoPrintTemplates.map((template, index) => ({ ...template, dbLinkId: '0', enabledMark: 1, sortCode: index, ...audit })),
  );
  await insertRows(
    db,
    'base_message_template',
    demoMessageTemplates.map((template, index) => ({ ...template, enabledMark: 1, sortCode: index, ...audit })),
  );
}
