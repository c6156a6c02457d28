import { NumberInput, type NumberInputProps } from 'react-admin';

/** Cents on the wire, dollars in the form. */
export const toDollars = (cents: number | null | undefined) =>
  typeof cents === 'number' ? cents / 100 : cents;
export const toCents = (dollars: number | string | null | undefined) =>
  dollars === '' || dollars === null || dollars === undefined ? dollars : Math.round(Number(dollars) * 100);

/** A money input: the record holds integer cents, the operator types NZD. */
export function CentsInput(props: NumberInputProps) {
  return <NumberInput format={toDollars} parse={toCents} step={0.01} min={0} {...props} />;
}
