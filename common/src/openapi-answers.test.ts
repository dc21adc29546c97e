import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { ANSWER_SCHEMAS_FILE, answerSchemasText, readAnswerSchemas } from './openapi-answers';

describe('openapi-answers.json', () => {
  const made = readAnswerSchemas();

  it('is what the answer types give now (else run `npm run openapi`)', () => {
    expect(readFileSync(ANSWER_SCHEMAS_FILE, 'utf8')).toBe(answerSchemasText(made));
  });

  it('has an answer for every call but the redirects', () => {
    const redirects = Object.keys(contract).filter((name) => !(name in made.answers));
    expect(redirects.sort()).toEqual(['oneClickUnsubscribePage', 'shortLink', 'subscribeForm', 'trackedLink']);
  });

  it("keeps the types' doc comments as descriptions", () => {
    const profile = made.schemas.Profile as { properties: Record<string, { description?: string }> };
    expect(profile.properties.ownTeamID.description).toMatch(/created for the user on demand/);
  });
});
