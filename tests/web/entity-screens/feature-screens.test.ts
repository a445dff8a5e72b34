import { describe, expect, it } from 'vitest';
import { listAsides, rowExtras, settingsTabs, toolbarExtras } from '../../../src/crud/page-registry.ts';
import { registerFeatureScreens } from '../../../src/app/feature-screens.ts';
import { shellSlots } from '../../../src/shell/shell-slots.ts';

// The generic list page no longer imports the features it serves: they are handed in at start.
describe('feature screens registration seam', () => {
  it('hands the hand-written screens and actions to the generic list page', () => {
    expect(Object.keys(toolbarExtras)).toEqual([]);
    registerFeatureScreens();
    expect(Object.keys(toolbarExtras)).toEqual(['billRule', 'menu', 'role']);
    expect(Object.keys(rowExtras)).toEqual(['menu', 'dataInterface', 'visualDev', 'role', 'position', 'group', 'user']);
    expect(Object.keys(listAsides)).toEqual(['user']);
    expect(Object.keys(settingsTabs)).toEqual(['sysConfig']);
  });

  it("hands the features' buttons to the shell, which imports no feature", async () => {
    const { MessageCenter } = await import('../../../src/features/messages/message-center.tsx');
    const { FeedbackButton, StatementButton } = await import('../../../src/features/feedback/navbar-feedback.tsx');
    registerFeatureScreens();
    expect(shellSlots().navbarActions).toEqual([MessageCenter, FeedbackButton]);
    expect(shellSlots().navbarPublicActions).toEqual([StatementButton]);
    expect(shellSlots().floatingActions).toHaveLength(1);
  });
});
