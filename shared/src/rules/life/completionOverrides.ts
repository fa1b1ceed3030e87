import type { ActionItem } from '../../types';

/** What the user ticked or unticked, by action-item id; it wins over the sample's `completed`. */
export type CompletionOverrides = Record<string, boolean>;

export function applyCompletionOverrides(items: readonly ActionItem[], overrides: CompletionOverrides): ActionItem[] {
  return items.map((item) => {
    const override = Object.hasOwn(overrides, item.id) ? overrides[item.id] : undefined;
    return typeof override === 'boolean' ? { ...item, completed: override } : item;
  });
}

/**
 * The overrides after the user sets an item to `completed`. An item back at its sample state is
 * dropped, so what is remembered is only what the user changed.
 */
export function setCompletion(overrides: CompletionOverrides, item: Pick<ActionItem, 'id'>, completed: boolean, sampleCompleted: boolean): CompletionOverrides {
  const { [item.id]: _previous, ...rest } = overrides;
  return completed === sampleCompleted ? rest : { ...rest, [item.id]: completed };
}
