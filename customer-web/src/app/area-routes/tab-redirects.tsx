import { Navigate, type RouteObject } from 'react-router';

/**
 * Addresses that open a tab on its first page. They sit outside the guarded layouts, as the page each leads to has
 * the same guards: a redirect that waited for the guards would fire after a link the person followed meanwhile, and
 * take them back to the tab's first page.
 */
export const tabRedirects: RouteObject[] = [
  // The profile opens on the home, the page the Home tab opens: every service the account has, each card leading
  // to its own screens (the mobile dashboard among them).
  { path: 'profile', element: <Navigate to="/profile/my-app-home" replace /> },
  { path: 'profile/mobile', element: <Navigate to="/profile/dashboard" replace /> },
  { path: 'profile/bonuses', element: <Navigate to="/profile/rewards" replace /> },
  { path: 'profile/offers', element: <Navigate to="/profile/offers/all-offers" replace /> },
];
