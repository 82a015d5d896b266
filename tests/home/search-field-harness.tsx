// A home search field as the widget holds it: its value kept above it, and a button that reaches
// for the search (which lets the richer field load), with the value the app holds shown beside.
import { useState, type ReactNode } from 'react';

interface SearchFieldProps {
  ready: boolean;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchFieldHarness({ Field, label }: { Field: (props: SearchFieldProps) => ReactNode; label: string }) {
  const [value, setValue] = useState('');
  const [ready, setReady] = useState(false);
  return (
    <>
      <Field ready={ready} label={label} value={value} onChange={setValue} />
      <button type="button" onClick={() => setReady(true)}>
        Reach
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}
