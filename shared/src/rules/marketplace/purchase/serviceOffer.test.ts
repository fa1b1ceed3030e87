import type { ServiceOffer } from '../../../types';
import { DEFAULT_SERVICE_OFFER_ID, findServiceOffer } from './serviceOffer';

const offer = (id: string) => ({ id }) as ServiceOffer;
const offers = [offer('sale-deed-1'), offer(DEFAULT_SERVICE_OFFER_ID), offer('verification-1')];

describe('findServiceOffer', () => {
  it('finds a known offer', () => {
    expect(findServiceOffer(offers, 'verification-1').id).toBe('verification-1');
  });

  it.each([undefined, '', 'nope', 'Rental-Agreement-1', '__proto__', '<script>alert(1)</script>', 'x'.repeat(10_000)])(
    'falls back to rental-agreement-1 for %s',
    (id) => {
      expect(findServiceOffer(offers, id).id).toBe('rental-agreement-1');
    },
  );

  it('uses the first offer when the default is absent and refuses an empty catalogue', () => {
    expect(findServiceOffer([offer('a')], 'b').id).toBe('a');
    expect(() => findServiceOffer([], 'b')).toThrow();
  });
});
