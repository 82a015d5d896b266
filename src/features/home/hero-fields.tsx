// The home search's fields: native inputs and selects dressed like the app's Mantine inputs. The hero is
// on the first paint of the home page, so its form uses no input library (see the size budget); native
// date and select pickers are also the easiest to use on a phone.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import classes from './hero-fields.module.css';

interface Shell {
  label: string;
  description?: ReactNode;
  /** Shown under the field, which is then marked invalid. */
  error?: ReactNode;
}

function FieldShell({ id, label, description, error, children }: Shell & { id: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <div className={classes.head}>
        <label htmlFor={id} className={classes.label}>
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className={classes.description}>
            {description}
          </p>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, { description, error }: Shell): string | undefined {
  return [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField({ label, description, error, ...input }: Shell & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} description={description} error={error}>
      <input
        id={id}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, description, error })}
        {...input}
      />
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  label,
  description,
  error,
  options,
  ...select
}: Shell & { options: readonly Option[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} description={description} error={error}>
      <select
        id={id}
        className={`${classes.input} ${classes.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, description, error })}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * The class names that make a Mantine input of size md (the time list, loaded later) read like these
 * fields, and sit in their grid: its wrapper gives way, so its label, input and message take the rows.
 */
export const heroFieldClassNames = {
  root: classes.mantineRoot,
  label: classes.label,
  description: classes.description,
  error: classes.error,
};

export { classes as heroFieldClasses };
