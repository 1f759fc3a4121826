import type { ReactNode } from 'react';
import { Badge } from '../../ui';

/** The section's fields by key (`entity.singular`, `column.qty.unit`, `metric.0.numerator`…): their ids and refusals. */
export interface Fields {
  id(field: string): string;
  errors(field: string): string[];
}

/** Marks a control invalid and points it at its message while the field is refused. */
export function aria(f: Fields, field: string): { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return f.errors(field).length > 0 ? { id: f.id(field), 'aria-invalid': true, 'aria-describedby': `${f.id(field)}-error` } : { id: f.id(field) };
}

/** Why the field was refused, under it (the control's description). */
export function FieldMessage({ f, field }: { f: Fields; field: string }) {
  const errors = f.errors(field);
  return errors.length > 0 ? (
    <span className="field-error" id={`${f.id(field)}-error`}>
      {errors.join(' ')}
    </span>
  ) : null;
}

/** A labelled field: the label, the control (given its id and state), the refusal under it. */
export function Field({ label, field, f, children }: { label: string; field: string; f: Fields; children: (props: ReturnType<typeof aria>) => ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={f.id(field)} className="field-label">
        {label}
      </label>
      {children(aria(f, field))}
      <FieldMessage f={f} field={field} />
    </div>
  );
}

/** Whether a value is the spec build's proposal or the builder's choice. */
export function Marker({ source }: { source: 'proposed' | 'set' }) {
  return (
    <span className="marker" title={source === 'set' ? 'Set in the module builder' : 'Proposed by the spec build from the data'}>
      <Badge tone={source === 'set' ? 'accent' : 'neutral'}>{source}</Badge>
    </span>
  );
}
