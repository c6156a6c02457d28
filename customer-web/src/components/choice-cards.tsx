import { Box, Card, Radio, RadioGroup, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface ChoiceCard {
  value: string;
  /** The radio's accessible name: everything a person compares the choices by, in one line. */
  label: string;
  title: string;
  /** The price, shown large. */
  price?: string;
  children?: ReactNode;
}

/**
 * A choice among a few offers (plans, modems) as cards side by side: each card is one radio button, the chosen
 * card is outlined in the brand's colour, and the cards of a row share their height.
 */
export function ChoiceCards({
  legend,
  choices,
  chosen,
  onChoose,
}: {
  legend: string;
  choices: readonly ChoiceCard[];
  chosen: string | undefined;
  onChoose: (value: string) => void;
}) {
  const legendId = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h5" id={legendId} sx={{ mb: 2, p: 0 }}>
        {legend}
      </Typography>
      <RadioGroup
        aria-labelledby={legendId}
        value={chosen ?? ''}
        onChange={(_, value) => onChoose(value)}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          flexDirection: 'unset',
        }}
      >
        {choices.map((choice) => {
          const selected = choice.value === chosen;
          return (
            <Card
              key={choice.value}
              component="label"
              sx={{
                cursor: 'pointer',
                display: 'flex',
                flexDirection: 'column',
                p: 2,
                borderWidth: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box
                sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
              >
                <Typography variant="h6" component="span">
                  {choice.title}
                </Typography>
                <Radio
                  value={choice.value}
                  slotProps={{ input: { 'aria-label': choice.label } }}
                  sx={{ m: -1 }}
                />
              </Box>
              {choice.price && (
                <Typography variant="h5" component="span" sx={{ mt: 1, color: 'primary.main' }}>
                  {choice.price}
                </Typography>
              )}
              {choice.children}
            </Card>
          );
        })}
      </RadioGroup>
    </Box>
  );
}
