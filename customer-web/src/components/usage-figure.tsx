import {
  Box,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  useTheme,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden';

export interface UsagePoint {
  label: string;
  amount: number;
}

/** The switch that shows a chart's figures as a table instead of the drawing. */
export function AsTableSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={t('chart.asTable')}
    />
  );
}

/**
 * Usage as bars in the brand's primary colour (light or dark, not the chart library's own blue), with the same
 * figures in a table: always there for screen readers, and on screen instead of the drawing when asked.
 */
export function UsageFigure({
  points,
  unit,
  when,
  asTable,
  label,
}: {
  points: readonly UsagePoint[];
  /** The amount's name and unit, "Data (GB)". */
  unit: string;
  /** The heading of the period column. */
  when: string;
  asTable: boolean;
  /** The table's name, when the page says more than "The chart’s figures". */
  label?: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <>
      {/* The table below says the same to screen readers: the drawing is left out of the accessibility tree. */}
      {!asTable && (
        <Box inert data-testid="usage-chart" data-points={points.length}>
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: points.map((p) => p.label) }]}
            series={[{ data: points.map((p) => p.amount), label: unit, color: theme.palette.primary.main }]}
            hideLegend
          />
        </Box>
      )}
      {/* Hidden by its box: a table grows to its rows whatever height it is given, and would lengthen the page. */}
      <Box sx={asTable ? { mt: 1 } : visuallyHidden}>
        <Table size="small" aria-label={label ?? t('chart.figures')}>
          <TableHead>
            <TableRow>
              <TableCell>{when}</TableCell>
              <TableCell align="right">{unit}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((p) => (
              <TableRow key={p.label}>
                <TableCell>{p.label}</TableCell>
                <TableCell align="right">{p.amount.toFixed(2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
