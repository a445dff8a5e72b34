import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { saveAuthority, type AuthorizeObjectType, type AuthorizeTargets } from './authorize-api.ts';
import { AuthorizeStepsView } from './authorize-steps-view.tsx';
import { fill } from './messages.ts';
import { useAuthorizeSteps } from './use-authorize-steps.ts';
import { useAuthorizeTexts } from './use-authorize-texts.ts';
import { useSavedGrant } from './use-saved-grant.ts';

export interface AuthorizeTarget {
  id: string;
  objectType: AuthorizeObjectType;
  /** shown in the title */
  name: string;
}

/** The grant of one object as the batch grant's targets (to know whether it touches the signed-in user). */
export const targetsOf = ({ id, objectType }: Pick<AuthorizeTarget, 'id' | 'objectType'>): AuthorizeTargets => ({
  roleIds: objectType === 'Role' ? [id] : [],
  positionIds: objectType === 'Position' ? [id] : [],
  userIds: objectType === 'User' ? [id] : [],
});

/** The steps of one object, saved with PUT Authority/Data/{id}; shared by the dialog and the 权限授权 page. */
export function AuthorizeObjectSteps({
  target,
  canSave,
  onSaved,
  onCancel,
}: {
  target: AuthorizeTarget;
  canSave: boolean;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const texts = useAuthorizeTexts();
  const steps = useAuthorizeSteps({ objectId: target.id, objectType: target.objectType, takeHeld: true });
  const saved = useSavedGrant(texts);
  return (
    <AuthorizeStepsView
      steps={steps}
      texts={texts}
      canSave={canSave}
      onCancel={onCancel}
      onSave={async (grants) => {
        saved(await saveAuthority(target.id, target.objectType, grants), targetsOf(target));
        onSaved();
      }}
    />
  );
}

/** 角色权限 / 岗位权限 / 用户权限 - {name}: the authorise steps of one object in a dialog. */
export function AuthorizeDialog({ target, canSave, onClose }: { target: AuthorizeTarget; canSave: boolean; onClose: () => void }) {
  const texts = useAuthorizeTexts();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="authorize-dialog">
      <DialogTitle sx={{ pr: 6 }}>
        {fill(texts.titleOf, { kind: texts.titles[target.objectType], name: target.name })}
        <IconButton aria-label={texts.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <AuthorizeObjectSteps target={target} canSave={canSave} onSaved={onClose} onCancel={onClose} />
      </DialogContent>
    </Dialog>
  );
}
