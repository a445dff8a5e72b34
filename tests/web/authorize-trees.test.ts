import { describe, expect, it } from 'vitest';
import { allOrNone, checkStates, grantedIds, indexTree, toggleNode, treeState, type AuthorizeNode } from '../../src/features/authorize/tree-check.ts';
import { grantsOf, loadedStep, moduleIdsFor, type StepTrees } from '../../src/features/authorize/authorize-steps.ts';
import { leavesOfType } from '../../src/features/authorize/object-choices-api.ts';
import { touchesCurrentUser } from '../../src/features/authorize/touches-current-user.ts';
import { authorizeTexts } from '../../src/features/authorize/messages.ts';
import type { UserInfo } from '../../src/lib/auth/current-user-types.ts';

// Issue 15 point 1: the check rules of the authorise trees and how the steps hand their choice on.

const node = (id: string, children?: AuthorizeNode[]): AuthorizeNode => ({ id, fullName: id, children });
/** sys → dir → (page-a → b1, b2), page-b (a leaf menu) */
const buttonTree = [node('sys', [node('dir', [node('page-a', [node('b1'), node('b2')]), node('page-b')])])];

describe('the tree check rules', () => {
  const index = indexTree(buttonTree);

  it('reads leaves, branches and the drawing order once', () => {
    expect(index.leaves).toEqual(['b1', 'b2', 'page-b']);
    expect(index.branches).toEqual(['sys', 'dir', 'page-a']);
    expect(index.order.map(({ node: n, depth }) => `${n.id}:${depth}`)).toEqual(['sys:0', 'dir:1', 'page-a:2', 'b1:3', 'b2:3', 'page-b:2']);
    expect(index.leavesOf.get('dir')).toEqual(['b1', 'b2', 'page-b']);
  });

  it('checks everything below a checked node; a branch is checked, half or not from its leaves', () => {
    const chosen = toggleNode(index, new Set(), 'page-a', true);
    expect([...chosen].sort()).toEqual(['b1', 'b2']);
    const states = checkStates(index, chosen);
    expect(states.get('page-a')).toBe('checked');
    expect(states.get('dir')).toBe('half');
    expect(states.get('sys')).toBe('half');
    expect(states.get('page-b')).toBe('none');
    const fewer = toggleNode(index, chosen, 'b2', false);
    expect(checkStates(index, fewer).get('page-a')).toBe('half');
    expect(treeState(index, fewer)).toBe('half');
    expect(treeState(index, allOrNone(index, true))).toBe('checked');
    expect(treeState(index, allOrNone(index, false))).toBe('none');
  });

  it('grants every checked or half-checked node, in tree order', () => {
    expect(grantedIds(index, new Set(['b2']))).toEqual(['sys', 'dir', 'page-a', 'b2']);
    expect(grantedIds(index, new Set())).toEqual([]);
  });

  it('keeps the first of two nodes with one id', () => {
    const twice = indexTree([node('a', [node('x')]), node('b', [node('x')])]);
    expect(twice.leaves).toEqual(['x']);
    expect(twice.order.map(({ node: n }) => n.id)).toEqual(['a', 'x', 'b']);
  });
});

describe('the steps', () => {
  const values = (list: AuthorizeNode[], ids: string[]) => ({ list, ids, all: ids });

  it('start each tree from what the object holds, keep the user’s choice of leaves seen before, and ask the next tree with it', () => {
    const trees: StepTrees = {};
    trees.system = loadedStep(undefined, values([node('sys'), node('sys-2')], ['sys']), '', true);
    expect(moduleIdsFor('module', trees)).toBe('sys');
    trees.module = loadedStep(undefined, values([node('sys', [node('dir', [node('page-a'), node('page-b')])])], ['page-a', 'dir']), 'sys', true);
    // the held directory counts through its leaves only
    expect(moduleIdsFor('button', trees)).toBe('dir,page-a');

    const first = loadedStep(undefined, values(buttonTree, ['b1']), 'dir,page-a', true);
    expect([...first.chosen]).toEqual(['b1']);
    // the user unchecks b1; the tree is read again (another menu chosen) and holds b1 still: the user's choice stands
    const unchecked = { ...first, chosen: new Set<string>() };
    const again = loadedStep(unchecked, values([...buttonTree, node('sys-2', [node('c1')])], ['b1', 'c1']), 'dir,page-a,x', true);
    expect([...again.chosen]).toEqual(['c1']);
    // a batch grant starts empty
    expect([...loadedStep(undefined, values(buttonTree, ['b1']), '', false).chosen]).toEqual([]);
  });

  it('grant systems, menus without their systems, and items without menus', () => {
    const trees: StepTrees = {
      system: loadedStep(undefined, values([node('sys')], ['sys']), '', true),
      module: loadedStep(undefined, values([node('sys', [node('dir', [node('page-a', []), node('page-b')])])], ['page-a']), 'sys', true),
      button: loadedStep(undefined, values(buttonTree, ['b2', 'page-b']), 'dir,page-a', true),
    };
    expect(grantsOf(trees)).toEqual({ systemIds: ['sys'], module: ['dir', 'page-a'], button: ['b2'], column: [], form: [], resource: [] });
  });
});

describe('the choices and the session', () => {
  it('lists each role of a selector tree once, under the organisations it is bound to', () => {
    const tree = [
      { id: '1', fullName: '全局', type: 'global', children: [{ id: 'r-admin', fullName: '管理员', type: 'role' }] },
      {
        id: 'org',
        fullName: '港口集团',
        type: 'company',
        children: [
          { id: 'r-staff', fullName: '普通用户', type: 'role' },
          { id: 'sub', fullName: '码头公司', type: 'company', children: [{ id: 'r-staff', fullName: '普通用户', type: 'role' }] },
        ],
      },
    ];
    expect(leavesOfType(tree, 'role')).toEqual([
      { id: 'r-admin', label: '管理员', caption: '全局' },
      { id: 'r-staff', label: '普通用户', caption: '港口集团、码头公司' },
    ]);
  });

  it('knows whether a grant touches the signed-in user', () => {
    const user = { userId: 'u1', roleIds: ['r1'], positionIds: [{ id: 'p1' }] } as UserInfo;
    const none = { roleIds: [], positionIds: [], userIds: [] };
    expect(touchesCurrentUser({ ...none, roleIds: ['r1'] }, user)).toBe(true);
    expect(touchesCurrentUser({ ...none, positionIds: ['p1'] }, user)).toBe(true);
    expect(touchesCurrentUser({ ...none, userIds: ['u1'] }, user)).toBe(true);
    expect(touchesCurrentUser({ roleIds: ['r2'], positionIds: ['p2'], userIds: ['u2'] }, user)).toBe(false);
    expect(touchesCurrentUser({ ...none, userIds: ['u1'] }, null)).toBe(false);
  });

  it('has every text in zh, zh-TW and en', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix];
    const zh = keys(authorizeTexts('zh'));
    expect(keys(authorizeTexts('zh-TW'))).toEqual(zh);
    expect(keys(authorizeTexts('en'))).toEqual(zh);
    expect(authorizeTexts('en').steps.module).toBe('Menus');
    expect(authorizeTexts('zh').steps.module).toBe('菜单权限');
  });
});
