import { afterEach, describe, expect, it, vi } from 'vitest';
import { cellText, fileRefusal, pageOf, rowsRefusal, toPreviewRows, withCell, withoutRow } from '../../../src/crud/excel-import/import-rules.ts';
import { openDownload } from '../../../src/crud/excel-import/open-download.ts';

afterEach(() => vi.restoreAllMocks());

describe('what the import wizard refuses before asking the server', () => {
  it('takes xls and xlsx (any case) up to 500 KB, nothing else', () => {
    expect(fileRefusal({ name: 'a.xlsx', size: 500 * 1024 })).toBeNull();
    expect(fileRefusal({ name: 'A.XLS', size: 1 })).toBeNull();
    expect(fileRefusal({ name: 'a.xlsx', size: 500 * 1024 + 1 })).toBe('tooLarge');
    expect(fileRefusal({ name: 'a.csv', size: 1 })).toBe('wrongType');
    expect(fileRefusal({ name: 'xlsx', size: 1 })).toBe('wrongType');
    expect(fileRefusal({ name: 'a.xlsx.exe', size: 1 })).toBe('wrongType');
  });

  it('refuses an empty list and more than 1000 rows', () => {
    expect(rowsRefusal(0)).toBe('empty');
    expect(rowsRefusal(1)).toBeNull();
    expect(rowsRefusal(1000)).toBeNull();
    expect(rowsRefusal(1001)).toBe('tooManyRows');
  });

  it('edits and deletes rows by their own key, and keeps the page within the rows', () => {
    const rows = toPreviewRows([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect(withCell(rows, '1', 'a', 'x').map((row) => row.values.a)).toEqual([1, 'x', 3]);
    expect(withoutRow(rows, '1').map((row) => row.id)).toEqual(['0', '2']);
    expect(pageOf(rows, 2, 2)).toEqual({ page: 2, rows: [rows[2]] });
    expect(pageOf(rows.slice(0, 2), 2, 2)).toEqual({ page: 1, rows: rows.slice(0, 2) });
    expect(pageOf([], 3, 20)).toEqual({ page: 1, rows: [] });
    expect([cellText(null), cellText(3), cellText('a'), cellText({ b: 1 })]).toEqual(['', '3', 'a', '{"b":1}']);
  });
});

describe('the signed download link', () => {
  it('is opened by an <a download> with the file name appended', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    openDownload('/api/file/Download?encryption=abc', '用户 导入.xlsx');
    openDownload('https://files.example/x?e=1');
    expect(clicked.map((a) => [a.getAttribute('href'), a.getAttribute('download')])).toEqual([
      ['/api/file/Download?encryption=abc&name=%E7%94%A8%E6%88%B7%20%E5%AF%BC%E5%85%A5.xlsx', '用户 导入.xlsx'],
      ['https://files.example/x?e=1', ''],
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
