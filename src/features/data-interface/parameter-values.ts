import dayjs from 'dayjs';
import type { InterfaceParameter, ParamValue } from '../../lib/data-interface/data-interface-api.ts';

/**
 * The preview form's values: what each declared parameter (GetParam, typed as spec §3 "Data types
 * shown to users": varchar, int, datetime, decimal, bigint, text) shows as in its input, and what
 * the preview sends for it. The inputs hold text; the request carries the parameter's type.
 */

/** The input a parameter type is typed into. */
export type InputKind = 'text' | 'integer' | 'decimal' | 'datetime';

export function inputKindOf(dataType: string): InputKind {
  if (dataType === 'int' || dataType === 'bigint') return 'integer';
  if (dataType === 'decimal') return 'decimal';
  if (dataType === 'datetime') return 'datetime';
  return 'text';
}

/** What an <input type="datetime-local"> reads and writes. */
const INPUT_DATE_TIME = 'YYYY-MM-DDTHH:mm';

/** A parameter's default as its input shows it: a date-time default (text or epoch ms) in the picker's format. */
export function initialInput(parameter: InterfaceParameter): string {
  const value = String(parameter.defaultValue ?? '');
  if (inputKindOf(parameter.dataType) !== 'datetime' || value === '') return value;
  const parsed = /^\d+$/.test(value) ? dayjs(Number(value)) : dayjs(value);
  return parsed.isValid() ? parsed.format(INPUT_DATE_TIME) : '';
}

/**
 * The value sent for one input: an int or decimal as a number; a bigint as its digits (a JS number
 * would round past 2^53); a date-time as epoch milliseconds, as the platform stores times (the
 * browser's local time, so the server's time zone cannot shift it); text as typed. Empty stays ''
 * (the server then takes the parameter's default).
 */
export function typedValue(dataType: string, input: string): unknown {
  const text = input.trim();
  if (text === '') return '';
  if (dataType === 'int' || dataType === 'decimal') {
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  }
  if (dataType === 'bigint') return text;
  if (dataType === 'datetime') {
    const parsed = dayjs(text);
    return parsed.isValid() ? parsed.valueOf() : text;
  }
  return input;
}

/** The required parameters left empty, by field. */
export function missingRequired(parameters: readonly InterfaceParameter[], inputs: Readonly<Record<string, string>>): string[] {
  return parameters.filter((parameter) => parameter.required && (inputs[parameter.field] ?? '').trim() === '').map((parameter) => parameter.field);
}

/** The preview's paramList: every declared parameter with its typed value. */
export function paramListOf(parameters: readonly InterfaceParameter[], inputs: Readonly<Record<string, string>>): ParamValue[] {
  return parameters.map((parameter) => ({
    field: parameter.field,
    dataType: parameter.dataType,
    defaultValue: typedValue(parameter.dataType, inputs[parameter.field] ?? ''),
  }));
}
