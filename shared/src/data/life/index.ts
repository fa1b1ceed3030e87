// Typed sample data of the life-planning area, read through async getters a real API can replace.
export { lifeEvents, getLifeEvents } from './events';
export { resources, resourceCategories, getResources, findResource, getResourceContent } from './resources';
export type { ResourceBlock, ResourceContent } from './content/types';
export { goals, weeklyActivity, getGoals, getWeeklyActivity } from './progress';
export { actionItemsFor, getActionItems } from './actionItems';
export { lifeActionTexts, lifeTexts } from './texts';
// The plans' templates are `@nyaya/shared/data/life/eventTemplates`, loaded only where a plan is.
export { lifeEventChoices, type LifeEventTemplateId } from './eventChoices';
