import { Fragment, type ReactNode } from 'react';
import {
  fieldsOf,
  isUnion,
  refName,
  rulesOf,
  typeAnchor,
  typeText,
  type Field,
  type OpenApi,
  type Schema,
} from '../utils/schema-text';

export function Types({ doc }: { doc: OpenApi }) {
  return (
    <section className="api-group" id="types" aria-labelledby="types-h">
      <div className="api-group-head">
        <h2 id="types-h">Types</h2>
        <p className="muted">The shapes the answers are made of.</p>
      </div>
      {Object.entries(doc.components.schemas).map(([name, schema]) => (
        <article
          key={name}
          className="card api-call api-type-card"
          id={typeAnchor(name)}
          aria-labelledby={`${typeAnchor(name)}-h`}
        >
          <h3 id={`${typeAnchor(name)}-h`} className="api-call-name">
            {name}
          </h3>
          {schema.description && <p className="api-call-text">{schema.description}</p>}
          {schema.properties ? (
            <FieldTable fields={fieldsOf(schema)} />
          ) : (
            <p>
              <code className="api-type">
                <TypeView schema={schema} />
              </code>
            </p>
          )}
        </article>
      ))}
    </section>
  );
}

export function FieldTable({ fields }: { fields: Field[] }) {
  if (fields.length === 0) return <p className="muted small">No fields.</p>;
  return (
    <table className="api-table">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <FieldRow key={field.name} field={field} />
        ))}
      </tbody>
    </table>
  );
}

function FieldRow({ field: { name, required, where, schema } }: { field: Field }) {
  const rules = rulesOf(schema);
  return (
    <tr>
      <td className="api-field">
        <code>{name}</code>
        <span className={required ? 'api-required' : 'api-optional'}>{required ? 'required' : 'optional'}</span>
        {where && where !== 'body' && <span className="api-where">in {where}</span>}
      </td>
      <td className="api-field-type">
        <code>
          <TypeView schema={schema} />
        </code>
      </td>
      <td className="api-field-text">
        {schema.description}
        {(rules.length > 0 || schema.pattern) && (
          <span className="api-rules">
            {rules.join(' · ')}
            {schema.pattern && (
              <>
                {rules.length > 0 && ' · '}
                matches <code>{schema.pattern}</code>
              </>
            )}
          </span>
        )}
      </td>
    </tr>
  );
}

/** The type, with each named type a link to its entry under Types. */
export function TypeView({ schema }: { schema: Schema }): ReactNode {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return <a href={`#${typeAnchor(name)}`}>{name}</a>;
  }
  const members = schema.anyOf ?? schema.oneOf;
  if (members)
    return members.map((member, i) => (
      <Fragment key={i}>
        {i > 0 && ' | '}
        <TypeView schema={member} />
      </Fragment>
    ));
  if (schema.type === 'array' && schema.items) {
    const union = isUnion(schema.items);
    return (
      <>
        {union && '('}
        <TypeView schema={schema.items} />
        {union && ')'}[]
      </>
    );
  }
  return typeText(schema);
}
