import { useQuery } from '@tanstack/react-query';
import { preferencesQueryOptions } from '../../../lib/preferences-query';

export {
  getPreferences,
  preferencesQueryKey,
  preferencesQueryOptions,
  type PreferencesData,
} from '../../../lib/preferences-query';

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
