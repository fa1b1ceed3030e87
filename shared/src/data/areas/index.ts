/** The three areas' taglines (spec §1), shown on home and on each area's screens. */
export const areaTaglines = {
  info: 'Make information yours.',
  life: 'Govern your assets and risks.',
  experts: 'Solve it now, with the right people.',
} as const;

export const HOME_GREETING = 'What matters for you today.';
export { areasTexts } from './texts';
