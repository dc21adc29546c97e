/**
 * The API's OpenAPI 3.1 document, made from the contract: each call's method,
 * path and auth from routes.ts, its input from its zod schema (JSON Schema
 * draft 2020-12, which OpenAPI 3.1 uses), its words from its `description`
 * and the fields' `.describe()`, its answer from openapi-answers.json (the
 * answer types, read by openapi-answers.ts). The API serves it at
 * /api/openapi.json and the web app's /docs/api page shows it.
 */
import { z } from 'zod';
import { contract, type CallSpec } from './contract';
import { API_KEY_SCHEME } from './api-keys';
import { API_ERRORS } from './errors';
import answerSchemas from './openapi-answers.json';
import type { AuthMode, CallName } from './routes';
import { SERVER_VERSION } from './version';

type JsonSchema = { [key: string]: unknown };

/** The groups the reference shows the calls in, in this order. */
export const API_TAGS = {
  Account: 'The signed-in user: profile, plan checkout, notices, account deletion and feedback.',
  Dashboard: 'What the dashboard shows: counts, pages of subscribers, email log entries and team members.',
  Teams: 'A team, its members and its invitations.',
  Newsletters: 'Lists, their footers and their sources (the sign-up links that credit where people came from).',
  Subscribers: 'Subscribers one by one and in bulk, their tags, history and consent chain.',
  Imports: 'Adding addresses from a pasted list or a file, the preview before it, the history and undo after.',
  'Email log': 'Entries of mails sent or planned, their tracked links and sends in batches.',
  'Recipient pages': 'The public pages and links a recipient opens: subscribe, unsubscribe, preferences, receipts.',
  'API keys': "A team's API keys: created, listed and revoked by its owners and admins in the Team tab.",
  Webhooks:
    "A team's webhook endpoints and their delivery logs: added, listed, deleted and sent again by its owners and admins in the Team tab.",
  'REST API v1':
    'Lists, subscribers and the email log for your own tools, called with an API key (`Authorization: Bearer lk_…`) of a team whose plan has API keys. A read key may call the GET calls; a write key all of them.',
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** The group of every call; a call left out is a compile error. */
const TAG_OF = {
  getVersion: 'Account',
  getUserData: 'Account',
  setProfile: 'Account',
  createCheckoutSession: 'Account',
  deleteAccount: 'Account',
  dismissAccessNotice: 'Account',
  feedback: 'Account',
  getDashboardData: 'Dashboard',
  getDashboardItem: 'Dashboard',
  dismissRefusedSignups: 'Dashboard',
  leaveTeam: 'Teams',
  acceptTeamInvite: 'Teams',
  getInvitation: 'Teams',
  createOwnTeam: 'Teams',
  acceptGroupInvite: 'Teams',
  updateTeam: 'Teams',
  inviteTeamUser: 'Teams',
  updateTeamUserRole: 'Teams',
  removeTeamUser: 'Teams',
  createNewsletter: 'Newsletters',
  updateNewsletter: 'Newsletters',
  updateNewsletterFooter: 'Newsletters',
  deleteNewsletter: 'Newsletters',
  newsletterSources: 'Newsletters',
  createSource: 'Newsletters',
  renameSource: 'Newsletters',
  deleteSource: 'Newsletters',
  newsletterSubscribers: 'Subscribers',
  createSubscriber: 'Subscribers',
  updateSubscriber: 'Subscribers',
  deleteSubscriber: 'Subscribers',
  subscriberHistory: 'Subscribers',
  consentChain: 'Subscribers',
  deleteSubscribers: 'Subscribers',
  subscriberTags: 'Subscribers',
  startSubscriberJob: 'Subscribers',
  subscriberJob: 'Subscribers',
  subscriberJobFile: 'Subscribers',
  teamTags: 'Subscribers',
  batchSubscribers: 'Imports',
  previewImport: 'Imports',
  importHistory: 'Imports',
  undoImport: 'Imports',
  createEmail: 'Email log',
  updateEmail: 'Email log',
  deleteEmail: 'Email log',
  emailSubscribers: 'Email log',
  getEmailSend: 'Email log',
  planEmailSend: 'Email log',
  markSendBatch: 'Email log',
  addJoinedBatch: 'Email log',
  createLink: 'Email log',
  mailMergeLinks: 'Email log',
  emailTrackedLinks: 'Email log',
  deleteTrackedLink: 'Email log',
  trackedLink: 'Recipient pages',
  shortLink: 'Recipient pages',
  linkOpen: 'Recipient pages',
  emailActionSubmit: 'Recipient pages',
  subscribeForm: 'Recipient pages',
  linkAction: 'Recipient pages',
  consentReceipt: 'Recipient pages',
  oneClickUnsubscribe: 'Recipient pages',
  oneClickUnsubscribePage: 'Recipient pages',
  createApiKey: 'API keys',
  listApiKeys: 'API keys',
  deleteApiKey: 'API keys',
  createWebhook: 'Webhooks',
  listWebhooks: 'Webhooks',
  deleteWebhook: 'Webhooks',
  listWebhookDeliveries: 'Webhooks',
  resendWebhookDelivery: 'Webhooks',
  v1Lists: 'REST API v1',
  v1Subscribers: 'REST API v1',
  v1Subscriber: 'REST API v1',
  v1AddSubscriber: 'REST API v1',
  v1UpdateSubscriber: 'REST API v1',
  v1Unsubscribe: 'REST API v1',
  v1Emails: 'REST API v1',
} as const satisfies Record<CallName, ApiTag>;

/** Where the API answers, relative to the site: Hosting sends /api/** to it. */
export const API_BASE = '/api';
export const OPENAPI_PATH = '/openapi.json';

export const BEARER_SCHEME = 'firebaseIdToken';

/** Who may make a call of each auth mode: OpenAPI's `security`. */
const SECURITY: Record<AuthMode, Record<string, string[]>[]> = {
  user: [{ [BEARER_SCHEME]: [] }],
  optional: [{}, { [BEARER_SCHEME]: [] }],
  public: [],
  key: [{ [API_KEY_SCHEME]: [] }],
};

/** The refusals of who is calling, by auth mode, beside the 4XX every call may answer. */
function callerRefusals(spec: CallSpec<z.ZodType, unknown>) {
  if (spec.auth === 'user')
    return {
      [String(API_ERRORS.unauthenticated)]: errorAnswer(
        `${errorCodes(['unauthenticated'])}: no valid Firebase ID token was sent.`,
      ),
    };
  if (spec.auth !== 'key') return {};
  return {
    [String(API_ERRORS['invalid-api-key'])]: errorAnswer(
      `${errorCodes(['invalid-api-key'])}: no API key was sent, or it is unknown, revoked, or its creator no longer manages the team's keys.`,
    ),
    [String(API_ERRORS.forbidden)]: errorAnswer(
      spec.scope === 'write'
        ? `${errorCodes(['forbidden'])}: the key can only read.`
        : `${errorCodes(['forbidden'])}: the key may not make this call.`,
    ),
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** `/emails/:emailID/send` → `/emails/{emailID}/send`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

function inputSchema(input: z.ZodType): JsonSchema {
  const schema = z.toJSONSchema(input, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete schema.$schema;
  return schema;
}

/** The fields of an object schema (or of each member of a union of them). */
function fieldsOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const members = (schema.anyOf ?? schema.oneOf ?? [schema]) as JsonSchema[];
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>(members.length === 1 ? ((schema.required as string[]) ?? []) : []);
  for (const member of members) Object.assign(properties, member.properties ?? {});
  return { properties, required };
}

function withoutFields(schema: JsonSchema, names: string[]): JsonSchema {
  if (!names.length) return schema;
  const drop = (member: JsonSchema): JsonSchema => {
    const properties = { ...(member.properties as Record<string, JsonSchema>) };
    for (const name of names) delete properties[name];
    const required = ((member.required as string[]) ?? []).filter((name) => !names.includes(name));
    return { ...member, properties, ...(required.length ? { required } : { required: undefined }) };
  };
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[key])) return { ...schema, [key]: (schema[key] as JsonSchema[]).map(drop) };
  return drop(schema);
}

const errorCodes = (codes: (keyof typeof API_ERRORS)[]) =>
  codes.map((code) => `\`${code}\` (${API_ERRORS[code]})`).join(', ');

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('ApiErrorBody') } },
});

function answer(name: CallName, spec: CallSpec<z.ZodType, unknown>) {
  const schema = (answerSchemas.answers as Record<string, JsonSchema>)[name];
  if (!schema && spec.browserForm)
    return { [spec.status]: { description: 'Redirects to the page that says what came of the form.' } };
  if (!schema) return { '302': { description: 'Redirects to the page or address the link leads to.' } };
  if (schema.type === 'string')
    return {
      [spec.status]: {
        description: 'A file to download: CSV or plain text.',
        content: { 'text/csv': { schema }, 'text/plain': { schema } },
      },
    };
  return { [spec.status]: { description: 'The answer.', content: { 'application/json': { schema } } } };
}

function operation(name: CallName, spec: CallSpec<z.ZodType, unknown>) {
  const params = pathParams(spec.path);
  const input = inputSchema(spec.input);
  const { properties, required } = fieldsOf(input);
  const inQuery = spec.method === 'GET' || spec.method === 'DELETE';
  const parameters = Object.entries(properties)
    .filter(([field]) => inQuery || params.includes(field))
    .map(([field, schema]) => {
      const { description, ...rest } = schema;
      const where = params.includes(field) ? 'path' : 'query';
      return {
        name: field,
        in: where,
        required: where === 'path' || required.has(field),
        ...(description ? { description } : {}),
        schema: rest,
      };
    });
  const body = withoutFields(input, params);
  const hasBody = !inQuery && Object.keys(fieldsOf(body).properties).length > 0;
  return {
    operationId: name,
    tags: [TAG_OF[name]],
    summary: name,
    ...(spec.description ? { description: spec.description } : {}),
    security: SECURITY[spec.auth],
    ...(parameters.length ? { parameters } : {}),
    ...(hasBody
      ? {
          requestBody: {
            required: true,
            content: {
              ...(spec.browserForm ? { 'application/x-www-form-urlencoded': { schema: body } } : {}),
              'application/json': { schema: body },
              ...(spec.accepts === 'form' ? { 'application/x-www-form-urlencoded': { schema: body } } : {}),
            },
          },
        }
      : {}),
    responses: {
      ...answer(name, spec),
      ...callerRefusals(spec),
      '4XX': errorAnswer(
        `Refused: ${errorCodes(['invalid-argument', 'permission-denied', 'tier-limit', 'not-found', 'already-exists', 'conflict', 'rate-limited'])}, and others of \`ApiErrorBody.error.code\`.`,
      ),
      '5XX': errorAnswer(`Failed: ${errorCodes(['internal', 'unavailable'])}.`),
    },
  };
}

/** The whole document; `version` is the API's (common/src/version.ts). */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, spec] of Object.entries(contract) as [CallName, CallSpec<z.ZodType, unknown>][]) {
    const path = openApiPath(spec.path);
    paths[path] = { ...paths[path], [spec.method.toLowerCase()]: operation(name, spec) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Listkeep API',
      version: SERVER_VERSION,
      description:
        'The HTTPS API behind the Listkeep web app. Every call answers JSON (but for file downloads and redirects); ' +
        'a refusal has the body `ApiErrorBody`, its HTTP status set by its code. Calls marked with a lock need a ' +
        'Firebase ID token of the signed-in user as a bearer token, or (the calls under /v1) an API key of a team; ' +
        'the others are public.',
    },
    servers: [{ url: API_BASE }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A Firebase Authentication ID token of the signed-in user (`getIdToken()`), in `Authorization: Bearer`.',
        },
        [API_KEY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'lk_<id>_<secret>',
          description:
            "A team's API key, made in the dashboard's Team tab, in `Authorization: Bearer`. It is shown once; the API keeps only its hash.",
        },
      },
      schemas: answerSchemas.schemas as Record<string, JsonSchema>,
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
