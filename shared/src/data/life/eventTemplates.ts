import type { DataTexts } from '@nyaya/shared/i18n';
import type { ExpertCategory, MarketplaceCategory, Priority, ResourceCategory } from '../../types';
import type { ProviderServiceId } from '../marketplace/browsing/serviceProviders';
import type { LifeEventTemplateId } from './eventChoices';

/**
 * Issue 27: the life events a user can start. Each becomes a plan (rules/life/lifePlans.ts): its
 * steps become the user's own action items, due `dueInDays` after the day it is started (India
 * time); its resources are the library's; its links open the marketplace and the experts that
 * do the legal part. Texts are English here, Hindi in planTexts.hi.json (texts.test.ts) but for
 * the titles (eventChoices.ts, which the first screen needs). Kept out of the data index: only a
 * screen showing or starting a plan loads this module and its texts.
 */
export type { LifeEventTemplateId };

/** Where a plan sends the user for help; lifePlans.test.ts holds each to a real list or page. */
export type PlanLink =
  | { kind: 'service-providers'; serviceId: ProviderServiceId; label: string }
  | { kind: 'category'; categoryId: MarketplaceCategory['id']; label: string }
  | { kind: 'experts'; category: ExpertCategory['id']; label: string };

export interface PlanStep {
  title: string;
  description: string;
  category: ResourceCategory;
  priority: Priority;
  /** days after the plan is started; the last step's day is the plan's date */
  dueInDays: number;
}

export interface LifeEventTemplate {
  id: LifeEventTemplateId;
  title: string;
  steps: readonly PlanStep[];
  /** ids of the library's resources (data/life/resources.ts) */
  resourceIds: readonly string[];
  links: readonly PlanLink[];
}

const lawyer: PlanLink = { kind: 'experts', category: 'legal', label: 'Talk to a lawyer' };
const rental: PlanLink = { kind: 'service-providers', serviceId: 'rental-agreement', label: 'Rental agreement providers' };

export const lifeEventTemplates: readonly LifeEventTemplate[] = [
  {
    id: 'renting-a-home',
    title: 'Renting a home',
    steps: [
      {
        title: 'Set a rent budget',
        description: 'Count the rent, the security deposit and the brokerage.',
        category: 'Finance',
        priority: 'High',
        dueInDays: 0,
      },
      {
        title: 'Visit flats and the area',
        description: 'Check water, power backup, the commute and the society rules.',
        category: 'Real Estate',
        priority: 'Medium',
        dueInDays: 7,
      },
      {
        title: 'Get the rental agreement drafted',
        description: 'On stamp paper as your state requires; registered if it is for a year or more.',
        category: 'Real Estate',
        priority: 'High',
        dueInDays: 14,
      },
      {
        title: 'Record the flat at move-in',
        description: 'Photos of walls, fittings and meter readings, shared with the landlord.',
        category: 'Real Estate',
        priority: 'Low',
        dueInDays: 21,
      },
    ],
    resourceIds: ['res-8', 'res-10'],
    links: [rental, lawyer],
  },
  {
    id: 'buying-a-home',
    title: 'Buying a home',
    steps: [
      {
        title: 'Fix the budget and down payment',
        description: 'Banks lend part of the value; the rest, stamp duty and registration are yours.',
        category: 'Finance',
        priority: 'High',
        dueInDays: 0,
      },
      {
        title: 'Get a home loan sanctioned',
        description: 'Compare interest rates, fees and the benchmark the rate follows.',
        category: 'Finance',
        priority: 'High',
        dueInDays: 30,
      },
      {
        title: 'Check RERA registration and approvals',
        description: 'On the state RERA website: registration, approved plan and completion date.',
        category: 'Real Estate',
        priority: 'High',
        dueInDays: 45,
      },
      {
        title: 'Have the property verified',
        description: 'A lawyer checks the title and the encumbrance certificate.',
        category: 'Real Estate',
        priority: 'High',
        dueInDays: 60,
      },
      {
        title: 'Register the sale deed',
        description: 'Pay the stamp duty and register it at the sub-registrar office.',
        category: 'Real Estate',
        priority: 'High',
        dueInDays: 120,
      },
    ],
    resourceIds: ['res-7', 'res-10'],
    links: [{ kind: 'category', categoryId: 'property', label: 'Sale deed and property verification' }, lawyer],
  },
  {
    id: 'getting-married',
    title: 'Getting married',
    steps: [
      {
        title: 'Agree a wedding budget',
        description: 'Decide together what you spend and what you save.',
        category: 'Finance',
        priority: 'Medium',
        dueInDays: 0,
      },
      {
        title: 'Review health insurance',
        description: 'Add your spouse to a family floater or check your own cover.',
        category: 'Health',
        priority: 'Medium',
        dueInDays: 30,
      },
      {
        title: 'Register the marriage',
        description: 'With age and address proofs, photos and witnesses, at the registrar office.',
        category: 'Finance',
        priority: 'High',
        dueInDays: 90,
      },
      { title: 'Update nominees', description: 'Bank accounts, insurance policies and provident fund.', category: 'Finance', priority: 'Low', dueInDays: 120 },
    ],
    resourceIds: ['res-5', 'res-10', 'res-1'],
    links: [
      { kind: 'category', categoryId: 'personal', label: 'Marriage registration' },
      { kind: 'experts', category: 'administration', label: 'Help with certificates' },
    ],
  },
  {
    id: 'starting-a-business',
    title: 'Starting a business',
    steps: [
      {
        title: 'Write a one-page business plan',
        description: 'Customers, costs, prices and how long your savings last.',
        category: 'Career',
        priority: 'High',
        dueInDays: 0,
      },
      {
        title: 'Choose the business structure',
        description: 'Proprietorship, partnership, LLP or private limited company.',
        category: 'Finance',
        priority: 'High',
        dueInDays: 14,
      },
      {
        title: 'Incorporate the company',
        description: 'Name approval, PAN and TAN come with the incorporation.',
        category: 'Finance',
        priority: 'High',
        dueInDays: 45,
      },
      {
        title: 'Register for GST if needed',
        description: 'Above the turnover limit, or for selling goods to other states.',
        category: 'Finance',
        priority: 'Medium',
        dueInDays: 60,
      },
    ],
    resourceIds: ['res-1', 'res-9'],
    links: [
      { kind: 'service-providers', serviceId: 'company-registration', label: 'Company incorporation providers' },
      { kind: 'category', categoryId: 'corporate', label: 'GST and trademark filing' },
      { kind: 'experts', category: 'finance', label: 'Tax and finance experts' },
    ],
  },
  {
    id: 'having-a-child',
    title: 'Having a child',
    steps: [
      {
        title: 'Check maternity cover',
        description: 'Maternity cover often has a waiting period; check it early.',
        category: 'Health',
        priority: 'High',
        dueInDays: 0,
      },
      {
        title: 'Plan parental leave',
        description: 'Tell your employer; most mothers get 26 weeks of maternity leave.',
        category: 'Career',
        priority: 'Medium',
        dueInDays: 30,
      },
      {
        title: "Register the child's birth",
        description: 'Within 21 days, with the local registrar; many hospitals do it for you.',
        category: 'Health',
        priority: 'High',
        dueInDays: 270,
      },
      {
        title: 'Start a savings plan for the child',
        description: 'A monthly amount for education, started early.',
        category: 'Finance',
        priority: 'Low',
        dueInDays: 300,
      },
    ],
    resourceIds: ['res-5', 'res-6', 'res-2'],
    links: [
      { kind: 'experts', category: 'administration', label: 'Help with certificates' },
      { kind: 'experts', category: 'finance', label: 'Tax and finance experts' },
    ],
  },
  {
    id: 'writing-a-will',
    title: 'Writing a will',
    steps: [
      {
        title: 'List your assets and debts',
        description: 'Bank accounts, property, investments, insurance and loans.',
        category: 'Finance',
        priority: 'High',
        dueInDays: 0,
      },
      {
        title: 'Choose beneficiaries and an executor',
        description: 'Who gets what, and who carries out the will.',
        category: 'Finance',
        priority: 'High',
        dueInDays: 14,
      },
      {
        title: 'Get the will drafted and signed',
        description: 'Signed by you and attested by two witnesses.',
        category: 'Finance',
        priority: 'High',
        dueInDays: 30,
      },
      {
        title: 'Tell the executor where it is kept',
        description: 'Registering the will is optional, but makes it harder to dispute.',
        category: 'Technology',
        priority: 'Medium',
        dueInDays: 45,
      },
    ],
    resourceIds: ['res-10', 'res-2'],
    links: [{ kind: 'category', categoryId: 'personal', label: 'Will drafting' }, lawyer],
  },
  {
    id: 'moving-city',
    title: 'Moving to a new city',
    steps: [
      {
        title: 'Set a moving budget',
        description: 'Movers, deposit, travel and the first month in the new city.',
        category: 'Finance',
        priority: 'Medium',
        dueInDays: 0,
      },
      {
        title: 'Find a home to rent',
        description: 'Visit in person or through someone you trust before paying a token.',
        category: 'Real Estate',
        priority: 'High',
        dueInDays: 14,
      },
      {
        title: 'Book movers with a written quote',
        description: 'Ask for insurance of your goods in transit.',
        category: 'Finance',
        priority: 'Medium',
        dueInDays: 30,
      },
      {
        title: 'Update your address',
        description: 'Aadhaar, bank accounts, gas connection and vehicle registration.',
        category: 'Technology',
        priority: 'Medium',
        dueInDays: 45,
      },
    ],
    resourceIds: ['res-8', 'res-10', 'res-9'],
    links: [rental, { kind: 'service-providers', serviceId: 'affidavit', label: 'Affidavits for address proof' }],
  },
];

export function findLifeEventTemplate(id: string): LifeEventTemplate | undefined {
  return lifeEventTemplates.find((template) => template.id === id);
}

/** The steps', links' and the Done status's Hindi, fetched with this module for a Hindi reader. */
export const lifePlanTexts: DataTexts = { name: 'life-plans', hi: () => import(/* webpackChunkName: "texts-life-plans-hi" */ './planTexts.hi.json') };
