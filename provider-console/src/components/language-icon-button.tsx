import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

/**
 * The language choice as an icon, for a phone's app bar: react-admin's own button spells out the language and
 * leaves the page title no room. Its name says what it does and which language is on.
 */
export function LanguageIconButton() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((l) => l.locale === locale)?.name ?? locale;
  const label = translate('console.language_now', { name: current });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
