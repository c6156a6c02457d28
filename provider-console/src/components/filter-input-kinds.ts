// The inputs a list shows only once the operator adds their filter: their code (autocomplete, date and switch
// inputs) loads then, not before the list's first rows.
export { AutocompleteInput, BooleanInput, DateInput, ReferenceInput, SelectArrayInput } from 'react-admin';
