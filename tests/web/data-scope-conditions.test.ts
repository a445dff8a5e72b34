import { describe, expect, it } from 'vitest';
import {
  OPERATORS_BY_TYPE as serverOperators,
  VARIABLE_OPERATORS,
  VARIABLES_BY_TYPE as serverVariables,
} from '../../server/crud/operations/data-scope/scheme-fields.ts';
import { listValues as serverListValues } from '../../server/crud/operations/data-scope/scheme-model.ts';
import {
  listValues,
  OPERATORS_BY_TYPE,
  rowProblem,
  schemeProblem,
  VARIABLES_BY_TYPE,
  variablesFor,
  withField,
  withOperator,
  type SchemeField,
} from '../../src/features/data-scope/conditions.ts';

// The scheme editor offers what the server accepts (server/features/data-scope/scheme-conditions.ts
// checks every write against the same tables): an operator or variable it offers is never refused.
describe('the condition editor’s rules', () => {
  it('offers the operators and variables the server accepts, by field type', () => {
    // one copy, in common/data-scope-conditions.ts, runs on both sides
    expect(OPERATORS_BY_TYPE).toBe(serverOperators);
    expect(VARIABLES_BY_TYPE).toBe(serverVariables);
    expect(listValues).toBe(serverListValues);
    for (const op of ['==', '!=', '>', 'like', 'null', 'in'] as const) {
      expect(variablesFor('user', op)).toEqual(VARIABLE_OPERATORS.includes(op) ? serverVariables.user : []);
    }
    for (const text of ['1,2', ' 1 ，2 ,, ', '', 'a']) expect(listValues(text)).toEqual(serverListValues(text));
  });

  const fields: SchemeField[] = [
    { field: 'creatorUserId', fullName: '创建人', type: 'user' },
    { field: 'customerName', fullName: '客户名称', type: 'string' },
    { field: 'totalAmount', fullName: '合计金额', type: 'number' },
  ];

  it('starts a user field at the current user, a text field empty, and drops what a new operator cannot take', () => {
    const user = withField({ field: 'customerName', op: 'like', value: 'x' }, fields[0]);
    expect(user).toEqual({ field: 'creatorUserId', op: '==', value: '@userId' });
    expect(withField(user, fields[1])).toEqual({ field: 'customerName', op: '==', value: '' });
    expect(withOperator(user, 'in')).toEqual({ ...user, op: 'in' });
    expect(withOperator(user, 'null')).toEqual({ ...user, op: 'null', value: '' });
    expect(withOperator({ field: 'customerName', op: '==', value: '@userId' }, 'like').value).toBe('');
  });

  it('says what is missing before anything is sent', () => {
    expect(rowProblem({ field: '', op: '==', value: '' }, fields)).toBe('fieldRequired');
    expect(rowProblem({ field: 'gone', op: '==', value: 'x' }, fields)).toBe('fieldUnknown');
    expect(rowProblem({ field: 'totalAmount', op: 'like', value: '1' }, fields)).toBe('operatorInvalid');
    expect(rowProblem({ field: 'customerName', op: '==', value: ' ' }, fields)).toBe('valueRequired');
    expect(rowProblem({ field: 'creatorUserId', op: '==', value: '@organizeId' }, fields)).toBe('variableInvalid');
    expect(rowProblem({ field: 'totalAmount', op: 'in', value: '1, x' }, fields)).toBe('numberInvalid');
    expect(rowProblem({ field: 'totalAmount', op: 'null', value: '' }, fields)).toBeUndefined();
    expect(schemeProblem([], fields, false)).toBe('conditionsRequired');
    expect(schemeProblem([], fields, true)).toBeUndefined();
    expect(schemeProblem([{ logic: 'and', groups: [] }], fields, true)).toBe('groupEmpty');
    expect(schemeProblem([{ logic: 'or', groups: [{ field: 'totalAmount', op: '>=', value: '5' }] }], fields, false)).toBeUndefined();
  });
});
