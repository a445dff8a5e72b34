import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { WidgetDefinition } from '../../src/form-runtime/widget-contract.ts';
import { textInterfaceWidgets } from '../../src/features/interface-pickers/text-widgets.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../src/features/interface-pickers/autocomplete.tsx';
import { setUpInProcessServer } from './in-process-server.ts';
import { createStaticInterface, signedInForInterfaces } from './interface-kit.ts';

/**
 * `autoComplete` (contract §7.2 `interfaceId`, `relationField`, `total`; spec lowcode §7: "uses
 * pageSize 10000, sets the '@keyword' parameter to the typed text, and shows at most the total
 * (default 50) items"; §8 a failed lookup is silent), against the real app and a static interface
 * created through its API.
 */
const { server, forward } = setUpInProcessServer();
const session = signedInForInterfaces();

const widget = textInterfaceWidgets.find((definition) => definition.key === 'autoComplete') as WidgetDefinition;

const PLATES = Array.from({ length: 60 }, (_, index) => ({ id: `veh-${index}`, plateNo: `沪A${String(10000 + index)}`, fleet: index % 2 ? '东海' : '北仑' }));

function renderEdit(item: FormItem, record: Record<string, unknown> = {}) {
  const changes: unknown[] = [];
  function Host() {
    const [value, setValue] = useState<unknown>('');
    return (
      <widget.Edit
        item={item}
        id="plate"
        value={value}
        size="default"
        language="zh"
        readRecord={() => record}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Host />);
  return changes;
}

/** The list requests the widget sends (the real app still answers them). */
function watchList(): { bodies: Record<string, unknown>[]; answered: number } {
  const seen = { bodies: [] as Record<string, unknown>[], answered: 0 };
  server.use(
    http.post('*/api/system/DataInterface/:id/Action/List', async ({ request }) => {
      seen.bodies.push((await request.clone().json()) as Record<string, unknown>);
      const answer = await forward(request);
      seen.answered += 1;
      return answer;
    }),
  );
  return seen;
}

const input = () => screen.getByRole('combobox') as HTMLInputElement;
const suggestions = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

function type(text: string) {
  act(() => input().focus());
  fireEvent.change(input(), { target: { value: text } });
}

describe('autoComplete', () => {
  it('keeps the typed text as the value and asks once, after the pause, with pageSize 10000 and @keyword', async () => {
    const id = await createStaticInterface(session.token(), PLATES);
    const list = watchList();
    const changes = renderEdit(
      {
        key: 'autoComplete',
        field: 'plate',
        props: { interfaceId: id, relationField: 'plateNo', total: 5, templateJson: [{ field: 'fleet', relationField: 'fleetName', defaultValue: '' }] },
      },
      { fleetName: '东海' },
    );
    type('沪A');
    fireEvent.change(input(), { target: { value: '沪A1000' } });
    expect(changes).toEqual(['沪A', '沪A1000']);
    expect(input().value).toBe('沪A1000');
    await waitFor(() => expect(suggestions()).toHaveLength(5));
    expect(suggestions()).toEqual(['沪A10000', '沪A10001', '沪A10002', '沪A10003', '沪A10004']);
    // the pause swallowed the first keystroke: one request, for the last text
    expect(list.bodies).toHaveLength(1);
    expect(list.bodies[0]).toMatchObject({
      keyword: '沪A1000',
      currentPage: 1,
      pageSize: 10000,
      relationField: 'plateNo',
      paramList: [
        { field: 'fleet', relationField: 'fleetName', defaultValue: '东海' },
        { field: 'keyword', defaultValue: '沪A1000' },
      ],
    });
    fireEvent.click(within(screen.getByRole('listbox')).getByText('沪A10003'));
    expect(changes.at(-1)).toBe('沪A10003');
    expect(input().value).toBe('沪A10003');
  });

  it('shows at most 50 suggestions by default', async () => {
    const id = await createStaticInterface(session.token(), PLATES);
    renderEdit({ key: 'autoComplete', field: 'plate', props: { interfaceId: id, relationField: 'plateNo' } });
    type('沪');
    await waitFor(() => expect(suggestions()).toHaveLength(50), { timeout: AUTOCOMPLETE_DEBOUNCE_MS + 3000 });
  });

  it('offers nothing and says nothing when the interface fails', async () => {
    const list = watchList();
    const changes = renderEdit({ key: 'autoComplete', field: 'plate', props: { interfaceId: 'no-such-interface', relationField: 'plateNo' } });
    type('沪');
    // while asking it says so; once refused, no list is left open (a free-text field offers nothing then)
    await waitFor(() => expect(screen.getByText('加载中...')).toBeInTheDocument());
    await waitFor(() => expect(list.answered).toBe(1), { timeout: AUTOCOMPLETE_DEBOUNCE_MS + 3000 });
    await waitFor(() => expect(screen.queryByText('加载中...')).toBeNull());
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(session.errors).toEqual([]);
    expect(changes).toEqual(['沪']);
  });

  it('is the text when read-only', () => {
    render(<widget.View item={{ key: 'autoComplete', field: 'plate', props: {} }} value="沪A12345" size="default" language="en" />);
    expect(screen.getByText('沪A12345')).toBeInTheDocument();
  });
});
