import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { OrderProvisioning } from '@portal/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { SubmitButton } from '../../components/submit-button';
import { slotText } from './format';
import { useBookAppointment } from './use-book-appointment';
import { useTimeSlots } from './use-time-slots';
import './i18n';

/** The installation appointment of an order: the booked time, and the free times to choose from while bookable. */
export function AppointmentBooking({ provisioning }: { provisioning: OrderProvisioning }) {
  const { t } = useTranslation('shopOrders');
  const headingId = useId();
  const [changing, setChanging] = useState(false);
  const [chosen, setChosen] = useState('');
  const slots = useTimeSlots(provisioning);
  const book = useBookAppointment(provisioning);
  const booked = provisioning.Appointment;
  const choosing = provisioning.Bookable && (!booked || changing);
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('appointment.title')}
        </Typography>
        {booked && (
          <Alert severity="success" sx={{ my: 1 }}>
            {t('appointment.booked', { when: slotText(booked) })}
          </Alert>
        )}
        {booked && provisioning.Bookable && !changing && (
          <Button onClick={() => setChanging(true)}>{t('appointment.change')}</Button>
        )}
        {choosing && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const slot = slots.data?.find((s) => s.UUID === chosen);
              if (slot) book.mutate(slot, { onSuccess: () => setChanging(false) });
            }}
          >
            <Typography sx={{ mb: 1 }}>{t('appointment.lead')}</Typography>
            {slots.isPending && <Loader label={t('appointment.loading')} />}
            {slots.error && <ErrorBanner error={slots.error} onRetry={() => void slots.refetch()} />}
            {slots.data?.length === 0 && <Typography>{t('appointment.none')}</Typography>}
            {!!slots.data?.length && (
              <RadioGroup
                aria-labelledby={headingId}
                value={chosen}
                onChange={(e) => setChosen(e.target.value)}
                sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}
              >
                {slots.data.map((slot) => (
                  <FormControlLabel
                    key={slot.UUID}
                    value={slot.UUID}
                    control={<Radio />}
                    label={slotText(slot)}
                  />
                ))}
              </RadioGroup>
            )}
            {book.error && <ErrorBanner error={book.error} />}
            <Stack direction="row" sx={{ mt: 2 }}>
              <SubmitButton disabled={!chosen || book.isPending}>{t('appointment.book')}</SubmitButton>
            </Stack>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
