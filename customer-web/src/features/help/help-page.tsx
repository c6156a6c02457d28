import { Card, CardActionArea, CardContent, Grid, List, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { helpSearchSchema } from '@portal/shared';
import { Form, SubmitButton, TextInput } from '../../components/form';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { ArticleItem, articlePath } from './article-link';
import { HelpListsFailed } from './help-lists-failed';
import { useHelpArticles } from './use-help-articles';
import { useHelpCollections } from './use-help-collections';
import { useHelpSearch } from './use-help-search';
import './i18n';

/** /help: search by phrase (published articles only) and the categories to browse. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const [params, setParams] = useSearchParams();
  const phrase = params.get('q') ?? '';
  const collections = useHelpCollections();
  const articles = useHelpArticles();
  const search = useHelpSearch(phrase);
  const categories = (collections.data ?? []).filter((c) => c.parent_id === null);
  const countIn = (categoryId: string) => {
    const sections = new Set(
      (collections.data ?? []).filter((c) => c.parent_id === categoryId).map((c) => c.id),
    );
    return (articles.data ?? []).filter((a) => a.parent_id && sections.has(a.parent_id)).length;
  };
  return (
    <Page title={t('title')} width="md">
      <Form
        role="search"
        schema={helpSearchSchema}
        defaultValues={{ phrase }}
        onSubmit={(search) => setParams(search.phrase ? { q: search.phrase } : {})}
        sx={{ mb: 2 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput name="phrase" label={t('search')} fullWidth type="search" />
          <SubmitButton size="medium" sx={{ height: 56 }}>
            {t('searchButton')}
          </SubmitButton>
        </Stack>
      </Form>
      {phrase ? (
        <section aria-labelledby="help-results">
          <Typography id="help-results" variant="h6" component="h2">
            {t('results', { phrase })}
          </Typography>
          {search.isFetching && <ListSkeleton rows={3} />}
          {search.data?.length === 0 && <Typography>{t('noResults', { phrase })}</Typography>}
          <List>
            {search.data?.map((a) => (
              <ArticleItem key={a.id} article={a} to={articlePath(a, collections.data ?? [])} />
            ))}
          </List>
        </section>
      ) : (
        <section aria-labelledby="help-categories">
          <Typography id="help-categories" variant="h6" component="h2" gutterBottom>
            {t('categories')}
          </Typography>
          {collections.isPending && <ListSkeleton />}
          <HelpListsFailed lists={[collections, articles]} />
          {collections.data?.length === 0 && <Typography>{t('empty')}</Typography>}
          <Grid container spacing={2}>
            {categories.map((c) => (
              <Grid key={c.id} size={{ xs: 12, sm: 6 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={Link} to={`/help/category/${c.id}`} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h6" component="h3">
                        {c.name}
                      </Typography>
                      <Typography variant="body2">{c.description}</Typography>
                      <Typography variant="caption">{t('articles', { count: countIn(c.id) })}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </section>
      )}
    </Page>
  );
}
