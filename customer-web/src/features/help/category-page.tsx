import { Button, List, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { ArticleItem } from './article-link';
import { HelpListsFailed } from './help-lists-failed';
import { useHelpArticles } from './use-help-articles';
import { useHelpCollections } from './use-help-collections';
import './i18n';

/** help/category/{category_id}: the category's sections, each with its articles. */
export function CategoryPage() {
  const { t } = useTranslation('help');
  const { categoryId = '' } = useParams();
  const collections = useHelpCollections();
  const articles = useHelpArticles();
  const category = collections.data?.find((c) => c.id === categoryId);
  const sections = (collections.data ?? []).filter((c) => c.parent_id === categoryId);
  return (
    <Page title={category?.name ?? t('title')} width="md">
      <Button component={Link} to="/help" sx={{ mb: 2 }}>
        {t('back')}
      </Button>
      {(collections.isPending || articles.isPending) && <ListSkeleton />}
      <HelpListsFailed lists={[collections, articles]} />
      {category && <Typography sx={{ mb: 2 }}>{category.description}</Typography>}
      {collections.data && !category && <Typography>{t('empty')}</Typography>}
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={`section-${s.id}`}>
          <Typography id={`section-${s.id}`} variant="h6" component="h2" sx={{ mt: 2 }}>
            {s.name}
          </Typography>
          <List>
            {(articles.data ?? [])
              .filter((a) => a.parent_id === s.id)
              .map((a) => (
                <ArticleItem key={a.id} article={a} to={`/help/category/${categoryId}/${s.id}/${a.id}`} />
              ))}
          </List>
        </section>
      ))}
    </Page>
  );
}
