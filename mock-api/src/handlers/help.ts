import { contracts, pageCount, rankArticles, type HelpArticle, type HelpCollection } from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError } from '../http/api-error';
import type { RouteRequest } from '../http/route';
import { route, routeVersions } from '../http/route';
import type { HandlerGroup } from './types';

const c = contracts.help;

/** Under the `help.unavailable` scenario the help centre fails (the portal says so with "Try again"). */
function failIfUnavailable(req: Pick<RouteRequest<typeof c.collections>, 'scenario'>) {
  if (req.scenario('help.unavailable')) throw new ApiError(503, 'try_later');
}

/** One page of a list in the help-centre service's list form. */
function listPage<T>(items: readonly T[], page: number, perPage: number) {
  return {
    type: 'list' as const,
    data: items.slice((page - 1) * perPage, page * perPage),
    total_count: items.length,
    pages: { type: 'pages' as const, page, per_page: perPage, total_pages: pageCount(items.length, perPage) },
  };
}

/** Categories in their order, each followed by its sections in theirs. */
function orderedCollections(all: readonly HelpCollection[]): HelpCollection[] {
  const byOrder = (a: HelpCollection, b: HelpCollection) => a.order - b.order;
  return all
    .filter((x) => x.parent_id === null)
    .sort(byOrder)
    .flatMap((category) => [category, ...all.filter((x) => x.parent_id === category.id).sort(byOrder)]);
}

/** The proxy serves published articles only: drafts never leave the help-centre service. */
const published = (ctx: MockContext): HelpArticle[] =>
  ctx.db.helpArticles.where((a) => a.state === 'published');

const older = contracts.olderHelp;

/** Ranked published articles matching a phrase, as one page of the search answer. */
function searchPage(ctx: MockContext, phrase: string, page: number, perPage: number) {
  const { data, ...rest } = listPage(rankArticles(published(ctx), phrase), page, perPage);
  return { ...rest, data: { articles: data } };
}

export const helpHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.collections, (req) => {
    failIfUnavailable(req);
    return listPage(orderedCollections(ctx.db.helpCollections.all()), req.query.page, req.query.per_page);
  }),
  route(ctx, older.categories, (req) => {
    failIfUnavailable(req);
    const categories = orderedCollections(ctx.db.helpCollections.all()).filter((x) => x.parent_id === null);
    return listPage(categories, req.query.page, req.query.per_page);
  }),
  route(ctx, older.sections, (req) => {
    failIfUnavailable(req);
    const sections = orderedCollections(ctx.db.helpCollections.all()).filter((x) => x.parent_id !== null);
    return listPage(sections, req.query.page, req.query.per_page);
  }),
  ...routeVersions(ctx, c.articles, [older.articles], (req) => {
    failIfUnavailable(req);
    return listPage(published(ctx), req.query.page, req.query.per_page);
  }),
  route(ctx, c.search, (req) => {
    failIfUnavailable(req);
    return searchPage(ctx, req.query.phrase, req.query.page, req.query.per_page);
  }),
  route(ctx, older.search, (req) => {
    failIfUnavailable(req);
    return searchPage(ctx, req.query.query, req.query.page, req.query.per_page);
  }),
];
