import { lazy, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { guards } from './guards';
import { Guarded, loadGuarded, page } from './page-route';
import { Shell } from './shell';
import { visitorProductRoutes } from './visitor-product-routes';

/**
 * The route table of the specification. The visitor pages (signing in and up, help, the legal texts) are here; the
 * account and each product area keep their routes in `area-routes/` (full paths, children of the shell), which load
 * when a path outside the visitor pages opens, so a visitor's first page does not carry them. Pages are code-split:
 * each loads with its route. Guards are named rules from guards.ts.
 */

const loadAreaRoutes = () => import('./area-routes/all');
const AreaRoutes = lazy(() => loadAreaRoutes().then((m) => ({ default: m.AreaRoutes })));

export const routes: RouteObject[] = [
  {
    // The presenter of story mode: a whole screen of its own around both apps, outside the shell and its guards.
    path: 'story',
    ...page(
      () => import('../features/story/story-page'),
      (m) => m.StoryPage,
    ),
  },
  {
    element: <Shell />,
    children: [
      {
        index: true,
        ...page(
          () => import('../features/home/home-page'),
          (m) => m.HomePage,
        ),
      },
      {
        element: <Guarded guards={[guards.guestOnly]} />,
        children: [
          {
            path: 'sign-in',
            ...page(
              () => import('../features/auth/sign-in-page'),
              (m) => m.SignInPage,
            ),
          },
          {
            path: 'sign-up',
            ...page(
              () => import('../features/access/sign-up-page'),
              (m) => m.SignUpPage,
            ),
          },
          {
            path: 'identity-link',
            ...page(
              () => import('../features/access/identity-link-page'),
              (m) => m.IdentityLinkPage,
            ),
          },
          {
            path: 'forgot-pass',
            ...page(
              () => import('../features/access/forgot-pass-page'),
              (m) => m.ForgotPassPage,
            ),
          },
          {
            path: 'forgot-email',
            ...page(
              () => import('../features/access/forgot-email-page'),
              (m) => m.ForgotEmailPage,
            ),
          },
        ],
      },
      {
        path: 'email-verify-page',
        ...page(
          () => import('../features/access/email-verify-page'),
          (m) => m.EmailVerifyPage,
        ),
      },
      {
        path: 'help',
        ...page(
          () => import('../features/help/help-page'),
          (m) => m.HelpPage,
        ),
      },
      {
        path: 'help/category/:categoryId',
        ...page(
          () => import('../features/help/category-page'),
          (m) => m.CategoryPage,
        ),
      },
      {
        path: 'help/category/:categoryId/:sectionId/:articleId?',
        ...page(
          () => import('../features/help/article-page'),
          (m) => m.ArticlePage,
        ),
      },
      {
        path: 'store',
        ...page(
          () => import('../features/store/store-page'),
          (m) => m.StorePage,
        ),
      },
      {
        path: 'welcome',
        ...page(
          () => import('../features/account-status/account-status-page'),
          (m) => m.WelcomePage,
        ),
      },
      {
        path: 'about',
        element: <Guarded guards={[guards.noOuterAboutLink]} />,
        children: [
          {
            index: true,
            ...page(
              () => import('../features/legal/legal-page'),
              (m) => m.AboutPage,
            ),
          },
        ],
      },
      {
        path: 'terms',
        ...page(
          () => import('../features/legal/legal-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: 'terms/:termsPath',
        element: <Guarded guards={[guards.nonProduction]} />,
        children: [
          {
            index: true,
            ...page(
              () => import('../features/legal/terms-document-page'),
              (m) => m.TermsDocumentPage,
            ),
          },
        ],
      },
      {
        path: 'privacy',
        ...page(
          () => import('../features/legal/legal-page'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'link/:name',
        ...page(
          () => import('../features/deep-links/deep-link-page'),
          (m) => m.DeepLinkPage,
        ),
      },
      ...visitorProductRoutes,
      {
        // Every other path: the account's and the product areas' routes, and not found.
        path: '*',
        element: <AreaRoutes />,
        handle: { routes: loadAreaRoutes },
      },
    ],
  },
];

/**
 * Starts loading the code of the routes matching a URL before anything renders, so the guard and the page it guards
 * arrive together instead of one after the other.
 */
export function preloadRoute(pathname: string, basename: string, table: RouteObject[] = routes): void {
  for (const { route } of matchRoutes(table, pathname, basename) ?? []) {
    if ((route.element as ReactElement | undefined)?.type === Guarded) void loadGuarded();
    const handle = route.handle as RouteHandle | undefined;
    void handle?.preload?.();
    void handle?.routes?.().then((m) => preloadRoute(pathname, basename, m.areaRoutes));
  }
}

interface RouteHandle {
  /** Loads a page's code. */
  preload?: () => Promise<unknown>;
  /** Loads the routes a catch-all matches the rest of the path with. */
  routes?: () => Promise<{ areaRoutes: RouteObject[] }>;
}
