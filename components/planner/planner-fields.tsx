import type { FieldResult } from '@/lib/planner/field';

/**
 * A number box: text, so that whatever a person types stays in it, with the
 * reason beside it when the value cannot be used. The message is the box's
 * accessible description and it is marked invalid.
 */
/** The planner's class names, passed down from the page: a stylesheet a client component imported would join every page's shared CSS. */
export type PlannerClasses = Readonly<Record<string, string>>;

export function NumberField({
  s,
  id,
  label,
  unit,
  value,
  result,
  onChange,
}: {
  s: PlannerClasses;
  id: string;
  label: string;
  unit?: string;
  value: string;
  result: FieldResult;
  onChange: (text: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      <span className={s.box}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={!result.ok}
          aria-describedby={result.ok ? undefined : errorId}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        {unit ? <span className={s.unit}>{unit}</span> : null}
      </span>
      {result.ok ? null : (
        <p id={errorId} className={s.error}>
          <span aria-hidden="true">⚠ </span>
          {result.message}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  s,
  id,
  label,
  value,
  options,
  onChange,
}: {
  s: PlannerClasses;
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A figure as the planner prints it (lib/planner/field.ts): hundredths at most, a true minus sign. */
export { printFigure as db } from '@/lib/planner/field';
