import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { WidgetDefinition } from '../../form-runtime/widget-contract.ts';
import { ComSelectEdit, ComSelectView, treePickerWidget, UserSelectEdit, UserSelectView } from './runtime-pickers.tsx';
import { DepartmentPicker, GroupPicker, PositionPicker, RolePicker } from './tree-pickers.ts';

const example = (key: string, field: string, label: FormItem['label'], props: Record<string, unknown> = {}): FormItem => ({ key, field, label, props });

const picker = (key: string, parts: Pick<WidgetDefinition, 'Edit' | 'View'>, examples: FormItem[]): WidgetDefinition => ({
  key,
  ...parts,
  holdsValue: true,
  examples,
});

/**
 * The pickers as form-runtime widgets by jnpfKey (contract §7.2), for the composition root to
 * register (src/form-runtime/widget-registry.ts registerFormWidget).
 */
export const pickerWidgets: WidgetDefinition[] = [
  picker('userSelect', { Edit: UserSelectEdit, View: UserSelectView }, [
    example('userSelect', 'approver', { zh: '审批人', 'zh-TW': '審批人', en: 'Approver' }),
    example(
      'userSelect',
      'operators',
      { zh: '操作部人员（多选）', 'zh-TW': '操作部人員（多選）', en: 'Operations staff (multiple)' },
      {
        multiple: true,
        selectType: 'custom',
        ableDepIds: ['org-ops'],
      },
    ),
  ]),
  picker('depSelect', treePickerWidget(DepartmentPicker, '/api/permission/Organize/Department/Selector/0', 'department'), [
    example('depSelect', 'department', { zh: '部门', 'zh-TW': '部門', en: 'Department' }),
  ]),
  picker('posSelect', treePickerWidget(PositionPicker, '/api/permission/Position/Selector', 'position'), [
    example('posSelect', 'position', { zh: '岗位', 'zh-TW': '崗位', en: 'Position' }),
  ]),
  picker('roleSelect', treePickerWidget(RolePicker, '/api/permission/Role/Selector', 'role'), [
    example('roleSelect', 'roles', { zh: '角色（多选）', 'zh-TW': '角色（多選）', en: 'Roles (multiple)' }, { multiple: true }),
  ]),
  picker('groupSelect', treePickerWidget(GroupPicker, '/api/permission/Group/Selector', 'group'), [
    example('groupSelect', 'group', { zh: '分组', 'zh-TW': '分組', en: 'Group' }),
  ]),
  picker('comSelect', { Edit: ComSelectEdit, View: ComSelectView }, [
    example('comSelect', 'organisation', { zh: '所属组织', 'zh-TW': '所屬組織', en: 'Organisation' }),
  ]),
];
