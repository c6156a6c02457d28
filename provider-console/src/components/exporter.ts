import { downloadCSV, type Exporter } from 'react-admin';
import { toCsv } from '../lib/csv';

/** A CSV export of the list as filtered and sorted (react-admin fetches the rows with the current query). */
export function csvExporter<R>(filename: string, columns: [string, (row: R) => unknown][]): Exporter {
  return (records) => downloadCSV(toCsv(records as R[], columns), filename);
}
