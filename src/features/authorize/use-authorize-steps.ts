import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchAuthorizeValues, TREE_KINDS, type AuthorizeGrants, type AuthorizeKind, type AuthorizeObjectType } from './authorize-api.ts';
import { grantsOf, loadedStep, moduleIdsFor, type StepTree, type StepTrees } from './authorize-steps.ts';

export interface AuthorizeStepsOptions {
  /** whose trees are read (a batch grant reads them for no one in particular) */
  objectId: string;
  objectType: AuthorizeObjectType;
  /** start each tree from what the object holds (off for a batch grant, which only adds) */
  takeHeld: boolean;
  /** steps after the trees (the batch grant's 选择角色) */
  extraSteps?: number;
}

export interface AuthorizeSteps {
  /** the current step: 0 to stepCount - 1, the trees first */
  active: number;
  stepCount: number;
  /** the current step's tree kind; null on an extra step */
  kind: AuthorizeKind | null;
  /** the current tree, once loaded for the current choice of the steps before */
  tree: StepTree | undefined;
  loading: boolean;
  /** the current tree's request failed (the request client said why) */
  failed: boolean;
  retry(): void;
  next(): void;
  prev(): void;
  /** changes the chosen leaves of one tree; stable, so tree rows need not redraw */
  choose(kind: AuthorizeKind, update: (chosen: ReadonlySet<string>) => ReadonlySet<string>): void;
  /** what the trees grant now */
  grants(): AuthorizeGrants;
}

/**
 * The steps of the authorise dialog (JNPF AuthorizeForm): one tree per step, each read when its
 * step is entered with what the steps before chose (`moduleIds`), and read again only when that
 * choice changed. 保存 belongs to the last step, so every tree has been read for the final choice.
 */
export function useAuthorizeSteps({ objectId, objectType, takeHeld, extraSteps = 0 }: AuthorizeStepsOptions): AuthorizeSteps {
  const [active, setActive] = useState(0);
  const [trees, setTrees] = useState<StepTrees>({});
  const [failure, setFailure] = useState<string | null>(null);
  // What each tree was last asked with; a late answer to an older question is dropped.
  const asked = useRef<Partial<Record<AuthorizeKind, string>>>({});
  const stepCount = TREE_KINDS.length + extraSteps;
  const kind: AuthorizeKind | null = active < TREE_KINDS.length ? TREE_KINDS[active] : null;
  const moduleIds = useMemo(() => (kind ? moduleIdsFor(kind, trees) : ''), [kind, trees]);
  const tree = kind && trees[kind]?.moduleIds === moduleIds ? trees[kind] : undefined;
  const failureKey = kind ? `${kind}:${moduleIds}` : '';

  // Bumped by 重试: the failed question was forgotten, so the effect asks it again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!kind || asked.current[kind] === moduleIds) return;
    asked.current[kind] = moduleIds;
    fetchAuthorizeValues(objectId, { type: kind, moduleIds, objectType })
      .then((values) => {
        if (asked.current[kind] !== moduleIds) return;
        setTrees((previous) => ({ ...previous, [kind]: loadedStep(previous[kind], values, moduleIds, takeHeld) }));
      })
      .catch(() => {
        // Stays failed (no new request by itself) until 重试; the request client has said why.
        if (asked.current[kind] === moduleIds) setFailure(`${kind}:${moduleIds}`);
      });
  }, [kind, moduleIds, objectId, objectType, takeHeld, attempt]);

  const failed = failure !== null && failure === failureKey;
  const choose = useCallback((target: AuthorizeKind, update: (chosen: ReadonlySet<string>) => ReadonlySet<string>) => {
    setTrees((previous) => {
      const step = previous[target];
      return step ? { ...previous, [target]: { ...step, chosen: update(step.chosen) } } : previous;
    });
  }, []);

  return {
    active,
    stepCount,
    kind,
    tree,
    loading: kind !== null && !tree && !failed,
    failed,
    retry: () => {
      if (kind) delete asked.current[kind];
      setFailure(null);
      setAttempt((count) => count + 1);
    },
    next: () => setActive((step) => Math.min(step + 1, stepCount - 1)),
    prev: () => setActive((step) => Math.max(step - 1, 0)),
    choose,
    grants: () => grantsOf(trees),
  };
}
