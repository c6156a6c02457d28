import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorBanner } from '../../components/error-banner';

/** What failed of the help centre's lists, with a retry of those that failed; nothing when both answered. */
export function HelpListsFailed({ lists }: { lists: readonly UseQueryResult<unknown>[] }) {
  const failed = lists.filter((l) => l.isError);
  if (!failed.length) return null;
  return (
    <ErrorBanner
      error={failed[0]?.error}
      onRetry={() => {
        for (const l of failed) void l.refetch();
      }}
    />
  );
}
