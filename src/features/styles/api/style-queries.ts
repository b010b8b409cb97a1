import { queryOptions } from '@tanstack/react-query';
import type { Style } from '@/contract';
import { conditionalList } from '@/lib/conditional-list';
import { resourceKeys } from '@/lib/query-keys';

export const styleQueries = {
  all: () => resourceKeys.styles,
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.styles, 'list', schoolId],
      // POST /styles/getAllWhere: the school's directions, archived ones included, by id.
      ...conditionalList('stylesWhere', { json: { school_id: schoolId } }, (styles): Style[] =>
        styles.toSorted((a, b) => a.id - b.id),
      ),
    }),
};
