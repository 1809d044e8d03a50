import { SITE_CONTENT_COPY as COPY } from '../../../content/dashboard-site-content';
import type { FieldErrors } from '../../../domain/validation';
import { PictureField } from './content-picture-field';
import { emptyValue, type FieldSchema } from './content-schema';

interface FieldProps {
  /** The label is read by screen readers only (a list item's bar already shows the name). */
  quietLabel?: boolean;
  schema: FieldSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Where the field sits in the block ("sections.1.heading"): its id and its error's key. */
  path: string;
  label: string;
  errors: FieldErrors;
  idPrefix: string;
}

// Past this many characters a field gets a text area of several lines.
const ONE_LINE_MAX = 100;
const fieldId = (prefix: string, path: string) => `${prefix}-${path.replaceAll('.', '-')}`;

/**
 * One field of a block's form, generated from the block's schema (content-schema.ts): words get an input
 * or a text area with their limit and count shown, a choice a select, a group its fields, a list its items
 * with Add, Remove, Move up and Move down within the list's limits.
 */
export function ContentField(props: FieldProps) {
  const { schema } = props;
  if (schema.type === 'object') return <ObjectField {...props} />;
  if (schema.type === 'array') return <ListField {...props} />;
  if (schema.type === 'picture') return <PictureField {...props} />;
  return <TextField {...props} />;
}

function ObjectField({ schema, value, onChange, path, label, errors, idPrefix }: FieldProps) {
  const record = (value ?? {}) as Record<string, unknown>;
  // A field of a list's item may have a name of its own there ("sections.heading": "Section heading").
  const parts = path.split('.');
  const list = /^\d+$/.test(parts.at(-1) ?? '') ? parts.at(-2) : undefined;
  const fields = Object.entries(schema.properties ?? {}).map(([key, field]) => {
    const at = path ? `${path}.${key}` : key;
    return (
      <ContentField
        key={key}
        schema={field}
        value={record[key]}
        onChange={(next) => onChange({ ...record, [key]: next })}
        path={at}
        label={(list && COPY.fields[`${list}.${key}`]) ?? COPY.fields[key] ?? key}
        errors={errors}
        idPrefix={idPrefix}
      />
    );
  });
  // The block itself needs no frame; a group inside a list is framed by its item; a named group (a show's
  // Coming soon card) is a fieldset with its name.
  if (path === '' || label === '') return <>{fields}</>;
  return (
    <fieldset className="content-group">
      <legend>{label}</legend>
      {fields}
    </fieldset>
  );
}

function ListField({ schema, value, onChange, path, label, errors, idPrefix }: FieldProps) {
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const key = path.split('.').at(-1) ?? '';
  const what = COPY.itemNames[key] ?? 'item';
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  const error = errors[path];
  return (
    <fieldset className="content-list" aria-describedby={`${fieldId(idPrefix, path)}-limit`}>
      <legend>{label}</legend>
      <p id={`${fieldId(idPrefix, path)}-limit`} className="form-text mt-0">
        {COPY.limits.items(min, max, what)}
      </p>
      {error && <p className="invalid-feedback d-block">{error}</p>}
      <ol className="content-list__items">
        {items.map((item, index) => {
          const itemLabel = COPY.itemLabel(what, index + 1);
          return (
            <li key={index} className="content-item">
              <div className="content-item__bar">
                <span className="content-item__name">{itemLabel}</span>
                <span className="content-item__actions">
                  <ItemButton
                    label={COPY.moveUp}
                    item={itemLabel}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <ItemButton
                    label={COPY.moveDown}
                    item={itemLabel}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <ItemButton
                    label={COPY.remove}
                    item={itemLabel}
                    disabled={items.length <= min}
                    onClick={() => onChange(items.filter((_, at) => at !== index))}
                  />
                </span>
              </div>
              <ContentField
                schema={itemSchema}
                value={item}
                onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))}
                path={`${path}.${index}`}
                label={itemSchema.type === 'object' ? '' : itemLabel}
                quietLabel
                errors={errors}
                idPrefix={idPrefix}
              />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={items.length >= max}
        onClick={() => onChange([...items, emptyValue(itemSchema)])}
      >
        {COPY.add(what)}
      </button>
    </fieldset>
  );
}

function ItemButton(props: { label: string; item: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary"
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.label} <span className="visually-hidden">{props.item}</span>
    </button>
  );
}

function TextField({ schema, value, onChange, path, label, errors, idPrefix, quietLabel }: FieldProps) {
  const id = fieldId(idPrefix, path);
  const text = typeof value === 'string' ? value : '';
  const error = errors[path];
  const described = [`${id}-limit`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    value: text,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  const max = schema.maxLength;
  return (
    <div className="mb-3">
      <label htmlFor={id} className={quietLabel ? 'visually-hidden' : 'form-label'}>
        {label}
      </label>
      {schema.enum ? (
        <select {...common} className="form-select" onChange={(event) => onChange(event.target.value)}>
          {schema.enum.map((choice) => (
            <option key={choice} value={choice}>
              {(COPY.choices as Record<string, string>)[choice] ?? choice}
            </option>
          ))}
        </select>
      ) : max !== undefined && max <= ONE_LINE_MAX ? (
        <input {...common} type="text" maxLength={max} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <textarea
          {...common}
          rows={Math.min(8, Math.max(3, Math.ceil(text.length / 90)))}
          maxLength={max}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <div id={`${id}-limit`} className="form-text">
        {max !== undefined && !schema.enum
          ? `${COPY.limits.characters(max)} · ${COPY.limits.used(text.length, max)}`
          : ''}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
