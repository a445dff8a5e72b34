import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Button, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { entityResources } from '../../lib/data/entity-resource.ts';
import { LIST_BUTTONS } from '../../lib/auth/page-permissions.ts';
import { usePageKeyPermissions } from '../../lib/auth/use-page-key-permissions.ts';
import { saveBatchAuthority } from './authorize-api.ts';
import { AuthorizeStepsView } from './authorize-steps-view.tsx';
import { NO_OBJECTS, ObjectChoiceStep, targetsOfChosen, type ChosenObjects } from './object-choice-step.tsx';
import { useAuthorizeSteps } from './use-authorize-steps.ts';
import { useAuthorizeTexts } from './use-authorize-texts.ts';
import { useSavedGrant } from './use-saved-grant.ts';

const ROLE_PAGE = entityResources.role.page ?? 'permission/role';

/**
 * The trees a batch grant reads: the whole choice, held by no one (objectId 0, as JNPF's batch
 * dialog asks), each starting empty since a batch grant only adds.
 */
const BATCH_OBJECT = '0';

function BatchAuthorizeDialog({ onClose }: { onClose: () => void }) {
  const texts = useAuthorizeTexts();
  const notify = useNotify();
  const saved = useSavedGrant(texts);
  const steps = useAuthorizeSteps({ objectId: BATCH_OBJECT, objectType: 'Role', takeHeld: false, extraSteps: 1 });
  const [chosen, setChosen] = useState<ChosenObjects>(NO_OBJECTS);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="authorize-batch-dialog">
      <DialogTitle sx={{ pr: 6 }}>
        {texts.batch}
        <IconButton aria-label={texts.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <AuthorizeStepsView
          steps={steps}
          texts={texts}
          canSave
          onCancel={onClose}
          extra={{ label: texts.steps.object, content: <ObjectChoiceStep chosen={chosen} onChange={setChosen} texts={texts} /> }}
          onSave={async (grants) => {
            const targets = targetsOfChosen(chosen);
            if (targets.roleIds.length + targets.positionIds.length + targets.userIds.length === 0) {
              notify(texts.chooseObject, { type: 'warning', autoHideDuration: 1500, messageArgs: { _: texts.chooseObject } });
              return;
            }
            saved(await saveBatchAuthority(targets, grants), targets);
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * 批量授权 on the role list's toolbar (issue 15 point 1): the authorise steps plus 选择角色, adding
 * the grants to every chosen role, position and user. Granting edits roles, so it needs btn_edit.
 */
export function BatchAuthorizeButton(_props: Record<string, never>) {
  const texts = useAuthorizeTexts();
  const can = usePageKeyPermissions(ROLE_PAGE);
  const [open, setOpen] = useState(false);
  if (!can.button(LIST_BUTTONS.edit)) return null;
  return (
    <>
      <Button size="small" variant="outlined" data-testid="authorize-batch-open" onClick={() => setOpen(true)}>
        {texts.batch}
      </Button>
      {open && <BatchAuthorizeDialog onClose={() => setOpen(false)} />}
    </>
  );
}
