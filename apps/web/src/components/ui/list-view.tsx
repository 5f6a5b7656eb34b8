import type { ReactNode } from 'react';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { ErrorState } from './error-state';
import { ListSpinner } from './spinner';
import { Table } from './table';

type TListQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
};

type TCardListProps<T extends { id: string }> = {
  /** Read by screen readers as the list's name. */
  label: string;
  items: T[];
  /** Layout of each card beyond its frame (padding, flex). */
  cardClassName?: string;
  children: (item: T) => ReactNode;
};

/** A list on a phone: one framed card per item, two columns from `sm`. */
export function CardList<T extends { id: string }>({
  label,
  items,
  cardClassName,
  children,
}: TCardListProps<T>) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={label}>
      {items.map((item) => (
        <li
          key={item.id}
          className={cn(
            'rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
            cardClassName,
          )}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

type TListViewProps<T extends { id: string }> = {
  query: TListQuery;
  /** The rows to show (already filtered, if the screen filters on the device). */
  items: T[];
  /** The table's caption and the cards' list name. */
  label: string;
  loadingLabel: string;
  errorMessage: string;
  /** What an empty list shows: "nothing yet" or "nothing matches", as the screen decides. */
  empty: ReactNode;
  /** The table's head and body (inside <Table>), on screens from `lg`. */
  table: (items: T[]) => ReactNode;
  /** One card's content, on smaller screens. */
  card: (item: T) => ReactNode;
  cardClassName?: string;
  /** From which width the table replaces the cards; `lg` unless the columns need more (amounts in Bs.). */
  tableQuery?: string;
};

/**
 * The body of a seller's list screen: loading, error with 'Reintentar', empty, then a table on a large
 * screen or cards on a phone; busy while a new page or filter is on its way.
 */
export function ListView<T extends { id: string }>(props: TListViewProps<T>) {
  const { query, items, label } = props;
  const isLarge = useMediaQuery(props.tableQuery ?? LARGE_SCREEN_QUERY);

  let body;
  if (query.isPending) {
    body = <ListSpinner label={props.loadingLabel} />;
  } else if (query.isError) {
    body = (
      <ErrorState
        message={props.errorMessage}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  } else if (items.length === 0) {
    body = props.empty;
  } else if (isLarge) {
    body = <Table caption={label}>{props.table(items)}</Table>;
  } else {
    body = (
      <CardList label={label} items={items} cardClassName={props.cardClassName}>
        {props.card}
      </CardList>
    );
  }
  return <div aria-busy={query.isFetching || undefined}>{body}</div>;
}
