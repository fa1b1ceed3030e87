import type { Expert, PracticeArea } from '../../../types';
import { assignExpert } from './assignExpert';

function expert(id: string, rating: string, reviewCount: number, practiceAreas: PracticeArea[], firm?: { id: string; location: string }): Expert {
  return {
    id,
    name: `Adv. ${id}`,
    organization: firm ? `Firm ${firm.id}` : `Chambers of ${id}`,
    ...(firm ? { firmId: firm.id } : {}),
    location: firm?.location ?? '',
    specialties: ['x'],
    rating,
    reviewCount,
    status: 'available',
    experience: '5 years',
    fee: 500,
    avatar: 'AB',
    languages: ['English'],
    clientsServed: 1,
    category: 'legal',
    practiceAreas,
  };
}

const experts = [
  expert('a', '4.7', 10, ['property']),
  expert('b', '4.9', 5, ['property', 'family']),
  expert('c', '4.9', 50, ['family', 'general']),
  expert('d', '4.5', 1, ['notary']),
];

describe('assignExpert', () => {
  it('assigns the best-rated expert of the area, then the most reviewed', () => {
    expect(assignExpert(experts, 'property')).toMatchObject({ id: 'b', specialization: 'Property Law', rating: 4.9 });
    expect(assignExpert(experts, 'family')).toMatchObject({ id: 'c', specialization: 'Family Law' });
    expect(assignExpert(experts, 'notary')).toMatchObject({ id: 'd', specialization: 'Notary & Attestation' });
  });

  it('falls back to a general practitioner when nobody practises the area', () => {
    expect(assignExpert(experts, 'tax')).toMatchObject({ id: 'c', specialization: 'General Practice' });
  });

  it('is null only without experts', () => {
    expect(assignExpert([], 'property')).toBeNull();
    expect(assignExpert([expert('z', '4', 1, [])], 'tax')).toMatchObject({ id: 'z' });
  });

  it('names the expert’s firm', () => {
    expect(assignExpert(experts, 'property')?.firm).toBe('Chambers of b');
  });

  describe('for a provider', () => {
    const firms = [
      ...experts,
      expert('p1', '4.2', 3, ['property'], { id: 'acme', location: 'Pune, Maharashtra' }),
      expert('p2', '4.8', 9, ['property'], { id: 'acme', location: 'New Delhi, Delhi' }),
      expert('p3', '5.0', 99, ['family'], { id: 'acme', location: 'Bengaluru, Karnataka' }),
      expert('g1', '4.1', 2, ['general'], { id: 'solo', location: 'Kolkata, West Bengal' }),
    ];

    it('assigns only the provider’s own experts, never a better-rated outsider', () => {
      expect(assignExpert(firms, 'property', { firmId: 'acme' })).toMatchObject({ id: 'p2', firm: 'Firm acme', specialization: 'Property Law' });
      expect(assignExpert(firms, 'family', { firmId: 'acme' })).toMatchObject({ id: 'p3', firm: 'Firm acme' });
    });

    it('prefers an expert in the document’s state, then the best rated', () => {
      expect(assignExpert(firms, 'property', { firmId: 'acme', state: 'Maharashtra' })).toMatchObject({ id: 'p1' });
      expect(assignExpert(firms, 'property', { firmId: 'acme', state: 'Delhi' })).toMatchObject({ id: 'p2' });
      expect(assignExpert(firms, 'property', { firmId: 'acme', state: 'Goa' })).toMatchObject({ id: 'p2' });
      // The state never brings in someone outside the area.
      expect(assignExpert(firms, 'property', { firmId: 'acme', state: 'Karnataka' })).toMatchObject({ id: 'p2' });
    });

    it('falls back within the firm to general practice, then to anyone of the firm', () => {
      expect(assignExpert(firms, 'tax', { firmId: 'solo' })).toMatchObject({ id: 'g1', specialization: 'General Practice' });
      expect(assignExpert(firms, 'tax', { firmId: 'acme' })).toMatchObject({ id: 'p3', firm: 'Firm acme', specialization: 'General Practice' });
    });

    it('uses everyone for a provider with no experts, or none given', () => {
      for (const firmId of ['nobody', '', null, undefined, '__proto__']) {
        expect(assignExpert(firms, 'family', { firmId })).toMatchObject({ id: 'p3' });
      }
      expect(assignExpert(firms, 'notary', { firmId: 'nobody', state: 'Delhi' })).toMatchObject({ id: 'd' });
    });
  });
});
