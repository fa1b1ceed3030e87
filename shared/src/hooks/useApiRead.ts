import type { z } from 'zod';
import { callApi as defaultCallApi } from '../api/client';
import { useApiReadWith, type ApiRead } from './useApiReadWith';

export type { ApiRead, ApiReadState } from './useApiReadWith';

/** `useApiReadWith` through callApi: the contract's zod schemas and full problem details. */
export function useApiRead<T>(path: string | null, schema: z.ZodType<T>, { callApi = defaultCallApi }: { callApi?: typeof defaultCallApi } = {}): ApiRead<T> {
  return useApiReadWith(path, schema, callApi);
}
