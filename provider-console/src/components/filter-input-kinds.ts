// The inputs a list shows only once the operator adds their filter: their code (autocomplete, reference and switch
// inputs) loads then, not before the list's first rows.
export { AutocompleteInput, BooleanInput, ReferenceInput, SelectArrayInput } from 'react-admin';
