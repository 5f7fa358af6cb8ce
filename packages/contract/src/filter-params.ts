import { z } from 'zod';
import { idListParam, idParam } from './common.js';
import { FILTER_NAMES, type FilterDescription, type FilterName, filterOf, type LIST_FILTERS } from './filters.js';

/** A choice filter's parameter: one of its values, or absent. */
const choiceParam = <const V extends readonly [string, ...string[]]>(values: V, invalid: string) =>
  z.enum(values, { error: invalid }).optional();

type ParamOf<F extends FilterDescription> = F extends { kind: 'id' }
  ? z.ZodOptional<typeof idParam>
  : F extends { kind: 'ids' }
    ? typeof idListParam
    : F extends { values: infer V extends readonly [string, ...string[]] }
      ? ReturnType<typeof choiceParam<V>>
      : never;

function paramOf(filter: FilterDescription) {
  switch (filter.kind) {
    case 'id':
      return idParam.optional();
    case 'ids':
      return idListParam;
    case 'choice':
      return choiceParam(filter.values, filter.invalid);
  }
}

/** The listing query's filter parameters (`listQuerySchema` in adverts.ts), one per filter of filters.ts. */
export const listFilterParams = Object.fromEntries(FILTER_NAMES.map((name) => [name, paramOf(filterOf(name))])) as {
  [N in FilterName]: ParamOf<(typeof LIST_FILTERS)[N]>;
};
