import type { Space } from '../../types';

const HOUR_MS = 3_600_000;
// Activity is kept relative to when the app loads, so the sample never reads "2 years ago".
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

export const spaces: Space[] = [
  {
    id: 'sp-tenants',
    name: 'Tenant Rights Circle',
    members: 2480,
    type: 'Public',
    colour: 'brand',
    activity: hoursAgo(2),
    description: 'Rent agreements, deposits and disputes with landlords, answered by people who have been there.',
  },
  {
    id: 'sp-founders',
    name: 'Startup Founders India',
    members: 5320,
    type: 'Public',
    colour: 'blue',
    activity: hoursAgo(26),
    description: 'Incorporation, GST, ESOPs and fundraising paperwork for early-stage founders.',
  },
  {
    id: 'sp-family',
    name: 'Family Law Support',
    members: 860,
    type: 'Private',
    colour: 'purple',
    activity: hoursAgo(0.25),
    description: 'A confidential space on divorce, custody and maintenance questions.',
  },
  {
    id: 'sp-consumers',
    name: 'Consumer Complaints Help',
    members: 3150,
    type: 'Public',
    colour: 'orange',
    activity: hoursAgo(72),
    description: 'Refunds, defective products and filing on the consumer court portal.',
  },
  {
    id: 'sp-seniors',
    name: 'Senior Citizens Finance',
    members: 1210,
    type: 'Public',
    colour: 'green',
    activity: hoursAgo(9),
    description: 'Pensions, wills, nominations and safe savings schemes for retirees.',
  },
  {
    id: 'sp-property',
    name: 'Property Buyers Club',
    members: 640,
    type: 'Private',
    colour: 'red',
    activity: hoursAgo(170),
    description: 'Title checks, RERA complaints and home-loan paperwork for first-time buyers.',
  },
];

export async function getSpaces(): Promise<Space[]> {
  return spaces;
}
