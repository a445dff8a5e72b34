import { md5 } from 'hash-wasm';

/** The client never sends a plain password: 32 lowercase hex characters of MD5 (contract §2.1). */
export function md5Password(plain: string): Promise<string> {
  return md5(plain);
}
