import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { UiSchema } from '@rjsf/utils';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import { EntityFormDialog } from '../../crud/entity-form-dialog-lazy.ts';
import { ConfirmDialog, type Confirmation } from '../../components/confirm-dialog.tsx';
import { fieldsOf, removeScheme, saveScheme, schemeResource, schemesOf, toggleScheme } from './scheme-api.ts';
import { groupsOf, schemeProblem, type SchemeField } from './conditions.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { ConditionEditorContext } from './condition-editor-context.ts';
import { SchemesTable } from './schemes-table.tsx';

const MATCH_LOGIC = (schemeResource.bodySchema.properties.matchLogic as { enum?: string[] } | undefined)?.enum ?? ['and', 'or'];

/**
 * A menu's data-permission schemes in a dialog: the list, 新建方案, edit, the 状态 switch and delete
 * (both asked first). The scheme's form is the schema dialog of `moduleDataScheme` with the
 * condition editor in place of its hidden `conditionJson`; a scheme whose conditions are not
 * complete is not sent, and the editor says why under each row. A refusal of the server is shown
 * as it words it (the request client's toast) and the form stays open.
 */
export function DataSchemesDialog({ menu, onClose }: { menu: EntityRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [schemes, setSchemes] = useState<EntityRecord[]>([]);
  const [fields, setFields] = useState<SchemeField[]>([]);
  const [editing, setEditing] = useState<EntityRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const load = useCallback(async () => {
    try {
      setSchemes(await schemesOf(menu.id));
    } catch {
      // the request client has said why
    }
  }, [menu.id]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    fieldsOf(menu.id).then(setFields, () => undefined);
  }, [menu.id]);

  const done = (msg: string | undefined) => {
    const text = msg || translate('entity.saved');
    notify(text, { type: 'success', autoHideDuration: 1500, messageArgs: { _: text } });
    void load();
  };
  const openForm = (scheme: EntityRecord | null) => {
    setEditing(scheme);
    setShowProblems(false);
    setFormOpen(true);
  };

  const uiOverrides = useMemo<UiSchema>(
    () => ({
      conditionJson: { 'ui:widget': ConditionEditor },
      matchLogic: { 'ui:enumNames': MATCH_LOGIC.map((logic) => translate(logic === 'or' ? 'dataScope.matchAny' : 'dataScope.matchAll')) },
    }),
    [translate],
  );
  const editorSettings = useMemo(() => ({ fields, showProblems }), [fields, showProblems]);

  const submit = async (data: Record<string, unknown>) => {
    if (schemeProblem(groupsOf(data.conditionJson), fields, Number(data.allData) === 1)) {
      setShowProblems(true);
      // the dialog stays open; the editor says what is wrong, nothing is sent
      throw new Error('incomplete conditions');
    }
    const msg = await saveScheme(editing?.id, data, menu.id);
    setFormOpen(false);
    done(msg);
  };

  return (
    <>
      <Dialog open onClose={onClose} maxWidth="lg" fullWidth data-testid="data-schemes-dialog">
        <DialogTitle>
          {String(menu.fullName ?? '')} · {translate('dataScope.title')}
        </DialogTitle>
        <DialogContent>
          {Number(menu.isDataAuthorize) !== 1 && (
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="data-schemes-flag-off">
              {translate('dataScope.flagOff')}
            </Alert>
          )}
          <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
            <Button variant="contained" onClick={() => openForm(null)} data-testid="data-schemes-add">
              {translate('dataScope.add')}
            </Button>
          </Stack>
          <SchemesTable
            schemes={schemes}
            onEdit={openForm}
            onToggle={(scheme) =>
              setConfirmation({
                text: translate(scheme.enabledMark === 1 ? 'entity.confirmDisable' : 'entity.confirmEnable'),
                run: async () => done(await toggleScheme(scheme.id)),
              })
            }
            onRemove={(scheme) => setConfirmation({ text: translate('entity.confirmDelete'), run: async () => done(await removeScheme(scheme.id)) })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('dataScope.close')}</Button>
        </DialogActions>
      </Dialog>
      <ConditionEditorContext.Provider value={editorSettings}>
        <EntityFormDialog
          resource={schemeResource}
          record={editing}
          initial={{ moduleId: menu.id }}
          open={formOpen}
          onClose={() => setFormOpen(false)}
          uiOverrides={uiOverrides}
          onSubmit={submit}
        />
      </ConditionEditorContext.Provider>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} testId="data-schemes-confirm" />
    </>
  );
}
