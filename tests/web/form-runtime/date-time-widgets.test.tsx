import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { Language } from '../../../src/form-runtime/widget-contract.ts';
import { dateTimeWidgets } from '../../../src/form-runtime/widgets/date-time/index.ts';
import { storedTime, timeConfig } from '../../../src/form-runtime/widgets/date-time/time-config.ts';

/**
 * The date and time widgets (spec §3 date and time pickers, §4 read-only when inverted, §5 bounds
 * and ':00', §9 yyyy-MM-dd HH:mm): MUI X pickers in the user's language, never a native date input.
 */
const widget = (key: string) => {
  const definition = dateTimeWidgets.find((candidate) => candidate.key === key);
  if (!definition) throw new Error(`no ${key} widget`);
  return definition;
};
const at = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) => new Date(year, month - 1, day, hours, minutes, seconds).getTime();

function renderEdit(key: string, props: Record<string, unknown>, value: unknown, language: Language = 'zh') {
  const { Edit } = widget(key);
  const onChange = vi.fn();
  const item: FormItem = { key, field: 'f', props };
  const view = render(<Edit item={item} id="f" value={value} onChange={onChange} size="small" language={language} />);
  return { onChange, view, item };
}

/** The value the picker's field holds (MUI keeps it in a hidden input carrying the widget's id). */
const fieldValue = (id = 'f') => (document.getElementById(id) as HTMLInputElement).value;

const days = () => new Map(screen.getAllByRole('gridcell').map((cell) => [cell.textContent ?? '', cell]));

describe('date', () => {
  it('is a MUI picker in zh showing the value in its format, with the pickers’ own texts in zh', async () => {
    renderEdit('date', { type: 'date', format: 'yyyy-MM-dd', valueFormat: 'timestamp' }, at(2024, 5, 10));
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(fieldValue()).toBe('2024-05-10');
    fireEvent.click(screen.getByRole('button', { name: '选择日期，已选择2024年5月10日' }));
    expect(await screen.findByText('五月 2024')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(screen.getByRole('button', { name: '清除' })).toBeInTheDocument();
  });

  it('speaks zh-TW and English too', async () => {
    renderEdit('date', { format: 'yyyy-MM-dd' }, at(2024, 5, 10), 'en');
    fireEvent.click(screen.getByRole('button', { name: /^Choose date/ }));
    expect(await screen.findByText('May 2024')).toBeInTheDocument();
    renderEdit('date', { format: 'yyyy-MM-dd' }, null, 'zh-TW');
    expect(screen.getByRole('button', { name: '選擇日期' })).toBeInTheDocument();
  });

  it('shows a date-time without a format as yyyy-MM-dd HH:mm (spec §9)', () => {
    renderEdit('date', { type: 'datetime' }, at(2024, 5, 10, 14, 30, 45));
    expect(fieldValue()).toBe('2024-05-10 14:30');
  });

  it('disables the days outside the bounds, keeping the start’s whole day and the end day', async () => {
    renderEdit('date', { format: 'yyyy-MM-dd', startTime: at(2024, 5, 5, 15, 30), endTime: at(2024, 5, 20, 8) }, at(2024, 5, 10));
    fireEvent.click(screen.getByRole('button', { name: /选择日期/ }));
    await screen.findByText('五月 2024');
    const cells = days();
    expect(cells.get('4')).toBeDisabled();
    expect(cells.get('5')).toBeEnabled();
    expect(cells.get('20')).toBeEnabled();
    expect(cells.get('21')).toBeDisabled();
  });

  it('stores a picked day as epoch milliseconds at the start of the day', async () => {
    const { onChange } = renderEdit('date', { format: 'yyyy-MM-dd' }, at(2024, 5, 10));
    fireEvent.click(screen.getByRole('button', { name: /选择日期/ }));
    await screen.findByText('五月 2024');
    fireEvent.click(days().get('12') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(at(2024, 5, 12));
  });

  it('reads and stores text in a valueFormat other than timestamp', async () => {
    const { onChange } = renderEdit('date', { format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }, '2024-06-03');
    expect(fieldValue()).toBe('2024-06-03');
    fireEvent.click(screen.getByRole('button', { name: /选择日期/ }));
    await screen.findByText('六月 2024');
    fireEvent.click(days().get('5') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith('2024-06-05');
  });

  it('becomes read-only when the start is after the end (spec §4)', () => {
    renderEdit('date', { format: 'yyyy-MM-dd', startTime: at(2024, 6, 5), endTime: at(2024, 5, 20) }, null);
    for (const section of screen.getAllByRole('spinbutton')) expect(section).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByRole('button', { name: /选择日期/ })).toBeDisabled();
  });

  it('shows the formatted value read-only', () => {
    const { View } = widget('date');
    render(
      <View
        item={{ key: 'date', field: 'f', props: { type: 'month', format: 'yyyy-MM', valueFormat: 'yyyy-MM' } }}
        value="2024-05"
        size="small"
        language="zh"
      />,
    );
    expect(screen.getByText('2024-05')).toBeInTheDocument();
  });
});

describe('dateRange', () => {
  it('emits [start, end] and bounds the end by the start', async () => {
    const { onChange, view, item } = renderEdit('dateRange', { type: 'daterange', format: 'yyyy-MM-dd' }, [at(2024, 5, 10), null]);
    expect(screen.getAllByText('至')).not.toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: /选择日期/ })[1]);
    await screen.findByText('五月 2024');
    const cells = days();
    expect(cells.get('9')).toBeDisabled();
    fireEvent.click(cells.get('15') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith([at(2024, 5, 10), at(2024, 5, 15)]);
    const { View } = widget('dateRange');
    view.rerender(<View item={item} value={[at(2024, 5, 10), at(2024, 5, 15)]} size="small" language="zh" />);
    expect(screen.getByText('2024-05-10 至 2024-05-15')).toBeInTheDocument();
  });

  it('shows its message once, under the start, on one line across the range', () => {
    const { Edit } = widget('dateRange');
    const item: FormItem = { key: 'dateRange', field: 'f', props: { type: 'daterange', format: 'yyyy-MM-dd' } };
    render(<Edit item={item} id="f" value={[]} onChange={vi.fn()} size="small" language="zh" error="开始日期不能为空" />);
    const message = screen.getByText('开始日期不能为空');
    expect(message.id).toBe('f-helper-text');
    expect(getComputedStyle(message).whiteSpace).toBe('nowrap');
  });

  it('picks months for the year type (spec §5)', () => {
    renderEdit('dateRange', { type: 'year' }, [at(2024, 3, 1), at(2024, 8, 1)]);
    expect(fieldValue()).toBe('2024-03');
    expect(fieldValue('f-end')).toBe('2024-08');
  });
});

describe('time', () => {
  it('reads a time without seconds with :00 and disables hours before the start (08:30 → 08:30:00)', async () => {
    renderEdit('time', { format: 'HH:mm:ss', startTime: '08:30', endTime: '17:00' }, '09:15');
    expect(fieldValue()).toBe('09:15:00');
    fireEvent.click(screen.getByRole('button', { name: /选择时间/ }));
    const hours = within(await screen.findByRole('listbox', { name: '选择 小时' }));
    expect(hours.getByRole('option', { name: '7小时' })).toHaveAttribute('aria-disabled', 'true');
    expect(hours.getByRole('option', { name: '8小时' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(hours.getByRole('option', { name: '17小时' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(hours.getByRole('option', { name: '18小时' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('stores a time in its format, moved into the range when typed outside it', () => {
    const config = timeConfig({ format: 'HH:mm', startTime: '08:30', endTime: '17:00:00' });
    expect(config.bounds).toMatchObject({ min: '08:30:00', max: '17:00:00' });
    const dayAt = (hours: number, minutes: number) => {
      const date = new Date();
      date.setHours(hours, minutes, 0, 0);
      return date;
    };
    // dayjs values as the picker hands them
    return import('dayjs').then(({ default: dayjs }) => {
      expect(storedTime(dayjs(dayAt(9, 5)), config)).toBe('09:05');
      expect(storedTime(dayjs(dayAt(7, 0)), config)).toBe('08:30');
      expect(storedTime(dayjs(dayAt(18, 0)), config)).toBe('17:00');
      expect(storedTime(dayjs(dayAt(9, 5)), timeConfig({}))).toBe('09:05:00');
    });
  });

  it('becomes read-only when the start is after the end', () => {
    renderEdit('time', { startTime: '18:00', endTime: '08:00' }, null);
    for (const section of screen.getAllByRole('spinbutton')) expect(section).toHaveAttribute('aria-readonly', 'true');
  });
});

describe('timeRange', () => {
  it('shows both ends, emits [start, end], and an empty list once both ends are cleared', () => {
    const { onChange, view, item } = renderEdit('timeRange', { format: 'HH:mm:ss' }, ['08:00', '12:30:15']);
    expect(fieldValue()).toBe('08:00:00');
    expect(fieldValue('f-end')).toBe('12:30:15');
    fireEvent.click(screen.getAllByRole('button', { name: '清除' })[0]);
    expect(onChange).toHaveBeenLastCalledWith([null, '12:30:15']);
    const { Edit } = widget('timeRange');
    view.rerender(<Edit item={item} id="f" value={[null, '12:30:15']} onChange={onChange} size="small" language="zh" />);
    fireEvent.click(screen.getAllByRole('button', { name: '清除' }).at(-1) as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(widget('timeRange').emptyValue).toEqual([]);
  });
});
