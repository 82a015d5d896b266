// A back-office list that is a table on wider screens and a stack of cards on phones, from one set
// of column definitions, so that every list reads the same way in a car park and at a desk.
import { Box, em, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface RecordListColumn<T> {
  /** Column header, also the label of the value on a phone card. */
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * Where the cell goes on a phone card: `image` at the start, `title` as the card's heading,
   * `badge` beside the title, `actions` at the end; any other column is a label and value line.
   */
  role?: 'image' | 'title' | 'badge' | 'actions';
  /** Keep the header for screen readers only (image and actions columns). */
  hideHeader?: boolean;
  /** Table cell alignment ('end' for numbers and actions). */
  align?: 'start' | 'end';
  /** Keep the table cell on one line (short values: prices, dates, durations). Badges always are. */
  noWrap?: boolean;
}

export interface RecordListProps<T> {
  rows: readonly T[];
  columns: readonly RecordListColumn<T>[];
  rowKey: (row: T) => string;
  /** What the list is, for screen readers ('Cars'). */
  caption: string;
  /** Width (px) from which the table shows instead of the cards; 768 by default. */
  tableFrom?: number;
}

function TableView<T>({ rows, columns, rowKey, caption }: RecordListProps<T>) {
  return (
    <Paper withBorder radius="lg" bg="var(--brand-surface)" style={{ overflow: 'hidden' }}>
      {/* Positioned, so that a visually hidden header stays inside the scroll box instead of widening the page. */}
      <Table.ScrollContainer minWidth={720} type="native" style={{ position: 'relative' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} ta={column.align} scope="col" fz="xs" tt="uppercase" c="dimmed" lts="0.04em">
                  {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.role === 'title' ? (
                    <Table.Th key={column.header} scope="row" fw={600} ta={column.align}>
                      {column.cell(row)}
                    </Table.Th>
                  ) : (
                    <Table.Td
                      key={column.header}
                      ta={column.align}
                      w={column.role === 'image' ? 88 : undefined}
                      style={column.noWrap || column.role === 'badge' ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function CardView<T>({ rows, columns, rowKey, caption }: RecordListProps<T>) {
  const byRole = (role: RecordListColumn<T>['role']) => columns.filter((c) => c.role === role);
  const image = byRole('image')[0];
  const title = byRole('title')[0];
  const badges = byRole('badge');
  const actions = byRole('actions')[0];
  const details = columns.filter((c) => c.role === undefined);
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={caption} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder radius="lg" p="md" bg="var(--brand-surface)">
          <Stack gap="sm">
            <Group gap="md" wrap="nowrap" align="flex-start">
              {image?.cell(row)}
              <Stack gap={6} miw={0} style={{ flex: 1 }}>
                {title && (
                  <Text fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                    {title.cell(row)}
                  </Text>
                )}
                {badges.length > 0 && (
                  <Group gap={6}>
                    {badges.map((badge) => (
                      <Box key={badge.header}>{badge.cell(row)}</Box>
                    ))}
                  </Group>
                )}
              </Stack>
            </Group>
            {details.length > 0 && (
              <Box component="dl" m={0} style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 20px' }}>
                {details.map((column) => (
                  <Box key={column.header} style={{ flex: '1 1 auto', minWidth: '5rem' }}>
                    <Text component="dt" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {column.header}
                    </Text>
                    <Text
                      component="dd"
                      size="sm"
                      m={0}
                      style={column.noWrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
                    >
                      {column.cell(row)}
                    </Text>
                  </Box>
                ))}
              </Box>
            )}
            {actions && (
              <Box pt={4} style={{ borderTop: '1px solid var(--brand-border)' }}>
                {actions.cell(row)}
              </Box>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Rows as a table (wide screens) or as cards (phones). Only one of the two is rendered.
 *
 * ```tsx
 * <RecordList caption={t`Cars`} rows={cars} rowKey={(c) => c.id} columns={[
 *   { header: t`Image`, role: 'image', hideHeader: true, cell: (c) => <RecordThumb image={c.image} /> },
 *   { header: t`Name`, role: 'title', cell: (c) => c.name },
 *   { header: t`Category`, cell: (c) => label(c.category) },
 *   { header: t`Actions`, role: 'actions', hideHeader: true, align: 'end', cell: (c) => <RowActions ... /> },
 * ]} />
 * ```
 */
export function RecordList<T>(props: RecordListProps<T>) {
  const wide = useMediaQuery(`(min-width: ${em(props.tableFrom ?? 768)})`, false, { getInitialValueInEffect: false });
  return wide ? <TableView {...props} /> : <CardView {...props} />;
}
