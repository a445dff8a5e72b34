import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import { paramListOf, sessionParamUser } from '../../src/features/interface-pickers/param-fill.ts';
import { keywordParams, suggestionsOf } from '../../src/features/interface-pickers/suggestions.ts';
import { sessionStore } from '../../src/lib/auth/session-store.ts';
import type { SessionState } from '../../src/lib/auth/session-store.ts';

/**
 * The select popup's parameter fill (spec lowcode §7: "createUser gets the userId, createTime the
 * current timestamp, currOrganize the organizeId, currPosition the first position id. Other items
 * take form field values or defaults"; issue 13 point 1), and the autocomplete's keyword.
 */
const picker = (templateJson: unknown, props: Record<string, unknown> = {}): FormItem => ({
  key: 'popupSelect',
  field: 'vehicle',
  props: { templateJson, ...props },
});
const USER = { userId: 'u-7', organizeId: 'org-ops', positionIds: ['pos-dispatch', 'pos-clerk'] };

afterEach(() => vi.restoreAllMocks());

describe('paramListOf', () => {
  it('gives the system entries the user, the time, the organisation and the first position', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_760_000_000_000);
    const item = picker([
      { field: 'creator', relationField: 'creatorUserId', jnpfKey: 'createUser', defaultValue: 'x' },
      { field: 'at', relationField: 'creatorTime', jnpfKey: 'createTime' },
      { field: 'org', relationField: 'organize', jnpfKey: 'currOrganize' },
      { field: 'pos', relationField: 'position', jnpfKey: 'currPosition' },
    ]);
    // the system values win over what the record holds for those fields
    const record = { creatorUserId: 'someone-else', organize: 'other-org' };
    expect(paramListOf(item, record, USER).map((entry) => [entry.field, entry.defaultValue])).toEqual([
      ['creator', 'u-7'],
      ['at', 1_760_000_000_000],
      ['org', 'org-ops'],
      ['pos', 'pos-dispatch'],
    ]);
  });

  it('takes a related form field’s value, empty text when it is empty, and the default otherwise', () => {
    const item = picker([
      { field: 'fleet', relationField: 'fleetName', defaultValue: '东海车队', dataType: 'varchar' },
      { field: 'cleared', relationField: 'note', defaultValue: 'd' },
      { field: 'absent', relationField: 'notAField', defaultValue: 'fallback' },
      { field: 'fixed', defaultValue: 42, dataType: 'int' },
      { relationField: 'no field name is skipped' },
    ]);
    expect(paramListOf(item, { fleetName: '北仑车队', note: null }, USER)).toEqual([
      { field: 'fleet', defaultValue: '北仑车队', relationField: 'fleetName', dataType: 'varchar' },
      { field: 'cleared', defaultValue: '', relationField: 'note' },
      { field: 'absent', defaultValue: 'fallback', relationField: 'notAField' },
      { field: 'fixed', defaultValue: 42, dataType: 'int' },
    ]);
  });

  it('reads a sub-table column named {table}-{column} from the row it is handed', () => {
    const item = picker([{ field: 'plate', relationField: 'tableField101-plateNo' }]);
    expect(paramListOf(item, { plateNo: '沪A12345' }, USER)[0].defaultValue).toBe('沪A12345');
  });

  it('accepts templateJson as JSON text and ignores what is not a list', () => {
    expect(paramListOf(picker(JSON.stringify([{ field: 'a', defaultValue: 1 }])), {}, USER)).toEqual([{ field: 'a', defaultValue: 1 }]);
    expect(paramListOf(picker('not json'), {}, USER)).toEqual([]);
    expect(paramListOf(picker({ field: 'a' }), {}, USER)).toEqual([]);
  });

  it('takes the user from the session by default', () => {
    vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue({
      userInfo: { userId: 'admin', organizeId: 'org-hq', positionIds: [{ id: 'pos-a' }, { id: 'pos-b' }] },
    } as unknown as SessionState);
    expect(sessionParamUser()).toEqual({ userId: 'admin', organizeId: 'org-hq', positionIds: ['pos-a', 'pos-b'] });
    const item = picker([
      { field: 'u', jnpfKey: 'createUser' },
      { field: 'p', jnpfKey: 'currPosition' },
    ]);
    expect(paramListOf(item, {}).map((entry) => entry.defaultValue)).toEqual(['admin', 'pos-a']);
  });
});

describe('the autocomplete’s request and suggestions', () => {
  it("sets the keyword parameter to the typed text, replacing the template's own", () => {
    const item = picker([
      { field: 'keyword', defaultValue: 'old' },
      { field: 'fleet', defaultValue: '东海车队' },
    ]);
    expect(keywordParams(item, '沪A', {})).toEqual([
      { field: 'fleet', defaultValue: '东海车队' },
      { field: 'keyword', defaultValue: '沪A' },
    ]);
  });

  it('shows each relationField text once, at most total (default 50)', () => {
    const rows = Array.from({ length: 80 }, (_, index) => ({ plateNo: `P${index % 70}` }));
    expect(suggestionsOf(picker([], { relationField: 'plateNo' }), rows)).toHaveLength(50);
    expect(suggestionsOf(picker([], { relationField: 'plateNo', total: 3 }), rows)).toEqual(['P0', 'P1', 'P2']);
    expect(suggestionsOf(picker([], { relationField: 'plateNo', total: 100 }), rows)).toHaveLength(70);
    expect(suggestionsOf(picker([]), [{ fullName: 'a' }, { fullName: '' }, { fullName: null }, { fullName: 'a' }])).toEqual(['a']);
  });
});
