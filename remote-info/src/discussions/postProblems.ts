import type { PostProblem } from '@nyaya/shared/rules/info/discussionPost';
import { t } from './i18n';

/** The form's message for a field the shared rule refused, in the page's language. */
export function postProblemText(problem: PostProblem): string {
  const values = { limit: String(problem.limit ?? ''), length: String(problem.length ?? '') };
  if (problem.field === 'category') return t('problem.category.unknown');
  if (problem.field === 'title') {
    if (problem.reason === 'too-short') return t('problem.title.tooShort', values);
    if (problem.reason === 'too-long') return t('problem.title.tooLong', values);
    return t('problem.title.empty');
  }
  return problem.reason === 'too-long' ? t('problem.body.tooLong', values) : t('problem.body.empty');
}

/** Each field's first message. */
export function problemsByField(problems: PostProblem[]): Partial<Record<PostProblem['field'], string>> {
  const messages: Partial<Record<PostProblem['field'], string>> = {};
  for (const problem of problems) messages[problem.field] ??= postProblemText(problem);
  return messages;
}
