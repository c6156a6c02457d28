import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import type { FibreOrderRecord } from '@portal/shared';
import {
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DeletedBanner } from '../components/deleted-state';
import { CalendarDayField, PhoneField } from '../components/formatted-fields';
import { NanosField } from '../components/nanos-field';
import { NotesPanel } from '../components/notes-panel';
import { RecordActions } from '../components/record-actions';
import { OrderStateChip } from '../components/status-chips';
import { formatWindow } from '../lib/format';
import { BookAppointmentButton } from './book-appointment';
import { OrderHistory, useHistoryRefresh } from './order-history';
import { showFailureProps } from '../lib/failure-props';
import { liveQueryOptions } from '../lib/live';
import { referenceFailure } from '../lib/failure-props';

function AppointmentCard() {
  const order = useRecordContext<FibreOrderRecord>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <Card component="section" aria-labelledby="appointment-title">
      <CardContent>
        <Typography id="appointment-title" variant="h6" component="h2" gutterBottom>
          {translate('console.appointment.title')}
        </Typography>
        <Typography variant="body1" data-testid="appointment">
          {order.Appointment
            ? `${formatWindow(order.Appointment.StartNanos, order.Appointment.EndNanos)} (${order.Appointment.Mode})`
            : translate('console.appointment.none')}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <BookAppointmentButton />
        </Box>
      </CardContent>
    </Card>
  );
}

/** Notes are added here and read in the order's history. */
function OrderNotes() {
  const refreshHistory = useHistoryRefresh();
  return <NotesPanel parent="UFB_order" list={false} onAdded={refreshHistory} />;
}

export function FibreOrderShow() {
  return (
    <Show
      {...showFailureProps}
      // The order moves on by the clock, the customer and other operators: it refreshes in place.
      queryOptions={{ ...showFailureProps.queryOptions, ...liveQueryOptions }}
      actions={<RecordActions extra={<BookAppointmentButton />} />}
    >
      <Box sx={{ p: 2 }}>
        <DeletedBanner />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <SimpleShowLayout sx={{ p: 0 }}>
              <TextField source="OrderNumber" />
              <Labeled label="resources.UFB_order.fields.State">
                <OrderStateChip />
              </Labeled>
              <ReferenceField
                {...referenceFailure('customer')}
                source="CustomerUUID"
                reference="customer"
                link="show"
              />
              <TextField source="Address.Formatted" />
              <TextField source="Address.Number" emptyText="—" />
              <TextField source="Address.StreetName" emptyText="—" />
              <TextField source="Address.StreetType" emptyText="—" />
              <TextField source="Address.Suburb" emptyText="—" />
              <TextField source="Address.City" emptyText="—" />
              <TextField source="Address.PostCode" emptyText="—" />
              <TextField source="Address.LocationProvider" emptyText="—" />
              <TextField source="Address.LocationProviderIDX" emptyText="—" />
              <TextField source="LFC" />
              <ReferenceField
                {...referenceFailure('lfc_product')}
                source="LFCProductUUID"
                reference="lfc_product"
                link="show"
              />
              <ReferenceField
                {...referenceFailure('UFB_plan')}
                source="PlanUUID"
                reference="UFB_plan"
                link="show"
              />
              <ReferenceField {...referenceFailure('UFB')} source="ProductUUID" reference="UFB" link="show" />
              <TextField source="ExternalReference.OrderType" />
              <CalendarDayField source="ExternalReference.RSFDate" emptyText="—" />
              <TextField source="ExternalReference.SiteContactName" />
              <PhoneField source="ExternalReference.SiteContactPhone" />
              <TextField source="ExternalReference.SiteContactEmail" />
              <NanosField source="CreatedAtNanos" />
              <NanosField source="UpdatedAtNanos" />
            </SimpleShowLayout>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <AppointmentCard />
              <OrderNotes />
              <OrderHistory />
            </Box>
          </Grid>
        </Grid>
      </Box>
    </Show>
  );
}
