import { z } from 'zod';
import { HelpArticleListSchema, HelpCollectionListSchema, HelpSearchResultSchema } from '../entities/help';
import { PAGING } from '../config';
import { defineContract } from './define';

/** Help lists come 150 to a page. */
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGING.helpPerPage).default(PAGING.helpPerPage),
};

/*
 * The help centre is public (its routes have no condition). The portal reaches the help-centre service
 * through the provider's proxy, which serves published content only: drafts never leave it.
 */
export const helpContracts = {
  collections: defineContract({
    id: 'help.collections',
    method: 'get',
    path: '/intercom/help_center/collections',
    summary:
      'Help-centre collections: categories (parent_id null) and their sections (parent_id the category).',
    access: 'public',
    query: z.object(paging),
    response: HelpCollectionListSchema,
    errors: ['try_later'],
    tags: ['help'],
  }),
  articles: defineContract({
    id: 'help.articles',
    method: 'get',
    path: '/intercom/articles',
    summary: 'Published help articles, each with the category and section it sits in (parent_ids).',
    access: 'public',
    query: z.object(paging),
    response: HelpArticleListSchema,
    errors: ['try_later'],
    tags: ['help'],
  }),
  search: defineContract({
    id: 'help.search',
    method: 'get',
    path: '/intercom/articles/search',
    summary: 'Searches published articles by phrase, best match first (state=published).',
    access: 'public',
    query: z.object({
      phrase: z.string().trim().min(1, { error: 'Please enter a phrase' }).max(200),
      state: z.literal('published', { error: 'Only published articles can be searched' }),
      ...paging,
    }),
    response: HelpSearchResultSchema,
    errors: ['try_later'],
    tags: ['help'],
  }),
};

/** The older help-centre variant lists 100 to a page. */
const olderPaging = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGING.helpPerPageOlder).default(PAGING.helpPerPageOlder),
};
const olderHelp = { method: 'get', access: 'public', errors: ['try_later'], tags: ['help'] } as const;

/*
 * The older help-centre variant the specification still lists: categories and sections apart, articles 100 to a
 * page, and a search by `query`; drafts are excluded as in the current one. The paths are the help-centre
 * service's own, under /help_center.
 */
export const olderHelpContracts = {
  categories: defineContract({
    id: 'help.categoriesV1',
    path: '/help_center/categories',
    summary: 'Older help centre: the categories (collections without a parent), in their order.',
    query: z.object(olderPaging),
    response: HelpCollectionListSchema,
    ...olderHelp,
  }),
  sections: defineContract({
    id: 'help.sectionsV1',
    path: '/help_center/sections',
    summary:
      'Older help centre: the sections (collections with a parent category), each category’s in order.',
    query: z.object(olderPaging),
    response: HelpCollectionListSchema,
    ...olderHelp,
  }),
  articles: defineContract({
    id: 'help.articlesV1',
    path: '/help_center/articles',
    summary: 'Older help centre: published articles, per_page up to 100 (the portal asks for 100).',
    query: z.object(olderPaging),
    response: HelpArticleListSchema,
    ...olderHelp,
  }),
  search: defineContract({
    id: 'help.searchV1',
    path: '/help_center/articles/search',
    summary: 'Older help centre: published articles matching `query`, best match first (drafts excluded).',
    query: z.object({
      query: z.string().trim().min(1, { error: 'Please enter a phrase' }).max(200),
      ...olderPaging,
    }),
    response: HelpSearchResultSchema,
    ...olderHelp,
  }),
};
