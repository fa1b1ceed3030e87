/**
 * Expert accounts (issue 25): each catalogue expert (`Expert.id`) has one, seeded by migration
 * 0008 (`accounts.expert_id`, role `expert`). What is assigned to an expert stores that account,
 * so the console lists it and only that account may act on it.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { accounts } from '../db/schema';

/** The catalogue expert's account id, as a subquery of the statement that stores the assignment (no extra round trip). */
export const expertAccountOf = (expertId: string | Placeholder): SQL => sql`(SELECT ${accounts.id} FROM ${accounts} WHERE ${accounts.expertId} = ${expertId})`;
