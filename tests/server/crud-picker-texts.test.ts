import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from './helpers/test-app.ts';
import { entityDefinitions, type EntityDefinition } from '../../server/crud/entity-definition.ts';
import type { OperationContext } from '../../server/crud/operations/context.ts';
import { createRecord } from '../../server/crud/operations/create.ts';
import { listPage } from '../../server/crud/operations/list-page.ts';
import { readRecord } from '../../server/crud/operations/info.ts';
import { registerInterfaceEcho, type InterfaceEcho } from '../../server/crud/picker-texts.ts';
import { echoRows } from '../../server/features/data-interface/echo.ts';

/**
 * Lists of forms with pop-up pickers (spec lowcode §3: the value under {field}_id, the display
 * text under {field}): the generic list's rows carry both, the text from the picker's data
 * interface through the echo-back the composition root registers (server/crud/picker-texts.ts);
 * a record's info keeps the id for the edit form. The entity is the user group with its
 * description made a picker over the demo's vehicles, so no schema has to exist for the test.
 */
const vehiclePicker = { interfaceId: 'di-demo-vehicles', propsValue: 'id', relationField: 'plateNo' };

function groupWithPicker(key: 'popupSelect' | 'popupTableSelect', interfaceId = vehiclePicker.interfaceId): EntityDefinition {
  const group = entityDefinitions.group;
  return {
    ...group,
    formItems: [...group.formItems.filter((item) => item.field !== 'description'), { key, field: 'description', props: { ...vehiclePicker, interfaceId } }],
  };
}

/** The feature's echo-back as the composition root wires it. */
const featureEcho =
  (t: TestApp): InterfaceEcho =>
  async ({ interfaceId, propsValue, relationField, ids, caller }) => {
    const rows = await echoRows(t.services, { userId: caller.userId, ip: '', device: '', language: caller.language }, interfaceId, {
      ids,
      propsValue,
      relationField,
    });
    return new Map(rows.map((row) => [String(row.id), String(row[relationField] ?? '')]));
  };

describe.each(databases())('pop-up picker texts in generic lists on %s', (target) => {
  let t: TestApp;
  const contextFor = (entity: EntityDefinition): OperationContext => ({
    db: t.services.db,
    grants: t.services.authorization,
    caller: { userId: 'user-admin', language: 'zh', isAdministrator: true },
    entity,
    overrides: {},
  });
  const listed = async (entity: EntityDefinition) =>
    Object.fromEntries((await listPage(contextFor(entity), { keyword: 'picker-' })).list.map((row) => [row.enCode, row]));

  beforeAll(async () => {
    t = await createTestApp(target);
    const plain = contextFor(entityDefinitions.group);
    for (const [enCode, description] of [
      ['picker-one', 'veh-05'],
      ['picker-two', 'veh-01,veh-02'],
      ['picker-unknown', 'veh-99'],
      ['picker-empty', ''],
    ]) {
      await createRecord(plain, { fullName: enCode, enCode, type: 'gtype-work', description });
    }
  });
  afterAll(async () => t?.close());

  it('shows the display text under the field and the stored id under {field}_id; unknown ids show nothing', async () => {
    registerInterfaceEcho(t.services.db, featureEcho(t));
    const rows = await listed(groupWithPicker('popupSelect'));
    expect(rows['picker-one']).toMatchObject({ description_id: 'veh-05', description: '浙B8M261' });
    expect(rows['picker-unknown']).toMatchObject({ description_id: 'veh-99', description: '' });
    expect(rows['picker-empty']).toMatchObject({ description_id: '', description: '' });
    // the edit form reads the record's info: the id, never the text
    const id = String(rows['picker-one']?.id);
    expect(await readRecord(contextFor(groupWithPicker('popupSelect')), id)).toMatchObject({ description: 'veh-05' });
    expect(await readRecord(contextFor(groupWithPicker('popupSelect')), id)).not.toHaveProperty('description_id');
  });

  it('joins the texts of a table picker’s several ids', async () => {
    registerInterfaceEcho(t.services.db, featureEcho(t));
    const rows = await listed(groupWithPicker('popupTableSelect'));
    expect(rows['picker-two']).toMatchObject({ description_id: 'veh-01,veh-02', description: '沪A12345,沪A26870' });
  });

  it('asks the echo-back once per field with the distinct ids, and a failing interface leaves the texts empty', async () => {
    const asked: string[][] = [];
    registerInterfaceEcho(t.services.db, async (request) => {
      asked.push(request.ids);
      return featureEcho(t)(request);
    });
    await listed(groupWithPicker('popupSelect'));
    expect(asked).toHaveLength(1);
    expect([...(asked[0] ?? [])].sort()).toEqual(['veh-01,veh-02', 'veh-05', 'veh-99']);

    registerInterfaceEcho(t.services.db, featureEcho(t));
    const rows = await listed(groupWithPicker('popupSelect', 'di-no-such-interface'));
    expect(rows['picker-one']).toMatchObject({ description_id: 'veh-05', description: '' });
  });
});
