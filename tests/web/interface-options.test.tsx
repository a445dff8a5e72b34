import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { WidgetDefinition } from '../../src/form-runtime/widget-contract.ts';
import { choiceWidgets, clearOptionCache } from '../../src/form-runtime/widgets/choice/index.ts';
import { clearTreeOptionCache, treeWidgets } from '../../src/form-runtime/widgets/tree/index.ts';
import { registerInterfaceOptionSources } from '../../src/features/interface-pickers/option-source.ts';
import { setUpInProcessServer } from './in-process-server.ts';
import { createStaticInterface, signedInForInterfaces } from './interface-kit.ts';

/**
 * Option widgets with `dataType` 'dynamic' (contract §7.2 "Runtime option loading": Preview of
 * `propsUrl` with `{ paramList }`, `data` must be an array; issue 13 point 3 "Option widgets take
 * their options from a data interface too"), against the real app and interfaces created through
 * its API.
 */
const { server, forward } = setUpInProcessServer();
const session = signedInForInterfaces();

beforeAll(() => registerInterfaceOptionSources());
afterEach(() => {
  clearOptionCache();
  clearTreeOptionCache();
});

const TRADES = [
  { code: 'import', name: '进口' },
  { code: 'export', name: '出口' },
];
const BERTHS = [
  { id: 'north', fullName: '北港区', items: [{ id: 'n1', fullName: '1号泊位' }] },
  { id: 'south', fullName: '南港区', items: [{ id: 's1', fullName: '3号泊位' }] },
];

const widgetOf = (key: string): WidgetDefinition => [...choiceWidgets, ...treeWidgets].find((definition) => definition.key === key) as WidgetDefinition;

function renderEdit(item: FormItem) {
  const changes: unknown[] = [];
  const { Edit } = widgetOf(item.key);
  function Host() {
    const [value, setValue] = useState<unknown>(undefined);
    return (
      <Edit
        item={item}
        id="f"
        value={value}
        size="default"
        language="zh"
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

/** Watches the Preview calls: their bodies, and how many the real app has answered. */
function watchPreview(): { bodies: unknown[]; answered: number } {
  const seen = { bodies: [] as unknown[], answered: 0 };
  server.use(
    http.post('*/api/system/DataInterface/:id/Actions/Preview', async ({ request }) => {
      seen.bodies.push(await request.clone().json());
      const answer = await forward(request);
      seen.answered += 1;
      return answer;
    }),
  );
  return seen;
}

describe('option widgets with a data interface', () => {
  it('offers the rows of propsUrl read with props.props.props, and sends the template parameters', async () => {
    const id = await createStaticInterface(session.token(), TRADES);
    const preview = watchPreview();
    const changes = renderEdit({
      key: 'radio',
      field: 'trade',
      props: {
        dataType: 'dynamic',
        propsUrl: id,
        props: { props: { value: 'code', label: 'name' } },
        templateJson: [{ field: 'port', defaultValue: '洋山', dataType: 'varchar' }],
      },
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: '出口' })).toBeInTheDocument());
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['进口', '出口']);
    fireEvent.click(screen.getByRole('radio', { name: '出口' }));
    expect(changes).toEqual(['export']);
    expect(preview.bodies).toEqual([{ paramList: [{ field: 'port', defaultValue: '洋山', dataType: 'varchar' }] }]);
    expect(session.errors).toEqual([]);
  });

  it('reads the rows as a tree with the configured children key (tree select)', async () => {
    const id = await createStaticInterface(session.token(), BERTHS);
    const changes = renderEdit({ key: 'treeSelect', field: 'berth', props: { dataType: 'dynamic', propsUrl: id, props: { props: { children: 'items' } } } });
    const input = screen.getByTestId('tree-select-input');
    act(() => input.focus());
    fireEvent.mouseDown(input);
    const shown = () =>
      within(screen.getByRole('listbox'))
        .queryAllByTestId('tree-select-option')
        .map((li) => li.textContent);
    await waitFor(() => expect(shown()).toEqual(['北港区', '1号泊位', '南港区', '3号泊位']));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('3号泊位'));
    expect(changes).toEqual(['s1']);
  });

  it('offers nothing, silently, when the interface answers no array or does not exist', async () => {
    const id = await createStaticInterface(session.token(), { list: TRADES });
    const preview = watchPreview();
    renderEdit({ key: 'radio', field: 'a', props: { dataType: 'dynamic', propsUrl: id, props: { props: { value: 'code', label: 'name' } } } });
    renderEdit({ key: 'checkbox', field: 'b', props: { dataType: 'dynamic', propsUrl: 'no-such-interface' } });
    // both calls are answered, and no option appears
    await waitFor(() => expect(preview.answered).toBe(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
