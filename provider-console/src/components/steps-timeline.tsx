import { Box, Card, CardContent, Typography } from '@mui/material';
import { fibreDisplayText } from '@portal/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatNanos } from '../lib/format';

interface Step {
  State: string;
  Substate: string;
  AtNanos: number;
  Note?: string;
  By?: string;
}

/** The states a record went through so far (the API answers the timeline up to now), newest first. */
export function StepsTimeline() {
  const record = useRecordContext<{ id: string; Timeline: Step[] }>();
  const translate = useTranslate();
  if (!record?.Timeline) return null;
  return (
    <Card component="section" aria-labelledby="history-title">
      <CardContent>
        <Typography id="history-title" variant="h6" component="h2" gutterBottom>
          {translate('console.timeline.title')}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...record.Timeline].reverse().map((step, i) => (
            <Box component="li" key={`${step.AtNanos}-${i}`} sx={{ mb: 1 }}>
              <Typography variant="body2" component="p">
                <strong>{translate(`console.states.${step.State}`, { _: step.State })}</strong>
                {step.Substate ? ` · ${fibreDisplayText(step.Substate)}` : ''}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {formatNanos(step.AtNanos)}
                {step.By ? ` · ${step.By}` : ''}
                {step.Note ? ` · ${step.Note}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
