import { Link as MuiLink, ListItem, ListItemText } from '@mui/material';
import type { HelpArticle, HelpCollection } from '@portal/shared';
import { Link } from 'react-router';

/** Where an article lives: /help/category/{category}/{section}/{article}. */
export function articlePath(article: HelpArticle, collections: readonly HelpCollection[]): string {
  const section = collections.find((c) => c.id === article.parent_id);
  const category = section?.parent_id ?? section?.id ?? 'all';
  return `/help/category/${category}/${section?.id ?? 'all'}/${article.id}`;
}

export function ArticleItem({ article, to }: { article: HelpArticle; to: string }) {
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={
          <MuiLink component={Link} to={to}>
            {article.title}
          </MuiLink>
        }
        secondary={article.description}
      />
    </ListItem>
  );
}
