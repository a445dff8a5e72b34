import { describe, expect, it } from 'vitest';
import { customScreens, rowExtras, toolbarExtras } from '../../../src/entity-screens/page-registry.ts';
import { registerFeatureScreens } from '../../../src/feature-screens.ts';
import { shellSlots } from '../../../src/shell/shell-slots.ts';

// The generic list page no longer imports the features it serves: they are handed in at start.
describe('feature screens registration seam', () => {
  it('hands the hand-written screens and actions to the generic list page', () => {
    expect(Object.keys(customScreens)).toEqual([]);
    registerFeatureScreens();
    expect(Object.keys(customScreens).sort()).toEqual(['notice', 'schedule']);
    expect(Object.keys(toolbarExtras)).toEqual(['billRule']);
    expect(Object.keys(rowExtras)).toEqual(['menu']);
  });

  it("hands the features' buttons to the shell, which imports no feature", async () => {
    const { MessageCenter } = await import('../../../src/messages/message-center.tsx');
    const { FeedbackButton, StatementButton } = await import('../../../src/feedback/navbar-feedback.tsx');
    registerFeatureScreens();
    expect(shellSlots().navbarActions).toEqual([MessageCenter, FeedbackButton]);
    expect(shellSlots().navbarPublicActions).toEqual([StatementButton]);
    expect(shellSlots().floatingActions).toHaveLength(1);
  });
});
