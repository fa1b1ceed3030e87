/**
 * What a new space may be (issue 26), one rule for the form and the server: a name on one line
 * and a description, cleaned as posts are (plain text, invisible characters removed, trimmed),
 * within length limits, and public or private. A private space's members are approved by whoever
 * starts it.
 */
import { hasVisibleText } from '../sanitizeText';
import { cleanPostText } from './discussionPost';

export const SPACE_NAME_MIN = 3;
export const SPACE_NAME_MAX = 60;
export const SPACE_DESCRIPTION_MIN = 10;
export const SPACE_DESCRIPTION_MAX = 280;
/** Spaces one account may start in 24 hours: room for a real need, no flood of empty spaces. */
export const SPACES_PER_DAY = 3;
export const NEW_SPACE_TYPES = ['Public', 'Private'] as const;
export type NewSpaceType = (typeof NEW_SPACE_TYPES)[number];

export interface SpaceDraft {
  name: string;
  type: string;
  description: string;
}

export type SpaceProblem = {
  field: 'name' | 'type' | 'description';
  reason: 'empty' | 'too-short' | 'too-long' | 'unknown';
  limit?: number;
  length?: number;
};

function lengthProblem(field: SpaceProblem['field'], text: string, min: number, max: number): SpaceProblem[] {
  if (!hasVisibleText(text)) return [{ field, reason: 'empty' }];
  if (text.length < min) return [{ field, reason: 'too-short', limit: min, length: text.length }];
  if (text.length > max) return [{ field, reason: 'too-long', limit: max, length: text.length }];
  return [];
}

const isSpaceType = (type: string): type is NewSpaceType => (NEW_SPACE_TYPES as readonly string[]).includes(type);

/** The cleaned space, or each field's problem (in form order). */
export function checkSpace(
  draft: SpaceDraft,
): { ok: true; value: { name: string; type: NewSpaceType; description: string } } | { ok: false; problems: SpaceProblem[] } {
  const name = cleanPostText(draft.name, { multiline: false });
  const description = cleanPostText(draft.description);
  const problems = [
    ...lengthProblem('name', name, SPACE_NAME_MIN, SPACE_NAME_MAX),
    ...(isSpaceType(draft.type) ? [] : [{ field: 'type', reason: 'unknown' } as const]),
    ...lengthProblem('description', description, SPACE_DESCRIPTION_MIN, SPACE_DESCRIPTION_MAX),
  ];
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { name, type: draft.type as NewSpaceType, description } };
}
