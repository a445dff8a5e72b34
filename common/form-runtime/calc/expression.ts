import { Dec, parseDecimal, placesOf, toFixedText } from './decimal.ts';

/**
 * One token of a calculate widget's `expression` (contract §7.2). JNPF 3.4.7's formula dialog
 * (`RightComponents/Calculate.vue`) pushes one string per key press: '+', '-', '×', '÷', '(', ')'
 * and single digits or '.', which the runtime joins into numbers (`mergeNumberOfExps`); a field is
 * `{ __vModel__, label }`, a sub-table column `{ __vModel__: 'tableField107.numInputField110' }`.
 * We also take whole numbers (`12.5` or '12.5'), '*' and '/', and a field as a plain string.
 */
export type CalcToken = string | number | { __vModel__: string; label?: string };

type Operator = '+' | '-' | '×' | '÷';
type Term = { kind: 'number'; value: Dec } | { kind: 'field'; name: string } | { kind: 'operator'; op: Operator } | { kind: 'open' } | { kind: 'close' };

const OPERATORS: Record<string, Operator> = { '+': '+', '-': '-', '−': '-', '*': '×', '×': '×', '/': '÷', '÷': '÷' };
const RANK: Record<Operator, number> = { '+': 1, '-': 1, '×': 2, '÷': 2 };
const NUMBER_TEXT = /^(\d+\.?\d*|\.\d+)$/;
/** A key press of the formula dialog's number pad. */
const isDigitKey = (token: CalcToken): boolean => typeof token === 'string' && /^[\d.]$/.test(token);

class CalcError extends Error {}

/** JNPF's mergeNumberOfExps: consecutive single digits and dots make one number ('1','2','.','5' → '12.5'). */
function mergeDigits(expression: readonly CalcToken[]): CalcToken[] {
  const merged: CalcToken[] = [];
  expression.forEach((token, index) => {
    if (index > 0 && isDigitKey(expression[index - 1]) && isDigitKey(token))
      merged[merged.length - 1] = `${merged[merged.length - 1] as string}${token as string}`;
    else merged.push(token);
  });
  return merged;
}

function termOf(token: CalcToken): Term {
  if (typeof token === 'number') {
    if (!Number.isFinite(token)) throw new CalcError(`not a finite number: ${token}`);
    return { kind: 'number', value: new Dec(token) };
  }
  if (typeof token === 'object' && token !== null) {
    const name = (token as { __vModel__?: unknown }).__vModel__;
    if (typeof name === 'string' && name.trim() !== '') return { kind: 'field', name: name.trim() };
    throw new CalcError('a field token without __vModel__');
  }
  if (typeof token !== 'string') throw new CalcError(`unknown token ${String(token)}`);
  const text = token.trim();
  if (text === '(') return { kind: 'open' };
  if (text === ')') return { kind: 'close' };
  if (Object.hasOwn(OPERATORS, text)) return { kind: 'operator', op: OPERATORS[text] };
  if (NUMBER_TEXT.test(text)) return { kind: 'number', value: new Dec(text) };
  // A field name: no blanks and not starting like a number ('1.2.3' is a mistyped number, not a field).
  if (/^[^\s\d.()+\-−*/×÷][^\s()]*$/u.test(text)) return { kind: 'field', name: text };
  throw new CalcError(`unknown token '${token}'`);
}

/**
 * The spec's rule (§5 Calculations, JNPF's validExp): without parentheses the terms alternate
 * operand and operator, with an odd count and operands at both ends; parentheses must pair and
 * enclose such a sequence. One pass over the terms checks all of it.
 */
function checkSequence(terms: readonly Term[]): void {
  let wantOperand = true;
  let depth = 0;
  for (const term of terms) {
    const operand = term.kind === 'number' || term.kind === 'field';
    if ((operand || term.kind === 'open') !== wantOperand) throw new CalcError('operands and operators do not alternate');
    if (term.kind === 'open') depth += 1;
    else if (term.kind === 'close') {
      depth -= 1;
      if (depth < 0) throw new CalcError('a closing parenthesis without an opening one');
    } else wantOperand = !operand;
  }
  if (wantOperand || depth !== 0) throw new CalcError(depth !== 0 ? 'unbalanced parentheses' : 'the expression ends with an operator');
}

/** Shunting-yard: the terms in reverse Polish order, × and ÷ before + and −, left to right within a rank. */
function toPostfix(terms: readonly Term[]): Term[] {
  const out: Term[] = [];
  const stack: Term[] = [];
  for (const term of terms) {
    if (term.kind === 'number' || term.kind === 'field') out.push(term);
    else if (term.kind === 'open') stack.push(term);
    else if (term.kind === 'close') {
      while (stack.length && stack[stack.length - 1].kind !== 'open') out.push(stack.pop() as Term);
      stack.pop();
    } else {
      const outranks = (top: Term | undefined): boolean => top?.kind === 'operator' && RANK[top.op] >= RANK[term.op];
      while (outranks(stack[stack.length - 1])) out.push(stack.pop() as Term);
      stack.push(term);
    }
  }
  return out.concat(stack.reverse());
}

/** A value as a decimal; missing or not a number counts as 0 (spec §5). */
const valueOf = (value: unknown): Dec => parseDecimal(value) ?? new Dec(0);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field's value. A dotted name `table.column` is a sub-table column: inside a row (when `row` is
 * given) the row's own cell, elsewhere the column's sum over the table's rows (JNPF getFormVal).
 */
function fieldValue(name: string, data: Record<string, unknown>, row: Record<string, unknown> | undefined): Dec {
  const dot = name.indexOf('.');
  if (dot < 0) return valueOf(data[name]);
  const table = name.slice(0, dot);
  const column = name.slice(dot + 1);
  if (row) return valueOf(row[column]);
  const rows = data[table];
  if (!Array.isArray(rows)) return new Dec(0);
  return rows.reduce((sum: Dec, each: unknown) => (isRecord(each) ? sum.plus(valueOf(each[column])) : sum), new Dec(0));
}

function apply(op: Operator, left: Dec, right: Dec): Dec {
  if (op === '+') return left.plus(right);
  if (op === '-') return left.minus(right);
  if (op === '×') return left.times(right);
  if (right.isZero()) throw new CalcError('division by zero');
  return left.dividedBy(right);
}

/**
 * The value of a calculate widget's expression over the form's values, as fixed decimal text
 * ('123.40'), computed in decimal arithmetic (0.1 + 0.2 is exactly 0.3). Precedence and
 * parentheses as usual. A malformed expression, an unknown token or a division by zero logs a
 * warning and yields 0 (spec §5); an empty expression (a widget with no formula yet) is 0 quietly.
 */
export function evaluateCalculation(
  expression: CalcToken[],
  data: Record<string, unknown>,
  options: { row?: Record<string, unknown>; precision?: number } = {},
): string {
  const places = placesOf(options.precision);
  if (!Array.isArray(expression) || expression.length === 0) {
    if (!Array.isArray(expression)) console.warn('calculate: the expression is not a list', expression);
    return toFixedText(new Dec(0), places);
  }
  try {
    const terms = mergeDigits(expression).map(termOf);
    checkSequence(terms);
    const stack: Dec[] = [];
    for (const term of toPostfix(terms)) {
      if (term.kind === 'number') stack.push(term.value);
      else if (term.kind === 'field') stack.push(fieldValue(term.name, data ?? {}, options.row));
      else if (term.kind === 'operator') {
        const right = stack.pop() as Dec;
        const left = stack.pop() as Dec;
        stack.push(apply(term.op, left, right));
      }
    }
    const result = stack[0];
    return toFixedText(result.isFinite() ? result : new Dec(0), places);
  } catch (error) {
    if (!(error instanceof CalcError)) throw error;
    console.warn(`calculate: ${error.message}; the result is 0`, expression);
    return toFixedText(new Dec(0), places);
  }
}
