import { useCallback, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { TREE_KINDS, type AuthorizeGrants, type AuthorizeKind } from './authorize-api.ts';
import type { AuthorizeTexts } from './messages.ts';
import { TreeChecklist } from './tree-checklist.tsx';
import type { AuthorizeSteps } from './use-authorize-steps.ts';

export interface AuthorizeStepsViewProps {
  steps: AuthorizeSteps;
  texts: AuthorizeTexts;
  /** the step after the trees (批量授权's 选择角色) */
  extra?: { label: string; content: ReactNode };
  /** 保存 shows only when the user may save */
  canSave: boolean;
  onSave: (grants: AuthorizeGrants) => Promise<void>;
  onCancel?: () => void;
}

/** The current tree, or why it is not there yet. */
function StepBody({ steps, texts, kind }: { steps: AuthorizeSteps; texts: AuthorizeTexts; kind: AuthorizeKind }) {
  const { choose, tree } = steps;
  const onChange = useCallback((update: (chosen: ReadonlySet<string>) => ReadonlySet<string>) => choose(kind, update), [choose, kind]);
  if (steps.failed)
    return (
      <Stack alignItems="center" spacing={1} sx={{ p: 4 }} data-testid="authorize-load-failed">
        <Typography color="text.secondary">{texts.loadFailed}</Typography>
        <Button onClick={steps.retry}>{texts.retry}</Button>
      </Stack>
    );
  if (!tree)
    return (
      <Stack direction="row" alignItems="center" spacing={1} sx={{ p: 4 }} data-testid="authorize-loading">
        <CircularProgress size={20} />
        <Typography color="text.secondary">{texts.loading}</Typography>
      </Stack>
    );
  return <TreeChecklist key={kind} index={tree.index} chosen={tree.chosen} onChange={onChange} texts={texts} testId={`authorize-tree-${kind}`} />;
}

/**
 * The authorise steps as JNPF's AuthorizeForm shows them: the step bar (系统权限 … 数据权限, and
 * 选择角色 for a batch), the current step's tree checklist, and 上一步 / 下一步 / 保存; 保存 is
 * for the last step, once every tree has been read for the final choice, and sends all tabs at once.
 */
export function AuthorizeStepsView({ steps, texts, extra, canSave, onSave, onCancel }: AuthorizeStepsViewProps) {
  const [saving, setSaving] = useState(false);
  const labels = [...TREE_KINDS.map((kind) => texts.steps[kind]), ...(extra ? [extra.label] : [])];
  const last = steps.active === steps.stepCount - 1;
  const save = async () => {
    setSaving(true);
    try {
      await onSave(steps.grants());
    } catch {
      // the request client has shown the reason; the choice stays for another try
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="authorize-steps" data-step={steps.kind ?? 'extra'}>
      <Stepper activeStep={steps.active} alternativeLabel>
        {labels.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ height: 420, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
        {steps.kind ? <StepBody steps={steps} texts={texts} kind={steps.kind} /> : extra?.content}
      </Box>
      <Stack direction="row" justifyContent="flex-end" spacing={1}>
        {onCancel && <Button onClick={onCancel}>{texts.cancel}</Button>}
        <Button data-testid="authorize-prev" disabled={steps.active === 0 || saving} onClick={steps.prev}>
          {texts.prev}
        </Button>
        <Button data-testid="authorize-next" variant="outlined" disabled={last || steps.loading || steps.failed} onClick={steps.next}>
          {texts.next}
        </Button>
        {canSave && (
          <Button data-testid="authorize-save" variant="contained" disabled={!last || steps.loading || saving} onClick={() => void save()}>
            {texts.save}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
