import type { Expert } from '../../types';
import { experts } from './experts';

/**
 * Every expert of the catalogue has an account with the expert role (issue 25), seeded by the
 * API's migration `0008_expert_accounts`. In test mode they sign in like anyone else, with a test
 * number: the n-th expert of Browse All Experts (`/experts`, the list's own order, `experts`) has
 * `90000000NN`, 01 for the first. The README lists them; a unit test keeps the list and the
 * numbers in step. Before launch these become the experts' real numbers (README, "Expert accounts").
 */
export function expertTestMobile(position: number): string {
  if (!Number.isInteger(position) || position < 1 || position > 99) throw new RangeError(`No test number for expert ${position}: 1 to 99 only.`);
  return `90000000${String(position).padStart(2, '0')}`;
}

/** Each catalogue expert with its test number, in the order of `/experts`. */
export function expertTestAccounts(): Array<{ expert: Expert; mobile: string }> {
  return experts.map((expert, index) => ({ expert, mobile: expertTestMobile(index + 1) }));
}

/** The test number an expert signs in with, by the expert's id; null for an id not in the catalogue. */
export function expertTestMobileOf(expertId: string): string | null {
  const index = experts.findIndex((expert) => expert.id === expertId);
  return index < 0 ? null : expertTestMobile(index + 1);
}
