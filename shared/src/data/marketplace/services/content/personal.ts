import type { ServiceContent } from '../../../../types';

/** Personal Law: wills and marriage registration (divorce advice is a consultation). */
export const personalContent = {
  'will-drafting': {
    processSteps: [
      { step: 1, title: 'Your wishes', description: 'Your assets, your beneficiaries and who will carry out the will.' },
      { step: 2, title: 'Lawyer drafts', description: 'The will is drafted so that it is clear and hard to contest.' },
      { step: 3, title: 'Sign with witnesses', description: 'You sign before two witnesses; registration is optional.' },
    ],
    whatIncluded: ['Will drafted by a lawyer', 'Executor guidance', 'Help with optional registration'],
    requirements: [
      'Your ID and address proof',
      'List of assets (property, accounts, investments)',
      'Names of beneficiaries and the executor',
      'Two witnesses for signing',
    ],
    faqs: [
      { question: 'Does a will have to be registered?', answer: 'No. Registration is optional in India, but it makes the will harder to dispute.' },
      { question: 'Does a will need stamp paper?', answer: 'No. A will is valid on plain paper when signed before two witnesses.' },
    ],
  },
  'marriage-registration': {
    processSteps: [
      { step: 1, title: 'Your details', description: 'Names, date of marriage and the Act you register under.' },
      { step: 2, title: 'Application filed', description: 'We prepare and file the application with the registrar.' },
      { step: 3, title: 'Appointment', description: 'You and your witnesses attend the registrar’s appointment.' },
      { step: 4, title: 'Certificate', description: 'The marriage certificate is delivered to you.' },
    ],
    whatIncluded: ['Application preparation', 'Registrar appointment', 'Certificate delivery'],
    requirements: ['Age and ID proof of both spouses', 'Wedding photograph and invitation card', 'Address proof', 'Two or three witnesses with ID proof'],
    faqs: [
      {
        question: 'Hindu Marriage Act or Special Marriage Act?',
        answer:
          'If both of you are Hindu, Buddhist, Jain or Sikh and already married, the Hindu Marriage Act is quicker. Otherwise the Special Marriage Act applies, with a 30-day notice.',
      },
    ],
  },
} satisfies Record<string, ServiceContent>;
