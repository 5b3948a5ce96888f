import { TableScroll } from '@/components/ui/table-scroll';

export interface DataTableProps {
  caption: string;
  columns: string[];
  /** One array of cell texts per row, in column order; the first cell is the row's header. */
  rows: string[][];
  /**
   * 'details' (default): a "Show the data" disclosure anyone can open, keyboard and screen reader included.
   * 'hidden': visually hidden, for small charts such as sparklines where a disclosure would be clutter.
   */
  display?: 'details' | 'hidden';
}

/** The chart's data as a table: the accessible alternative to every chart, with the same values. */
export function DataTable({ caption, columns, rows, display = 'details' }: DataTableProps) {
  const table = (
    // Cell styles sit on the table once: a year of daily entries is hundreds of rows, and repeating the classes
    // on every cell would double the page's HTML.
    <table className="mt-2 w-full border-collapse text-left text-sm [&_td]:border-b [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border-b [&_th]:border-line [&_th]:px-2 [&_th]:py-1 [&_thead_th]:font-semibold [&_tbody_th]:font-normal">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([header, ...cells], index) => (
          <tr key={`${header}-${index}`}>
            <th scope="row">{header}</th>
            {cells.map((cell, cellIndex) => (
              <td key={cellIndex}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (display === 'hidden') return <div className="sr-only">{table}</div>;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm underline underline-offset-2">
        Show the data as a table<span className="sr-only">: {caption}</span>
      </summary>
      <TableScroll label={caption}>{table}</TableScroll>
    </details>
  );
}
