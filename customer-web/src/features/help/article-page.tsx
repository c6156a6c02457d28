import { Box, Button, List, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { safeHtml } from '../../lib/safe-html';
import { ArticleItem } from './article-link';
import { HelpListsFailed } from './help-lists-failed';
import { useHelpArticles } from './use-help-articles';
import { useHelpCollections } from './use-help-collections';
import './i18n';

/** help/category/{category_id}/{section_id}/{article_id?}: an article, or the section's articles. */
export function ArticlePage() {
  const { t } = useTranslation('help');
  const { categoryId = '', sectionId = '', articleId } = useParams();
  const collections = useHelpCollections();
  const articles = useHelpArticles();
  const section = collections.data?.find((c) => c.id === sectionId);
  const article = articleId ? articles.data?.find((a) => a.id === articleId) : undefined;
  const title = article?.title ?? section?.name ?? t('title');
  return (
    <Page title={title} width="md">
      <Button component={Link} to={categoryId ? `/help/category/${categoryId}` : '/help'} sx={{ mb: 2 }}>
        {t('back')}
      </Button>
      {articles.isPending && <ListSkeleton rows={6} />}
      <HelpListsFailed lists={[collections, articles]} />
      {article ? (
        <Box component="article" sx={{ '& p': { mb: 2 } }}>
          <Typography sx={{ mb: 2 }} color="text.secondary">
            {article.description}
          </Typography>
          <div dangerouslySetInnerHTML={{ __html: safeHtml(article.body) }} />
        </Box>
      ) : articles.data && articleId ? (
        <Typography>{t('empty')}</Typography>
      ) : (
        <List>
          {(articles.data ?? [])
            .filter((a) => a.parent_id === sectionId)
            .map((a) => (
              <ArticleItem key={a.id} article={a} to={`/help/category/${categoryId}/${sectionId}/${a.id}`} />
            ))}
        </List>
      )}
    </Page>
  );
}
