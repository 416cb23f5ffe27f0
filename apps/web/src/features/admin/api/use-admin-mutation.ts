import { useMutation, useQueryClient } from '../../../lib/queries';
import { adminKeys } from './keys';

/**
 * A write in the back office. Afterwards every admin query is stale (`adminKeys.all`): a change shows in the lists,
 * the record, the dashboard's figures, the activity log and the reports alike. The mutation settles once the queries
 * on screen have been fetched again.
 */
export function useAdminMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
