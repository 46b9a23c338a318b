import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { typeScale } from '@theme/primitives';
import { formatInr } from '@/lib/format';
import type { CityPrice } from '@/features/catalogue/schemas/lab-test-detail';

type CityPriceTableProps = {
  /** The table's visible caption, e.g. "CBC Test Prices". */
  caption: string;
  cities: readonly CityPrice[];
};

/** The test's price in each city, as a table with a caption and column headers. */
export function CityPriceTable({ caption, cities }: CityPriceTableProps) {
  return (
    <TableContainer>
      <Table sx={{ '& caption': { captionSide: 'top', textAlign: 'left', px: 0, ...typeScale.h3, color: 'text.primary' } }}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              City
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Price
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cities.map((row) => (
            <TableRow key={row.city}>
              <TableCell component="th" scope="row">
                {row.city}
              </TableCell>
              <TableCell align="right">{formatInr(row.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
