import type { PickerNode } from './picker-tree.ts';
import { createTreePicker, createTreePickerWidget, type TreePickerConfig } from './tree-picker-widget.tsx';

/** The role tree's global node (spec lowcode §9). */
export const GLOBAL_ROLE_NODE = '1';

/**
 * The role picker's two tabs (spec lowcode §2): 'organisation' holds every node but the global
 * one, 'global' the node whose id is '1'.
 */
export function roleSources(nodes: PickerNode[]) {
  return [
    { key: 'organize', label: 'pickers.organizeTab', nodes: nodes.filter((node) => node.id !== GLOBAL_ROLE_NODE) },
    { key: 'global', label: 'pickers.globalTab', nodes: nodes.filter((node) => node.id === GLOBAL_ROLE_NODE) },
  ];
}

/** Departments (companies above them are only opened), contract §4.7. */
const DEPARTMENTS: TreePickerConfig = { title: 'pickers.selectDepartment', url: '/api/permission/Organize/Department/Selector/0', types: ['department'] };
/** Positions under their organisations, contract §4.6. */
const POSITIONS: TreePickerConfig = { title: 'pickers.selectPosition', url: '/api/permission/Position/Selector', types: ['position'] };
/** Roles, global or bound to organisations, contract §4.5. */
const ROLES: TreePickerConfig = { title: 'pickers.selectRole', url: '/api/permission/Role/Selector', types: ['role'], sources: roleSources };
/** Groups under their group types, contract §4.8. */
const GROUPS: TreePickerConfig = { title: 'pickers.selectGroup', url: '/api/permission/Group/Selector', types: ['group'] };

export const DepartmentPicker = createTreePicker(DEPARTMENTS);
export const PositionPicker = createTreePicker(POSITIONS);
export const RolePicker = createTreePicker(ROLES);
export const GroupPicker = createTreePicker(GROUPS);

export const DepartmentPickerWidget = createTreePickerWidget(DEPARTMENTS);
export const PositionPickerWidget = createTreePickerWidget(POSITIONS);
export const RolePickerWidget = createTreePickerWidget(ROLES);
export const GroupPickerWidget = createTreePickerWidget(GROUPS);
