import { commitChange } from '../../realtime/committedChange';
import { readPreferences, updatePreferences, type Preferences } from '../../preferences/preferenceStore';
import { ApiError } from '../apiError';
import type { OperationContext } from '../openapi/bindApi';
import type { ApiDependencies, HandlerGroup } from './apiHandlers';

const PREFERENCES_END_POINT = 'preferences';

function officerId(context: OperationContext): number {
  if (!context.officer) throw new ApiError(401, 'Ikke innlogget, eller økten er utløpt');
  return context.officer.sub;
}

/** The officer's own preferences (data API GET/PATCH preferences), kept across sessions and machines. */
export function preferenceHandlers(dependencies: ApiDependencies): HandlerGroup {
  return {
    data: {
      getPreferences: (context) => readPreferences(dependencies.db, officerId(context)),
      updatePreferences: (context) =>
        commitChange(
          dependencies,
          (tx) => updatePreferences(tx, officerId(context), context.body as Partial<Preferences>),
          () => [PREFERENCES_END_POINT],
        ),
    },
  };
}
