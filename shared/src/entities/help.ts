import { z } from 'zod';

/**
 * Help-centre content in the help-centre service's own wire form (snake_case, string ids,
 * times in seconds). Categories are top-level collections; a section is a collection whose parent is a category.
 */
export const HelpCollectionSchema = z.object({
  id: z.string(),
  type: z.literal('collection'),
  workspace_id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  order: z.number().int(),
  default_locale: z.string(),
  /** null for a category; the category's id for a section. */
  parent_id: z.string().nullable(),
  url: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type HelpCollection = z.infer<typeof HelpCollectionSchema>;

export const HelpArticleStateSchema = z.enum(['published', 'draft']);

export const HelpArticleSchema = z.object({
  id: z.string(),
  type: z.literal('article'),
  workspace_id: z.string(),
  title: z.string(),
  description: z.string(),
  /** HTML. */
  body: z.string(),
  author_id: z.number().int(),
  state: HelpArticleStateSchema,
  /** The section the article sits in. */
  parent_id: z.string().nullable(),
  /** Ancestors from the category down: [category id, section id]. */
  parent_ids: z.array(z.string()),
  parent_type: z.literal('collection').nullable(),
  url: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type HelpArticle = z.infer<typeof HelpArticleSchema>;

export const HelpPagesSchema = z.object({
  type: z.literal('pages'),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total_pages: z.number().int().min(1),
});

export const HelpCollectionListSchema = z.object({
  type: z.literal('list'),
  data: z.array(HelpCollectionSchema),
  total_count: z.number().int().min(0),
  pages: HelpPagesSchema,
});
export type HelpCollectionList = z.infer<typeof HelpCollectionListSchema>;

export const HelpArticleListSchema = HelpCollectionListSchema.extend({ data: z.array(HelpArticleSchema) });
export type HelpArticleList = z.infer<typeof HelpArticleListSchema>;

export const HelpSearchResultSchema = HelpCollectionListSchema.extend({
  data: z.object({ articles: z.array(HelpArticleSchema) }),
});
export type HelpSearchResult = z.infer<typeof HelpSearchResultSchema>;
