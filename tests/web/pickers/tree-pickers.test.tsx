import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dialog, fieldText, node, ok, renderWidget, selectedNames, setUpPickerTests } from './picker-kit.tsx';
import { DepartmentPickerWidget, GroupPickerWidget, PositionPickerWidget, RolePickerWidget } from '../../../src/features/pickers/tree-pickers.ts';
import { OrganizePickerWidget } from '../../../src/features/pickers/organize-picker-widget.tsx';
import { PICKER_WIDTH } from '../../../src/features/pickers/picker-dialog.tsx';

const server = setUpPickerTests();

const ORGS = [
  {
    id: 'g',
    fullName: '港口集团',
    type: 'company',
    children: [
      { id: 'it', fullName: '信息中心', type: 'department' },
      { id: 't', fullName: '码头公司', type: 'company', children: [{ id: 'ops', fullName: '操作部', type: 'department' }] },
    ],
  },
];
const POSITIONS = [
  {
    id: 'g',
    fullName: '港口集团',
    type: 'company',
    children: [
      {
        id: 'it',
        fullName: '信息中心',
        type: 'department',
        children: [
          { id: 'p1', fullName: '信息主管', type: 'position' },
          { id: 'p2', fullName: '操作员', type: 'position' },
        ],
      },
    ],
  },
];
const ROLES = [
  { id: '1', fullName: '全局', type: 'global', children: [{ id: 'r-admin', fullName: '系统管理员', type: 'role', onlyId: '1--r-admin' }] },
  { id: 'g', fullName: '港口集团', type: 'company', children: [{ id: 'r-staff', fullName: '普通用户', type: 'role', onlyId: 'g--r-staff' }] },
];

function serveTrees() {
  server.use(
    http.get('/api/permission/Organize/Selector/0', () => HttpResponse.json(ok({ list: ORGS }))),
    http.get('/api/permission/Organize/Department/Selector/0', () => HttpResponse.json(ok({ list: ORGS }))),
    http.get('/api/permission/Position/Selector', () => HttpResponse.json(ok({ list: POSITIONS }))),
    http.get('/api/permission/Role/Selector', () => HttpResponse.json(ok({ list: ROLES }))),
    http.get('/api/permission/Group/Selector', () =>
      HttpResponse.json(ok([{ id: 'gt', fullName: '工作组', type: 'groupType', children: [{ id: 'grp', fullName: '值班组', type: 'group' }] }])),
    ),
  );
}

async function openPicker() {
  fireEvent.click(screen.getByTestId('picker-field-input'));
  await screen.findByTestId('picker-dialog');
}

describe('two-pane pickers (spec lowcode §2, §4 Pickers)', () => {
  it('is 800px wide with the translated title, tree left and selected list right', async () => {
    serveTrees();
    renderWidget(PositionPickerWidget, { value: 'p1', schema: { type: 'string', maxLength: 2000 } });
    await waitFor(() => expect(fieldText()).toBe('信息主管'));
    await openPicker();
    expect(screen.getByText('选择岗位')).toBeInTheDocument();
    expect(
      (screen.getByTestId('picker-dialog').querySelector('.MuiDialog-paper') as HTMLElement).style.width ||
        getComputedStyle(screen.getByTestId('picker-dialog').querySelector('.MuiDialog-paper') as HTMLElement).width,
    ).toBe(`${PICKER_WIDTH}px`);
    expect(selectedNames()).toEqual(['信息主管']);
    expect(dialog().getByText('清空列表')).toBeInTheDocument();
  });

  it('opens on click unless disabled', async () => {
    serveTrees();
    renderWidget(GroupPickerWidget, { value: '', schema: { type: 'string', maxLength: 2000 }, disabled: true });
    fireEvent.click(screen.getByTestId('picker-field-input'));
    expect(screen.queryByTestId('picker-dialog')).not.toBeInTheDocument();
  });

  it('multiple mode adds a clicked node unless present; only the matching type is selectable; Confirm writes and closes', async () => {
    serveTrees();
    const rendered = renderWidget(PositionPickerWidget, { value: '', schema: { type: 'string', maxLength: 2000 } });
    await openPicker();
    await waitFor(() => expect(node('it')).toBeInTheDocument());
    expect(node('it').getAttribute('data-selectable')).toBe('false');
    fireEvent.click(node('it')); // a department in the position picker is not chosen, only opened
    expect(selectedNames()).toEqual([]);
    fireEvent.click(node('p1'));
    fireEvent.click(node('p2'));
    fireEvent.click(node('p1')); // already there
    expect(selectedNames()).toEqual(['信息主管', '操作员']);
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(screen.queryByTestId('picker-dialog')).not.toBeInTheDocument());
    expect(rendered.changes.at(-1)).toBe('p1,p2');
    expect(fieldText()).toBe('信息主管, 操作员');
  });

  it('single mode replaces the selection; Confirm with nothing selected sets an empty value', async () => {
    serveTrees();
    const rendered = renderWidget(DepartmentPickerWidget, { value: 'it', schema: { type: 'string', maxLength: 64 } });
    await waitFor(() => expect(fieldText()).toBe('信息中心'));
    await openPicker();
    expect(node('g').getAttribute('data-selectable')).toBe('false'); // a company in the department picker
    fireEvent.click(node('t').querySelector('[data-testid="picker-node-toggle"]') as HTMLElement);
    fireEvent.click(node('ops'));
    expect(selectedNames()).toEqual(['操作部']);
    fireEvent.click(within(screen.getAllByTestId('picker-selected-item')[0] as HTMLElement).getByTestId('picker-remove'));
    expect(selectedNames()).toEqual([]);
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(rendered.changes.at(-1)).toBe(''));
  });

  it('Cancel forgets the changes: the next opening starts from the stored value', async () => {
    serveTrees();
    const rendered = renderWidget(GroupPickerWidget, { value: 'grp', schema: { type: 'string', maxLength: 2000 } });
    await waitFor(() => expect(fieldText()).toBe('值班组'));
    await openPicker();
    expect(dialog().getByText('分组选择')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('picker-clear-list'));
    expect(selectedNames()).toEqual([]);
    fireEvent.click(screen.getByTestId('picker-cancel'));
    await waitFor(() => expect(screen.queryByTestId('picker-dialog')).not.toBeInTheDocument());
    expect(rendered.changes).toEqual([]);
    await openPicker();
    expect(selectedNames()).toEqual(['值班组']);
  });

  it('filters the tree by keyword, keeping the ancestors of a match', async () => {
    serveTrees();
    renderWidget(PositionPickerWidget, { value: '', schema: { type: 'string', maxLength: 2000 } });
    await openPicker();
    await waitFor(() => expect(node('it')).toBeInTheDocument());
    expect(screen.queryAllByTestId('picker-node')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('picker-keyword'), { target: { value: '操作' } });
    const ids = screen.getAllByTestId('picker-node').map((element) => element.getAttribute('data-node-id'));
    expect(ids).toEqual(['g', 'it', 'p2']);
  });

  it('shows the clear icon on hover only when clearable, enabled and not empty', async () => {
    serveTrees();
    const rendered = renderWidget(GroupPickerWidget, { value: 'grp', schema: { type: 'string', maxLength: 2000 } });
    const field = screen.getByTestId('picker-field');
    expect(screen.queryByTestId('picker-field-clear')).not.toBeInTheDocument();
    fireEvent.mouseEnter(field);
    fireEvent.click(await screen.findByTestId('picker-field-clear'));
    expect(rendered.changes.at(-1)).toBe('');
    // now empty: no icon
    expect(screen.queryByTestId('picker-field-clear')).not.toBeInTheDocument();
  });

  it('shows no clear icon when not clearable or disabled', async () => {
    serveTrees();
    renderWidget(GroupPickerWidget, { value: 'grp', schema: { type: 'string', maxLength: 2000 }, options: { clearable: false } });
    fireEvent.mouseEnter(screen.getByTestId('picker-field'));
    expect(screen.queryByTestId('picker-field-clear')).not.toBeInTheDocument();
  });

  it('shows no clear icon on a disabled picker', async () => {
    serveTrees();
    renderWidget(GroupPickerWidget, { value: 'grp', schema: { type: 'string', maxLength: 2000 }, disabled: true });
    fireEvent.mouseEnter(screen.getByTestId('picker-field'));
    expect(screen.queryByTestId('picker-field-clear')).not.toBeInTheDocument();
  });

  it("role picker: the 'organisation' tab holds all but node '1', the 'global' tab node '1'", async () => {
    serveTrees();
    const rendered = renderWidget(RolePickerWidget, { value: '', schema: { type: 'string', maxLength: 2000 } });
    await openPicker();
    expect(dialog().getByText('选择角色')).toBeInTheDocument();
    expect(screen.getByTestId('picker-tab-organize')).toHaveTextContent('组织');
    await waitFor(() => expect(node('r-staff')).toBeInTheDocument());
    expect(screen.queryAllByTestId('picker-node').some((element) => element.getAttribute('data-node-id') === '1')).toBe(false);
    fireEvent.click(node('r-staff'));
    fireEvent.click(screen.getByTestId('picker-tab-global'));
    expect(screen.getAllByTestId('picker-node').map((element) => element.getAttribute('data-node-id'))).toEqual(['1', 'r-admin']);
    fireEvent.click(node('r-admin'));
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(rendered.changes.at(-1)).toBe('r-staff,r-admin'));
  });
});

describe('organisation picker (spec lowcode §3 Value shapes, §4)', () => {
  it('keeps a list of id paths and ignores a path already selected', async () => {
    serveTrees();
    const rendered = renderWidget(OrganizePickerWidget, {
      value: [['g', 'it']],
      schema: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
    });
    await waitFor(() => expect(fieldText()).toBe('港口集团/信息中心'));
    await openPicker();
    expect(dialog().getByText('选择组织')).toBeInTheDocument();
    fireEvent.click(node('it')); // already selected
    fireEvent.click(node('g'));
    expect(selectedNames()).toEqual(['信息中心', '港口集团']);
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(rendered.changes.at(-1)).toEqual([['g', 'it'], ['g']]));
  });

  it("stores the organisations' own ids in a string field (a user's organizeId), one id in a short one", async () => {
    serveTrees();
    const many = renderWidget(OrganizePickerWidget, { value: 'it', schema: { type: 'string', maxLength: 2000 } });
    await waitFor(() => expect(fieldText()).toBe('港口集团/信息中心'));
    await openPicker();
    fireEvent.click(node('t').querySelector('[data-testid="picker-node-toggle"]') as HTMLElement);
    fireEvent.click(node('ops'));
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(many.changes.at(-1)).toBe('it,ops'));
  });

  it("single mode (a position's organizeId) replaces the choice", async () => {
    serveTrees();
    const one = renderWidget(OrganizePickerWidget, { value: 'it', schema: { type: 'string', maxLength: 64 } });
    await waitFor(() => expect(fieldText()).toBe('港口集团/信息中心'));
    await openPicker();
    fireEvent.click(node('g'));
    expect(selectedNames()).toEqual(['港口集团']);
    fireEvent.click(screen.getByTestId('picker-confirm'));
    await waitFor(() => expect(one.changes.at(-1)).toBe('g'));
  });
});
