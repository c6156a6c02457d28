declare global {
  interface Window {
    /** Set by public/link-route-code.js on a pre-rendered page; settles once its route's code is all linked. */
    __routeCodeLinked?: Promise<void>;
  }
}

/**
 * Settles once a pre-rendered page's route code is linked, a few chunks a task. An app started before then would
 * link the rest in one long task as it loads the route (Vite links a lazy module's chunks when it is asked for). The
 * linking script is deferred ahead of the app's, so it has always run by now; a page without it does not wait.
 */
export const routeCodeLinked = (): Promise<void> => window.__routeCodeLinked ?? Promise.resolve();
