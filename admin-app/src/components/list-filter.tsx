import { Form } from 'react-bootstrap';

interface ListFilterProps {
  /** What `useServerList` returns: the text typed and its setter (the server is asked once typing pauses). */
  list: { filter: string; setFilter: (text: string) => void };
  /** The box's accessible name, e.g. 'Filter users'. */
  label: string;
  placeholder: string;
  maxWidth: number;
  className?: string;
}

/** The search box above a list paged and filtered on the server. */
export function ListFilter({ list, label, placeholder, maxWidth, className }: ListFilterProps) {
  return (
    <Form.Control
      type="search"
      placeholder={placeholder}
      aria-label={label}
      className={className}
      style={{ maxWidth }}
      value={list.filter}
      onChange={(e) => list.setFilter(e.target.value)}
    />
  );
}
