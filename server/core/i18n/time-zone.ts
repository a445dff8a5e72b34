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

/** The IANA names this runtime knows; a header naming anything else is ignored, never echoed or cached. */
const KNOWN_ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/** The zone a request names, when it is a real one; else the server's. */
export function timeZoneOf(header: string | string[] | undefined): string {
  const named = Array.isArray(header) ? header[0] : header;
  return named && KNOWN_ZONES.has(named) ? named : SERVER_TIME_ZONE;
}

/** An instant (epoch milliseconds) as dayjs' `format` in the zone (the server's when none is given). */
export function formatInZone(epochMs: number, format: string, zone: string = SERVER_TIME_ZONE): string {
  return zone === SERVER_TIME_ZONE ? dayjs(epochMs).format(format) : dayjs(epochMs).tz(zone).format(format);
}
