import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { OrderProvisioning } from '@portal/shared';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../components/error-banner';
import { ListSkeleton } from '../../components/content-skeleton';
import { Form, RadioInput, SubmitButton } from '../../components/form';
import { slotText } from './format';
import { useBookAppointment } from './use-book-appointment';
import { useTimeSlots } from './use-time-slots';
import './i18n';

const slotChoiceSchema = z.object({ slot: z.string().min(1, 'Please choose a time') });

/** The installation appointment of an order: the booked time, and the free times to choose from while bookable. */
export function AppointmentBooking({ provisioning }: { provisioning: OrderProvisioning }) {
  const { t } = useTranslation('shopOrders');
  const headingId = useId();
  const [changing, setChanging] = useState(false);
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
          <>
            <Typography sx={{ mb: 1 }}>{t('appointment.lead')}</Typography>
            {slots.isPending && <ListSkeleton rows={3} label={t('appointment.loading')} />}
            {slots.error && <ErrorBanner error={slots.error} onRetry={() => void slots.refetch()} />}
            {slots.data?.length === 0 && <Typography>{t('appointment.none')}</Typography>}
            {!!slots.data?.length && (
              <Form
                schema={slotChoiceSchema}
                defaultValues={{ slot: '' }}
                onSubmit={async ({ slot }) => {
                  const chosen = slots.data.find((s) => s.UUID === slot);
                  if (chosen) await book.mutateAsync(chosen, { onSuccess: () => setChanging(false) });
                }}
              >
                <RadioInput
                  name="slot"
                  label={t('appointment.title')}
                  options={slots.data.map((slot) => ({ value: slot.UUID, label: slotText(slot) }))}
                  sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}
                />
                <Stack direction="row" sx={{ mt: 2 }}>
                  <SubmitButton>{t('appointment.book')}</SubmitButton>
                </Stack>
              </Form>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
