/**
 * The rules of a data-permission scheme's conditions that the scheme editor (src/features/data-scope)
 * and the server (server/crud/operations/data-scope, server/features/data-scope) both apply, kept
 * once so the editor never offers what the server refuses: the operators, the current-user
 * variables, what each field type takes, and how an `in` value splits.
 */

/** The operators a condition may use. */
export const SCHEME_OPERATORS = ['==', '!=', '>', '>=', '<', '<=', 'like', 'notLike', 'null', 'notNull', 'in'] as const;
export type SchemeOperator = (typeof SCHEME_OPERATORS)[number];

/** The field types a condition tests (the menu's Fields endpoint names them). */
export type SchemeFieldType = 'string' | 'number' | 'date' | 'user' | 'organize';

/**
 * Values standing for the caller, worked out per request on the server: the caller; the caller
 * and the users they manage; their organisations; those and every organisation beneath; their positions.
 */
export const USER_VARIABLES = ['@userId', '@userAndSubordinates', '@organizeId', '@organizationAndSuborganization', '@positionId'] as const;
export type UserVariable = (typeof USER_VARIABLES)[number];

export const isUserVariable = (value: string): value is UserVariable => (USER_VARIABLES as readonly string[]).includes(value);

/**
 * The operators each field type takes: numbers and dates are ordered, not searched; a user or an
 * organisation is an id, equal or not, one of a list, or empty.
 */
export const OPERATORS_BY_TYPE: Record<SchemeFieldType, readonly SchemeOperator[]> = {
  string: ['==', '!=', '>', '>=', '<', '<=', 'like', 'notLike', 'null', 'notNull', 'in'],
  number: ['==', '!=', '>', '>=', '<', '<=', 'null', 'notNull', 'in'],
  date: ['==', '!=', '>', '>=', '<', '<=', 'null', 'notNull'],
  user: ['==', '!=', 'null', 'notNull', 'in'],
  organize: ['==', '!=', 'null', 'notNull', 'in'],
};

/**
 * The current-user variables each field type may be compared with: a text field may hold any id (a
 * position picker's), so it takes them all; a user field the user ones, an organisation field the
 * organisation ones.
 */
export const VARIABLES_BY_TYPE: Record<SchemeFieldType, readonly UserVariable[]> = {
  string: ['@userId', '@userAndSubordinates', '@organizeId', '@organizationAndSuborganization', '@positionId'],
  number: [],
  date: [],
  user: ['@userId', '@userAndSubordinates'],
  organize: ['@organizeId', '@organizationAndSuborganization'],
};

/** The operators a current-user variable may follow: it stands for a set of ids. */
export const VARIABLE_OPERATORS: readonly SchemeOperator[] = ['==', '!=', 'in'];

/** The items of an `in` value: comma-joined (either comma width), trimmed, without blanks. */
export const listValues = (value: string): string[] =>
  value
    .split(/[,，]/u)
    .map((part) => part.trim())
    .filter(Boolean);
