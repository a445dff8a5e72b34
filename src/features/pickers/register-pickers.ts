import { registerWidget } from '../../crud/widget-registry.ts';
import { OrganizePickerWidget } from './organize-picker-widget.tsx';
import { DepartmentPickerWidget, GroupPickerWidget, PositionPickerWidget, RolePickerWidget } from './tree-pickers.ts';
import { UserPickerWidget } from './user-picker-widget.tsx';
import { BillRulePickerWidget } from './bill-rule-picker-widget.tsx';

/** The pickers by the widget names schemas use (generator/meta/x-portside.schema.json). */
export const PICKER_WIDGETS = {
  organizePicker: OrganizePickerWidget,
  departmentPicker: DepartmentPickerWidget,
  positionPicker: PositionPickerWidget,
  rolePicker: RolePickerWidget,
  groupPicker: GroupPickerWidget,
  userPicker: UserPickerWidget,
  billRulePicker: BillRulePickerWidget,
} as const;

export function registerPickers(): void {
  for (const [name, widget] of Object.entries(PICKER_WIDGETS)) registerWidget(name, widget);
}
