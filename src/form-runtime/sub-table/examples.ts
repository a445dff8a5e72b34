import type { FormItem } from '../../../common/form-runtime/form-item.ts';

const texts = (zh: string, zhTW: string, en: string) => ({ zh, 'zh-TW': zhTW, en });

/**
 * The widget gallery's sub-table: fee lines of a port service bill, with a calculated amount per
 * line (quantity × unit price, stored) and the 合计 row over it.
 */
export const feeLinesExample: FormItem = {
  key: 'table',
  field: 'feeLines',
  label: texts('费用明细', '費用明細', 'Fee lines'),
  tipLabel: texts('每行一项费用，金额自动计算', '每行一項費用，金額自動計算', 'One fee per line; the amount is calculated'),
  props: { showTitle: true, 'show-summary': true, summaryField: ['amount'], addType: 0, actionText: texts('添加', '添加', 'Add') },
  children: [
    {
      key: 'comInput',
      field: 'feeName',
      label: texts('费用名称', '費用名稱', 'Fee'),
      required: true,
      regList: [{ pattern: '/^.{1,50}$/', message: texts('最多50字', '最多50字', 'At most 50 characters') }],
      props: { placeholder: '请输入', clearable: true, columnWidth: 200 },
    },
    { key: 'numInput', field: 'quantity', label: texts('数量', '數量', 'Quantity'), required: true, defaultValue: 1, props: { min: 0, precision: 0 } },
    { key: 'numInput', field: 'unitPrice', label: texts('单价', '單價', 'Unit price'), props: { min: 0, precision: 2, thousands: true } },
    {
      key: 'calculate',
      field: 'amount',
      label: texts('金额', '金額', 'Amount'),
      props: {
        expression: [{ __vModel__: 'feeLines.quantity', label: '数量' }, '×', { __vModel__: 'feeLines.unitPrice', label: '单价' }],
        precision: 2,
        thousands: true,
        isStorage: 2,
      },
    },
  ],
};

export const subTableExamples: FormItem[] = [feeLinesExample];
