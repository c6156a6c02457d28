import { generatePath, Navigate, useLocation, useParams } from 'react-router';

/**
 * Sends an old path on to its new place, with the same path parameters, query and hash: links and bookmarks to
 * the old address keep working.
 */
export function KeepParamsRedirect({ to }: { to: string }) {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${generatePath(to, params)}${search}${hash}`} replace />;
}
