import { Box, Grid } from '@mui/material';
import { fibrePlanTypeLabel, fibreStatusLabel, type FibreProductRecord } from '@portal/shared';
import { FunctionField, Labeled, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DeletedBanner } from '../components/deleted-state';
import { NanosField } from '../components/nanos-field';
import { NotesPanel } from '../components/notes-panel';
import { RecordActions } from '../components/record-actions';
import { FibreProductStatusChip } from '../components/status-chips';
import { StepsTimeline } from '../components/steps-timeline';
import { showFailureProps } from '../lib/failure-props';
import { referenceFailure } from '../lib/failure-props';

export function FibreProductShow() {
  return (
    <Show {...showFailureProps} actions={<RecordActions />}>
      <Box sx={{ p: 2 }}>
        <DeletedBanner />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <SimpleShowLayout sx={{ p: 0 }}>
              <Labeled label="resources.UFB.fields.Status">
                <FibreProductStatusChip />
              </Labeled>
              <FunctionField
                label="console.fields.status_label"
                render={(p: FibreProductRecord) => fibreStatusLabel(p) ?? ''}
              />
              <FunctionField
                label="console.fields.plan_type"
                render={(p: FibreProductRecord) => fibrePlanTypeLabel(p) ?? ''}
              />
              <ReferenceField
                {...referenceFailure('customer')}
                source="CustomerUUID"
                reference="customer"
                link="show"
              />
              <TextField source="Address.Formatted" />
              <TextField source="LFC" />
              <ReferenceField
                {...referenceFailure('UFB_plan')}
                source="PlanUUID"
                reference="UFB_plan"
                link="show"
              />
              <ReferenceField
                {...referenceFailure('UFB_order')}
                source="OrderUUID"
                reference="UFB_order"
                link="show"
              />
              <TextField source="BillingReference" />
              <TextField source="PrequalUUID" />
              <NanosField source="CreatedAtNanos" />
              <NanosField source="UpdatedAtNanos" />
            </SimpleShowLayout>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <StepsTimeline />
          </Grid>
          <Grid size={12}>
            <NotesPanel parent="UFB" />
          </Grid>
        </Grid>
      </Box>
    </Show>
  );
}
