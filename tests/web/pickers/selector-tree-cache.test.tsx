import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { node, ok, renderWidget, setUpPickerTests } from './picker-kit.tsx';
import { PositionPickerWidget } from '../../../src/features/pickers/tree-pickers.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken } from '../../../src/lib/storage/jnpf-storage.ts';

/**
 * Issue 17, the user dialog's reopening: a selector tree is asked for when a field needs it to name
 * what it holds, once for every field of the same selector, again whenever a picker's dialog opens,
 * and never shared across a sign-out.
 */
const server = setUpPickerTests();
const STRING = { type: 'string', maxLength: 2000 } as const;

/** Serves the position tree, its position named `name`; answers how many times it was asked for. */
function servePositions(name: () => string): { asked: () => number } {
  let asked = 0;
  server.use(
    http.get('/api/permission/Position/Selector', () => {
      asked += 1;
      return HttpResponse.json(
        ok({ list: [{ id: 'g', fullName: '港口集团', type: 'company', children: [{ id: 'p1', fullName: name(), type: 'position' }] }] }),
      );
    }),
  );
  return { asked: () => asked };
}

const fieldTexts = () => screen.getAllByTestId('picker-field-input').map((input) => (input as HTMLInputElement).value);

describe('selector trees (issue 17)', () => {
  it('an empty picker asks for its tree only when its dialog opens', async () => {
    const served = servePositions(() => '信息主管');
    renderWidget(PositionPickerWidget, { value: '', schema: STRING });
    renderWidget(PositionPickerWidget, { value: '', schema: STRING });
    // a request made on mount would have been answered by now
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(served.asked()).toBe(0);
    fireEvent.click(screen.getAllByTestId('picker-field-input')[0] as HTMLElement);
    await waitFor(() => expect(node('p1')).toBeInTheDocument());
    expect(served.asked()).toBe(1);
  });

  it('fields holding ids share one load; opening a picker reads the tree again', async () => {
    let name = '信息主管';
    const served = servePositions(() => name);
    renderWidget(PositionPickerWidget, { value: 'p1', schema: STRING });
    renderWidget(PositionPickerWidget, { value: 'p1', schema: STRING });
    await waitFor(() => expect(fieldTexts()).toEqual(['信息主管', '信息主管']));
    expect(served.asked()).toBe(1);
    // a field mounted later (the dialog opened again) is named without asking
    cleanup();
    renderWidget(PositionPickerWidget, { value: 'p1', schema: STRING });
    expect(fieldTexts()).toEqual(['信息主管']);
    expect(served.asked()).toBe(1);
    name = '信息总监';
    fireEvent.click(screen.getByTestId('picker-field-input'));
    await waitFor(() => expect(node('p1')).toHaveTextContent('信息总监'));
    expect(served.asked()).toBe(2);
  });

  it('forgets the trees when the session ends: the next user is shown their own', async () => {
    let name = '信息主管';
    const served = servePositions(() => name);
    renderWidget(PositionPickerWidget, { value: 'p1', schema: STRING });
    await waitFor(() => expect(fieldTexts()).toEqual(['信息主管']));
    cleanup();
    act(() => resetSession());
    setToken('bearer other');
    setSessionToken('bearer other');
    name = '调度员';
    renderWidget(PositionPickerWidget, { value: 'p1', schema: STRING });
    // not the last user's tree, not even for a moment
    expect(fieldTexts()).toEqual(['p1']);
    await waitFor(() => expect(fieldTexts()).toEqual(['调度员']));
    expect(served.asked()).toBe(2);
  });
});
