import type { ServiceContent } from '../../../../types';

/** Notary & Attestation: affidavits and attested copies. */
export const notaryContent = {
  affidavit: {
    processSteps: [
      { step: 1, title: 'Tell us the purpose', description: 'Who makes the affidavit and what it must declare.' },
      { step: 2, title: 'Drafted on stamp paper', description: 'The affidavit is drafted in the format the authority accepts.' },
      { step: 3, title: 'Sign and notarise', description: 'You sign before a notary, at our partner office or at home.' },
      { step: 4, title: 'Delivered', description: 'The notarised affidavit reaches you by courier or in hand.' },
    ],
    whatIncluded: ['Affidavit drafted for its purpose', 'Stamp paper of your state', 'Notarisation'],
    requirements: ['Deponent’s ID proof (Aadhaar, PAN or passport)', 'Address proof', 'Supporting documents for the declaration (e.g. old and new name proof)'],
    faqs: [
      {
        question: 'Is a notarised affidavit accepted everywhere?',
        answer: 'Most offices accept it. Courts sometimes ask for an affidavit sworn before an oath commissioner; tell us and we prepare it that way.',
      },
      { question: 'Do I have to be present?', answer: 'Yes. The deponent signs before the notary, who checks their identity.' },
    ],
  },
  'document-attestation': {
    processSteps: [
      { step: 1, title: 'List your documents', description: 'Which certificates and how many copies.' },
      { step: 2, title: 'Pickup', description: 'We collect the originals and copies from your address.' },
      { step: 3, title: 'Attested and returned', description: 'A notary attests the copies; originals come back the next day.' },
    ],
    whatIncluded: ['Notary attestation of copies', 'Doorstep pickup and return', 'Tracking of your documents'],
    requirements: ['The original documents', 'Self-attested photocopies', 'Your ID proof'],
    faqs: [
      { question: 'Are my originals safe?', answer: 'They travel in a sealed, tracked envelope and are photographed at pickup and return.' },
      {
        question: 'Is notary attestation the same as an apostille?',
        answer: 'No. An apostille, needed abroad, is issued by the Ministry of External Affairs; ask us about it.',
      },
    ],
  },
} satisfies Record<string, ServiceContent>;
