import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatInZone, SERVER_TIME_ZONE, timeZoneOf } from '../../server/core/i18n/time-zone.ts';
import { loadExcelJS, workbookOf } from '../../server/crud/excel-workbook.ts';

/** Dates the server writes as text follow the reader's zone (server/core/i18n/time-zone.ts). */
describe('time zone of a request', () => {
  it('takes a real IANA zone from the header and nothing else', () => {
    expect(timeZoneOf('Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(timeZoneOf(['Europe/Berlin', 'Asia/Tokyo'])).toBe('Europe/Berlin');
    // names browsers send that Intl.supportedValuesOf does not list (links, newer names)
    for (const zone of ['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'Etc/UTC', 'Etc/GMT-8', 'America/Argentina/Buenos_Aires'])
      expect(timeZoneOf(zone)).toBe(zone);
    for (const named of [undefined, '', 'Mars/Olympus', '../../etc/passwd', 'Asia/Shanghai\n', 'x'.repeat(10_000)])
      expect(timeZoneOf(named)).toBe(SERVER_TIME_ZONE);
  });

  it('formats an instant in the zone', () => {
    const instant = Date.UTC(2026, 2, 4, 20, 30, 0);
    expect(formatInZone(instant, 'YYYY-MM-DD HH:mm', 'Asia/Shanghai')).toBe('2026-03-05 04:30');
    expect(formatInZone(instant, 'YYYY-MM-DD HH:mm', 'Asia/Kolkata')).toBe('2026-03-05 02:00');
    expect(formatInZone(instant, 'YYYY-MM-DD HH:mm', 'America/New_York')).toBe('2026-03-04 15:30');
    expect(formatInZone(instant, 'YYYY-MM-DD HH:mm')).toBe(dayjs(instant).format('YYYY-MM-DD HH:mm'));
  });

  it('writes spreadsheet dates in the reader’s zone', async () => {
    const instant = Date.UTC(2026, 2, 4, 20, 30, 0);
    const columns = [{ field: 'arrived', label: { zh: '到港', 'zh-TW': '到港', en: 'Arrived' }, format: 'date' as const }];
    const bytes = await workbookOf('t', columns, [{ arrived: instant }], 'zh', 'Asia/Shanghai');
    const { Workbook } = await loadExcelJS();
    const book = new Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(2).getCell(1).value).toBe('2026-03-05');
  });
});
