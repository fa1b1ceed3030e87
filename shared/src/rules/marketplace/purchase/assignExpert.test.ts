import type { Expert, PracticeArea } from '../../../types';
import { assignExpert } from './assignExpert';

function expert(id: string, rating: string, reviewCount: number, practiceAreas: PracticeArea[]): Expert {
  return {
    id,
    name: `Adv. ${id}`,
    organization: '',
    location: '',
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
});
