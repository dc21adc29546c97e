/**
 * The deploy check of the functions' environment, run by `firebase deploy`
 * before it uploads the functions (`predeploy` in firebase.json):
 * `npx tsx functions/src/deploy-env.ts`. A setting the functions cannot do
 * without in production stops the deploy here, with the reason, rather than
 * reaching visitors as failing pages. The rules themselves stay where the
 * functions apply them; this only asks them about the file that will ship.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { edgeFromEnv } from './http/app';
import { clientAddressRuleFromEnv } from './services/client-address-rule';
import { supportEmailFromEnv } from './services/deps';
import { hashSecretFromEnv } from './services/email-hash';

/** What is wrong with a production environment, one sentence each; empty when nothing is. */
export function deployEnvProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  // The deployed functions are never the local stack, whatever the file says.
  const production = { ...env, LISTKEEP_ENV: undefined, FUNCTIONS_EMULATOR: undefined, K_SERVICE: 'api' };
  const checks = [
    () => {
      const rule = clientAddressRuleFromEnv(production);
      if (typeof rule === 'object' && 'unconfigured' in rule) problems.push(rule.unconfigured);
    },
    () => hashSecretFromEnv(production),
    () => supportEmailFromEnv(production),
    // Allowed origins and the answer-time floor: read when the first request builds the app.
    () => edgeFromEnv(production),
  ];
  for (const check of checks) {
    try {
      check();
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}

/** KEY=VALUE lines as Firebase reads them from functions/.env files: comments, blank lines, optional quotes. */
export function parseDotenv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quoted = /^(['"])(.*)\1$/.exec(value);
    if (quoted) value = quoted[2];
    else value = value.replace(/\s+#.*$/, '');
    env[match[1]] = value;
  }
  return env;
}

/** The files Firebase uploads as the functions' environment for projectId: .env, .env.<project>, .env.<alias>. */
export function deployedEnv(projectDir: string, projectId: string): Record<string, string> {
  const dir = join(projectDir, 'functions');
  const names = ['.env', `.env.${projectId}`];
  const rc = join(projectDir, '.firebaserc');
  if (existsSync(rc)) {
    const aliases = (JSON.parse(readFileSync(rc, 'utf8')) as { projects?: Record<string, string> }).projects ?? {};
    for (const [alias, id] of Object.entries(aliases)) if (id === projectId) names.push(`.env.${alias}`);
  }
  let env: Record<string, string> = {};
  for (const name of names) {
    const path = join(dir, name);
    if (existsSync(path)) env = { ...env, ...parseDotenv(readFileSync(path, 'utf8')) };
  }
  return env;
}

if (require.main === module) {
  const projectId = process.env.GCLOUD_PROJECT ?? '';
  const projectDir = process.env.PROJECT_DIR ?? process.cwd();
  if (!projectId) {
    console.error('deploy check: GCLOUD_PROJECT is not set; run it through `firebase deploy`.');
    process.exit(1);
  }
  const problems = deployEnvProblems(deployedEnv(projectDir, projectId));
  if (problems.length > 0) {
    console.error(`The functions' environment for ${projectId} (functions/.env.${projectId}) is not ready:`);
    for (const problem of problems) console.error(`- ${problem}`);
    process.exit(1);
  }
  console.log(`deploy check: the functions' environment for ${projectId} is complete.`);
}
