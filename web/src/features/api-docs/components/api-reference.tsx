import { API_ERRORS, type ApiErrorCode } from '@listkeep/common/src/errors';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { CenteredSpinner } from '@/components/ui/spinner';
import { API_BASE } from '@/config/env';
import { callAnchor, endpointsByTag, typeAnchor, type OpenApi } from '../utils/schema-text';
import { Access, Call } from './api-call';
import { Types } from './api-types';
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
