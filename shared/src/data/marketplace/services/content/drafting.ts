import type { ServiceContent } from '../../../../types';

/** Document Drafting: rental agreements, legal notices and employment contracts. */
export const draftingContent = {
  'rental-agreement': {
    processSteps: [
      { step: 1, title: 'Share your details', description: 'Tell us about the landlord, tenant, property and rent.' },
      { step: 2, title: 'Expert drafts', description: 'A verified lawyer drafts the agreement under your state’s rent laws.' },
      { step: 3, title: 'Review and revise', description: 'Check the draft and ask for changes within the revision window.' },
      { step: 4, title: 'Receive your agreement', description: 'Get the final agreement as a PDF, ready to print on stamp paper.' },
    ],
    whatIncluded: ['Customised rent agreement', 'Lawyer review', 'Stamp duty guidance'],
    requirements: ['Landlord and tenant ID proof (Aadhaar or PAN)', 'Property address proof', 'Rent, deposit, tenure, lock-in and notice terms'],
    faqs: [
      {
        question: 'Is the agreement legally valid?',
        answer: 'Yes. It is drafted by a verified lawyer and becomes binding once printed on stamp paper and signed by both parties.',
      },
      {
        question: 'Do I need to register the agreement?',
        answer: 'Agreements of 12 months or more must be registered at the sub-registrar’s office; your expert guides you through it.',
      },
    ],
  },
  'legal-notice': {
    processSteps: [
      { step: 1, title: 'Tell us what happened', description: 'Who owes what, since when, and what you have tried.' },
      { step: 2, title: 'Lawyer drafts the notice', description: 'The notice states your claim and a deadline to respond.' },
      { step: 3, title: 'Approve and send', description: 'After your approval it goes out on the lawyer’s letterhead by registered post.' },
    ],
    whatIncluded: ['Notice on the advocate’s letterhead', 'Dispatch by registered post', 'Tracking number and copy for your records'],
    requirements: ['Recipient’s full name and address', 'Proof of the dues or complaint (invoices, receipts, messages)', 'Your ID proof'],
    faqs: [
      {
        question: 'What happens after the notice?',
        answer: 'Most matters settle after a notice. If not, your lawyer explains the next step, such as a consumer complaint or a civil suit.',
      },
      { question: 'How long does the recipient get to reply?', answer: 'Usually 15 to 30 days, as stated in the notice.' },
    ],
  },
  'employment-contract': {
    processSteps: [
      { step: 1, title: 'Describe the role', description: 'Company, job title, salary, start date and place of work.' },
      { step: 2, title: 'Draft from tested clauses', description: 'Probation, notice, confidentiality and IP clauses fitted to the role.' },
      { step: 3, title: 'Review and sign', description: 'Two rounds of revisions, then a signing-ready contract.' },
    ],
    whatIncluded: ['Employment contract or offer letter', 'Confidentiality and IP clauses', 'Two rounds of revisions'],
    requirements: [
      'Company name and registered address',
      'Employee’s name and ID proof',
      'Role, salary, probation and notice terms',
      'Your existing HR policies, if any',
    ],
    faqs: [
      {
        question: 'Does the contract follow the new labour codes?',
        answer: 'Yes. Notice, leave and wage clauses follow the central labour codes and your state’s shops and establishments rules.',
      },
      { question: 'Can I reuse it for other hires?', answer: 'Yes. The contract comes with a fill-in version for similar roles.' },
    ],
  },
} satisfies Record<string, ServiceContent>;
