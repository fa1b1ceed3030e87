import type { ServiceContent } from '../../../../types';

const consultRequirements = [
  'A short description of your question',
  'Any notice, agreement or letter you received (photo or PDF)',
  'Names and dates that matter to the matter',
];

/** Hire a Lawyer: advice by chat, call or the hour, and the general list's legal services. */
export const consultContent = {
  'chat-consultation': {
    processSteps: [
      { step: 1, title: 'Describe your question', description: 'Tell us the topic and your preferred language.' },
      { step: 2, title: 'Lawyer joins the chat', description: 'A verified lawyer in that field replies in the app.' },
      { step: 3, title: 'Ask follow-ups', description: 'Keep asking for 24 hours; share documents as you go.' },
      { step: 4, title: 'Written summary', description: 'Receive a summary of the advice and next steps.' },
    ],
    whatIncluded: ['Chat with a verified lawyer', 'Document review inside the chat', 'Written summary of the advice'],
    requirements: consultRequirements,
    faqs: [
      { question: 'Is the chat confidential?', answer: 'Yes. Only you and your lawyer can read it, and lawyers are bound by professional confidentiality.' },
      {
        question: 'Can the lawyer represent me in court?',
        answer: 'A chat is advice only. If your matter needs a court appearance, the lawyer explains the options and fees first.',
      },
    ],
  },
  'call-consultation': {
    processSteps: [
      { step: 1, title: 'Book the call', description: 'Tell us the topic and a language you are comfortable in.' },
      { step: 2, title: 'Advocate calls you', description: 'A senior advocate calls you within the promised time.' },
      { step: 3, title: 'Follow-up notes', description: 'Receive notes of what was advised and what to do next.' },
    ],
    whatIncluded: ['30-minute call with a senior advocate', 'Follow-up notes', 'One follow-up question by chat'],
    requirements: consultRequirements,
    faqs: [
      { question: 'What if I miss the call?', answer: 'The advocate tries twice; you can then pick a new time at no charge.' },
      { question: 'Can I record the call?', answer: 'Please ask the advocate first. The written notes are yours to keep.' },
    ],
  },
  'hourly-engagement': {
    processSteps: [
      { step: 1, title: 'Share the matter', description: 'Describe the negotiation, review or drafting you need.' },
      { step: 2, title: 'Meet your advocate', description: 'A dedicated advocate agrees the scope and hours with you.' },
      { step: 3, title: 'Work by the hour', description: 'Hours are logged and shared with you after every session.' },
    ],
    whatIncluded: ['A dedicated advocate', 'Time sheet after every session', 'Drafts and reviews within the hours'],
    requirements: consultRequirements,
    faqs: [
      { question: 'How are hours billed?', answer: 'The first hour is paid now; further hours are agreed with you before they are worked.' },
      { question: 'Can I change advocates?', answer: 'Yes. Tell us before the next session and unused time moves to the new advocate.' },
    ],
  },
  'divorce-consultation': {
    processSteps: [
      { step: 1, title: 'Tell us your situation', description: 'Only what you are comfortable sharing; everything stays private.' },
      { step: 2, title: 'Private video call', description: 'A family lawyer explains mutual-consent and contested routes.' },
      { step: 3, title: 'Your options in writing', description: 'Receive the steps, timelines and likely costs for your case.' },
    ],
    whatIncluded: ['Private video consultation', 'Options for mutual-consent and contested divorce', 'Written next steps'],
    requirements: ['Marriage certificate or date of marriage', 'Any notice or petition received', 'Details of children and shared property, if any'],
    faqs: [
      {
        question: 'How long does a mutual-consent divorce take?',
        answer: 'At least six months after the first motion under the Hindu Marriage Act, though courts may waive the wait in some cases.',
      },
      {
        question: 'Will my spouse know I consulted a lawyer?',
        answer: 'No. The consultation is confidential and nothing is sent to anyone without your instruction.',
      },
    ],
  },
  'legal-services': {
    processSteps: [
      { step: 1, title: 'Describe what you need', description: 'Tell us what the matter is about and share what you have.' },
      { step: 2, title: 'Lawyer takes it up', description: 'A verified lawyer reviews your documents and calls you.' },
      { step: 3, title: 'Advice and drafting', description: 'Receive advice, and any document the matter needs.' },
    ],
    whatIncluded: ['Consultation with a verified lawyer', 'Review of your documents', 'Drafting of one short document'],
    requirements: consultRequirements,
    faqs: [
      { question: 'What kind of matters are covered?', answer: 'Everyday civil matters: tenancy, consumer, employment, property and family questions.' },
      {
        question: 'What if my matter needs more work?',
        answer: 'Your lawyer quotes the extra work before starting it; nothing is charged without your approval.',
      },
    ],
  },
} satisfies Record<string, ServiceContent>;
