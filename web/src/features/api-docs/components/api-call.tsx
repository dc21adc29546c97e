import { Fragment } from 'react';
import { accessOf, callAnchor, fieldsOf, type Endpoint, type Field } from '../utils/schema-text';
import { FieldTable, TypeView } from './api-types';

const ACCESS_LABELS: Record<ReturnType<typeof accessOf>, string> = {
  'signed in': 'Signed in',
  public: 'Public',
  either: 'Signed in or not',
  'api key': 'API key',
};

export function Access({ access }: { access: ReturnType<typeof accessOf> }) {
  return <span className={`badge api-access api-access-${access.replace(' ', '-')}`}>{ACCESS_LABELS[access]}</span>;
}

export function Call({ endpoint: { method, path, operation } }: { endpoint: Endpoint }) {
  const params = (operation.parameters ?? []).map<Field>((p) => ({
    name: p.name,
    required: p.required,
    where: p.in,
    schema: { ...p.schema, description: p.description },
  }));
  const body = operation.requestBody?.content['application/json']?.schema;
  const variants = body ? (body.oneOf ?? body.anyOf ?? [body]) : [];
  const [status, answer] = Object.entries(operation.responses)[0];
  const answerType = answer.content && Object.entries(answer.content)[0];
  return (
    <article
      className="card api-call"
      id={callAnchor(operation.operationId)}
      aria-labelledby={`${callAnchor(operation.operationId)}-h`}
    >
      <header className="api-call-head">
        <span className={`api-method api-method-${method.toLowerCase()}`}>{method}</span>
        <code className="api-path">{path}</code>
        <Access access={accessOf(operation)} />
      </header>
      <h3 id={`${callAnchor(operation.operationId)}-h`} className="api-call-name">
        {operation.operationId}
      </h3>
      {operation.description && <p className="api-call-text">{operation.description}</p>}
      <div className="api-block">
        <h4>Input</h4>
        {params.length === 0 && variants.length === 0 && <p className="muted small">None.</p>}
        {params.length > 0 && <FieldTable fields={params} />}
        {variants.map((variant, i) => (
          <Fragment key={i}>
            {variants.length > 1 && (
              <p className="api-variant small">
                <strong>{i === 0 ? 'Either' : 'Or'}</strong>
                {variant.description ? `: ${variant.description}` : ''}
              </p>
            )}
            <FieldTable fields={fieldsOf(variant, 'body')} />
          </Fragment>
        ))}
      </div>
      <div className="api-block">
        <h4>Answer</h4>
        <p className="api-answer">
          <span className="api-status">{status}</span>
          {answerType ? (
            <>
              <code className="api-type">
                <TypeView schema={answerType[1].schema} />
              </code>
              {answerType[0] !== 'application/json' && <span className="muted small">{answerType[0]}</span>}
            </>
          ) : (
            <span className="muted small">{answer.description}</span>
          )}
        </p>
        {answerType && !answerType[1].schema.$ref && answerType[1].schema.properties && (
          <FieldTable fields={fieldsOf(answerType[1].schema)} />
        )}
      </div>
    </article>
  );
}
