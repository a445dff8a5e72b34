/** The JNPF envelope. `data` and `msg` are left out when absent, as the Java backend does. */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  data?: T;
}

export function ok<T>(data?: T, msg = 'Success'): Envelope<T> {
  return data === undefined ? { code: 200, msg } : { code: 200, msg, data };
}

export interface PageResult<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
