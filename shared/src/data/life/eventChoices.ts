/**
 * The life events a user can start, as the first screen lists them (id and title, Hindi in
 * texts.hi.json). Their plans (steps, guides, links) are eventTemplates.ts, loaded only once a
 * plan is started or shown, so that a first visit to /life-event stays within its byte budget.
 */
export type LifeEventTemplateId =
  'renting-a-home' | 'buying-a-home' | 'getting-married' | 'starting-a-business' | 'having-a-child' | 'writing-a-will' | 'moving-city';

export const lifeEventChoices: readonly { id: LifeEventTemplateId; title: string }[] = [
  { id: 'renting-a-home', title: 'Renting a home' },
  { id: 'buying-a-home', title: 'Buying a home' },
  { id: 'getting-married', title: 'Getting married' },
  { id: 'starting-a-business', title: 'Starting a business' },
  { id: 'having-a-child', title: 'Having a child' },
  { id: 'writing-a-will', title: 'Writing a will' },
  { id: 'moving-city', title: 'Moving to a new city' },
];
