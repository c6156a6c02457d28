import { ReferenceInput, required, SelectInput, useRecordContext } from 'react-admin';
import { ChoicesLoadFailure } from './load-failure';

interface Choice {
  id: string;
  name: string;
}

/** The record's state and the legal moves from it, nothing else: the API refuses other moves with 409. */
export function LegalStateInput<S extends string>({
  transitions,
  choices,
}: {
  transitions: Record<S, readonly S[]>;
  choices: readonly Choice[];
}) {
  const record = useRecordContext<{ State: S }>();
  // A state the console does not know (or a record still loading) offers itself alone rather than breaking the page.
  const legal: string[] = record?.State ? [record.State, ...(transitions[record.State] ?? [])] : [];
  // A record always has a state: the list offers no empty choice to clear it.
  return (
    <SelectInput source="State" choices={choices.filter((c) => legal.includes(c.id))} validate={required()} />
  );
}

/** A substate chosen from the list, or none. */
export function SubstateInput({ choices }: { choices: readonly Choice[] }) {
  return <SelectInput source="Substate" choices={[...choices]} translateChoice={false} emptyValue="" />;
}

/** The fibre plan, cheapest first; plans that could not be loaded are said, never shown as no choice at all. */
export function PlanInput() {
  return (
    <ReferenceInput source="PlanUUID" reference="UFB_plan" sort={{ field: 'Cents', order: 'ASC' }}>
      <SelectInput optionText="Name" />
      <ChoicesLoadFailure />
    </ReferenceInput>
  );
}
