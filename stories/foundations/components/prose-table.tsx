import type { ReactNode } from 'react';
import { DocTable } from './doc-table';
import { FoundationsFrame } from './foundations-frame';

type ProseTableProps = {
  /** What the table lists. */
  caption: string;
  /** The column headings. */
  headers: readonly string[];
  /** The rows, each a list of cells; the first cell heads its row. */
  rows: readonly (readonly ReactNode[])[];
};

/** A written table in an MDX page (Storybook's MDX has no Markdown tables), with a caption and headed rows. */
export function ProseTable({ caption, headers, rows }: ProseTableProps) {
  return (
    <FoundationsFrame>
      <DocTable caption={caption} headers={headers}>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) =>
              column === 0 ? (
                <th key={column} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={column}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </DocTable>
    </FoundationsFrame>
  );
}
