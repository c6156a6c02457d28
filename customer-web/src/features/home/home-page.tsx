import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Container, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { brandFor } from '@portal/shared';
import { WaysIn } from '../../components/ways-in';
import { useFlags } from '../../lib/flags';
import { registerTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session/use-session';
import { useTypedBeforeStart } from '../../lib/typed-before-start';

registerTranslations('home', {
  en: {
    title: 'Mobile and broadband, sorted',
    lead: 'Plans, SIMs and broadband in one place, and your account whenever you need it.',
    toProfile: 'Go to my account',
    toSignIn: 'Sign in',
    toSignUp: 'Sign up',
    toStory: 'Watch a demo play itself',
    addressTitle: 'Broadband at your address',
    addressLead: 'See which fibre and fixed wireless plans reach you.',
    address: 'Your address',
    check: 'Check my address',
    addressTooShort: 'Please enter at least two characters of your address',
    shopTitle: 'What can we help you with?',
  },
  'mi-NZ': { title: 'Waea pūkoro me te ipurangi', toSignIn: 'Takiuru', toSignUp: 'Waitohu' },
});

const brand = brandFor();
/** The hero's main button: the brand's blue on white, readable on either end of the banner. */
const HERO_BUTTON = { bgcolor: '#ffffff', color: brand.light.primary, '&:hover': { bgcolor: '#e8eef5' } };

/** The address search on the landing page: the broadband shop opens with it already searched. */
function AddressCheck() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [error, setError] = useState('');
  const typedBeforeStart = useTypedBeforeStart('address', setAddress);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = address.trim();
    if (q.length < 2) return setError(t('addressTooShort'));
    void navigate(`/broadband?address=${encodeURIComponent(q)}`);
  };
  return (
    <Box component="section" aria-labelledby="address-check" sx={{ mt: 5 }}>
      <Typography id="address-check" variant="h5" component="h2">
        {t('addressTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('addressLead')}
      </Typography>
      <Stack
        component="form"
        role="search"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        noValidate
      >
        <TextField
          label={t('address')}
          name="address"
          value={address}
          autoComplete="street-address"
          inputRef={typedBeforeStart}
          onChange={(e) => {
            setAddress(e.target.value);
            setError('');
          }}
          error={!!error}
          helperText={error || ' '}
          sx={{ flexGrow: 1, maxWidth: { sm: 480 } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          sx={{ alignSelf: 'flex-start', minHeight: 56 }}
        >
          {t('check')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The front door: for visitors every way in one click away; a signed-in customer goes on to the account. */
export function HomePage() {
  const { t } = useTranslation('home');
  const session = useSession();
  const { flags } = useFlags();
  const signedIn = session.status === 'signed-in';
  useDocumentTitle();
  return (
    <>
      <Box
        sx={(theme) => {
          const [from, to] = brand.images[theme.palette.mode];
          return {
            background: `linear-gradient(120deg, ${from}, ${to})`,
            color: theme.palette.mode === 'light' ? brand.images.onLight : brand.images.onDark,
            py: { xs: 4, sm: 7 },
          };
        }}
      >
        <Container maxWidth="lg">
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.75rem', sm: '2.5rem' }, maxWidth: 640 }}
          >
            {t('title')}
          </Typography>
          <Typography sx={{ mt: 1.5, mb: 3, fontSize: '1.125rem', maxWidth: 560 }}>{t('lead')}</Typography>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {signedIn ? (
              <Button component={Link} to="/profile" variant="contained" sx={HERO_BUTTON}>
                {t('toProfile')}
              </Button>
            ) : (
              <>
                <Button component={Link} to="/sign-in" variant="contained" sx={HERO_BUTTON}>
                  {t('toSignIn')}
                </Button>
                <Button component={Link} to="/sign-up" variant="outlined" color="inherit">
                  {t('toSignUp')}
                </Button>
                {/* The static demo has no presenter at hand: story mode plays the portal and the console by itself. */}
                {import.meta.env.MODE === 'demo' && (
                  <Button component={Link} to="/story" variant="text" color="inherit">
                    {t('toStory')}
                  </Button>
                )}
              </>
            )}
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('shopTitle')}
        </Typography>
        <WaysIn forVisitor={!signedIn} headingLevel="h3" />
        {(flags.fibre_module || flags.fwa_module) && <AddressCheck />}
      </Container>
    </>
  );
}
