// Typed sample data of the life-planning area, read through async getters a real API can replace.
export { lifeEvents, getLifeEvents } from './events';
export { resources, resourceCategories, getResources } from './resources';
export { goals, weeklyActivity, getGoals, getWeeklyActivity } from './progress';
export { actionItemsFor, getActionItems } from './actionItems';
export { lifeTexts } from './texts';
