import { API_ERRORS, type ApiErrorCode } from '@listkeep/common/src/errors';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { CenteredSpinner } from '@/components/ui/spinner';
import { API_BASE } from '@/config/env';
import {
  accessOf,
  callAnchor,
  endpointsByTag,
  fieldsOf,
  refName,
  rulesOf,
  typeAnchor,
  typeText,
  type Endpoint,
  type Field,
  type OpenApi,
  type Schema,
} from '../utils/schema-text';
import './api-reference.css';

export const OPENAPI_URL = `${API_BASE}/openapi.json`;

async function loadDocument(): Promise<OpenApi> {
  const res = await fetch(OPENAPI_URL);
  if (!res.ok) throw new Error(`The API answered ${res.status}`);
  return (await res.json()) as OpenApi;
}

/** /docs/api: the API's OpenAPI document, as the API serves it, shown as a reference grouped by tag. */
export function ApiReference() {
  const query = useQuery({ queryKey: ['openapi'], queryFn: loadDocument, staleTime: Infinity });
  return (
    <div className="container page api-page">
      <header className="page-header api-header">
        <span className="eyebrow">Developers</span>
        <h1>API reference</h1>
        <p className="api-lead">
          Every call the Listkeep app makes, described from the same contract the server checks each request against.
          Tools that read OpenAPI 3.1 can take it whole from <a href={OPENAPI_URL}>{OPENAPI_URL}</a>.
        </p>
      </header>
      {query.isPending ? (
        <CenteredSpinner label="Loading the API reference" />
      ) : query.isError ? (
        <LoadError title="The API reference could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <Reference doc={query.data} />
      )}
    </div>
  );
}

function Reference({ doc }: { doc: OpenApi }) {
  const groups = endpointsByTag(doc);
  const tagId = (name: string) => `tag-${name.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div className="api-layout">
      <nav className="api-toc" aria-label="API sections">
        <a className="api-toc-group" href="#overview">
          Overview
        </a>
        {groups.map((group) => (
          <div key={group.name} className="api-toc-section">
            <a className="api-toc-group" href={`#${tagId(group.name)}`}>
              {group.name}
            </a>
            <ul className="api-toc-calls">
              {group.endpoints.map(({ operation }) => (
                <li key={operation.operationId}>
                  <a href={`#${callAnchor(operation.operationId)}`}>{operation.operationId}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <a className="api-toc-group" href="#types">
          Types
        </a>
      </nav>
      <div className="api-main">
        <Overview doc={doc} />
        {groups.map((group) => (
          <section
            key={group.name}
            className="api-group"
            id={tagId(group.name)}
            aria-labelledby={`${tagId(group.name)}-h`}
          >
            <div className="api-group-head">
              <h2 id={`${tagId(group.name)}-h`}>{group.name}</h2>
              <p className="muted">{group.description}</p>
            </div>
            {group.endpoints.map((endpoint) => (
              <Call key={endpoint.operation.operationId} endpoint={endpoint} />
            ))}
          </section>
        ))}
        <Types doc={doc} />
      </div>
    </div>
  );
}

function Overview({ doc }: { doc: OpenApi }) {
  const codes = Object.entries(API_ERRORS) as [ApiErrorCode, number][];
  return (
    <section className="api-group" id="overview" aria-labelledby="overview-h">
      <h2 id="overview-h" className="sr-only">
        Overview
      </h2>
      <div className="api-overview">
        <div className="card api-fact">
          <h3>Base URL</h3>
          <p>
            <code>{doc.servers[0]?.url}</code> on the site's own origin; version <code>{doc.info.version}</code>.
          </p>
          <p className="muted small">Reads take their input as a query string, writes as a JSON body.</p>
        </div>
        <div className="card api-fact">
          <h3>Authentication</h3>
          <p>
            Calls marked <Access access="signed in" /> need the signed-in user's Firebase ID token:{' '}
            <code>Authorization: Bearer &lt;token&gt;</code>.
          </p>
          <p className="muted small">Public calls read no token. Without a valid one a signed-in call answers 403.</p>
        </div>
        <div className="card api-fact">
          <h3>Errors</h3>
          <p>
            Every refusal has the body <a href={`#${typeAnchor('ApiErrorBody')}`}>ApiErrorBody</a>: a <code>code</code>,
            a <code>message</code> for people, and the <code>fields</code> at fault.
          </p>
          <details className="api-codes">
            <summary className="small">Codes and statuses</summary>
            <table className="api-table api-table-compact">
              <tbody>
                {codes.map(([code, status]) => (
                  <tr key={code}>
                    <td>
                      <code>{code}</code>
                    </td>
                    <td className="api-status">{status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </div>
      </div>
    </section>
  );
}

function Access({ access }: { access: ReturnType<typeof accessOf> }) {
  const label = access === 'signed in' ? 'Signed in' : access === 'public' ? 'Public' : 'Signed in or not';
  return <span className={`badge api-access api-access-${access.replace(' ', '-')}`}>{label}</span>;
}

function Call({ endpoint: { method, path, operation } }: { endpoint: Endpoint }) {
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

function Types({ doc }: { doc: OpenApi }) {
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

function FieldTable({ fields }: { fields: Field[] }) {
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
function TypeView({ schema }: { schema: Schema }): ReactNode {
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
  if (schema.type === 'array' && schema.items)
    return (
      <>
        <TypeView schema={schema.items} />
        []
      </>
    );
  return typeText(schema);
}
