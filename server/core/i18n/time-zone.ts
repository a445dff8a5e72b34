import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The time zone dates are written in when the server writes them as text (online lists and their
 * exports, spreadsheets): the reader's, not the server's (issue 14: a server running in UTC showed
 * a Shanghai clerk's 09:00 as 01:00). The browser app names its zone in `X-Time-Zone` (src/lib/request);
 * a client that does not (the stock JNPF web client) gets the server's zone, as JNPF gives.
 */
export const TIME_ZONE_HEADER = 'x-time-zone';

export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What an IANA zone name may look like (Asia/Ho_Chi_Minh, Etc/GMT-8, America/Argentina/Buenos_Aires): bounded, so no header text reaches Intl unchecked. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]{0,31}(\/[A-Za-z0-9_+-]{1,32}){0,2}$/;

/**
 * Zones this runtime has accepted: Intl knows more names than `Intl.supportedValuesOf` lists
 * (Asia/Kolkata, Europe/Kyiv, Etc/UTC: links and newer names browsers send), so a name is tried
 * once; the set stays small, as there are only a few hundred zones and anything else is refused.
 */
const known = new Set<string>();
const refused = new Set<string>();

function isZone(name: string): boolean {
  if (known.has(name)) return true;
  if (refused.has(name) || !ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    known.add(name);
    return true;
  } catch {
    if (refused.size < 1000) refused.add(name);
    return false;
  }
}

/** The zone a request names, when it is a real one; else the server's. */
export function timeZoneOf(header: string | string[] | undefined): string {
  const named = Array.isArray(header) ? header[0] : header;
  return named && isZone(named) ? named : SERVER_TIME_ZONE;
}

/** An instant (epoch milliseconds) as dayjs' `format` in the zone (the server's when none is given). */
export function formatInZone(epochMs: number, format: string, zone: string = SERVER_TIME_ZONE): string {
  return zone === SERVER_TIME_ZONE ? dayjs(epochMs).format(format) : dayjs(epochMs).tz(zone).format(format);
}
